// NotificationCenter.default, for the UIApplication notifications (semantics-layout-app §18.1,
// §19). A notification is traced (`vc` = UIApplication) only when an observer is registered for
// it; then its observers run in registration order, outside any engine operation (amendment to §2).

/// The notifications a scenario may observe: UIKit's names.
public enum ApplicationNotification: String, CaseIterable, Sendable {
    case willResignActive = "UIApplication.willResignActiveNotification"
    case didEnterBackground = "UIApplication.didEnterBackgroundNotification"
    case willEnterForeground = "UIApplication.willEnterForegroundNotification"
    case didBecomeActive = "UIApplication.didBecomeActiveNotification"
    case didReceiveMemoryWarning = "UIApplication.didReceiveMemoryWarningNotification"

    /// The event it is traced as.
    public var event: EventKind {
        switch self {
        case .willResignActive: return .willResignActiveNotification
        case .didEnterBackground: return .didEnterBackgroundNotification
        case .willEnterForeground: return .willEnterForegroundNotification
        case .didBecomeActive: return .didBecomeActiveNotification
        case .didReceiveMemoryWarning: return .didReceiveMemoryWarningNotification
        }
    }

    /// "UIApplication.willResignActiveNotification, …": for the error an unknown name gets.
    public static var names: String { allCases.map(\.rawValue).joined(separator: ", ") }
}

public final class NotificationCenter {
    public typealias Observer = (ApplicationNotification) throws -> Void

    private struct Registration {
        let token: Int
        let name: ApplicationNotification
        let observer: Observer
    }

    private unowned let world: World
    private var registrations: [Registration] = []
    /// The tokens of `registrations`: a post asks whether each of its observers is still
    /// registered, in constant time (issue 30: a scan of every registration per observer).
    private var registeredTokens: Set<Int> = []
    private var nextToken = 1

    init(world: World) { self.world = world }

    /// Registers an observer; the token removes it.
    @discardableResult
    public func addObserver(_ name: ApplicationNotification, _ observer: @escaping Observer) -> Int {
        let token = nextToken
        nextToken += 1
        registrations.append(Registration(token: token, name: name, observer: observer))
        registeredTokens.insert(token)
        return token
    }

    /// Removes the observer with this token; an unknown token is ignored, as UIKit ignores
    /// removing an observer that is not registered.
    public func removeObserver(_ token: Int) {
        guard registeredTokens.remove(token) != nil else { return }
        registrations.removeAll { $0.token == token }
    }

    /// Posts `name`: traced if anything observes it, then each observer registered at this moment
    /// and still registered when its turn comes, in registration order.
    /// [choice, docs/decisions.md "Observers added or removed during a post"]
    func post(_ name: ApplicationNotification) throws {
        let observers = registrations.filter { $0.name == name }
        guard !observers.isEmpty else { return }
        world.trace.record(TraceEvent(controller: UIApplication.traceName, event: name.event))
        for registration in observers where registeredTokens.contains(registration.token) {
            try registration.observer(name)
        }
    }
}

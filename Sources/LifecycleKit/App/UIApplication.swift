// The application and its one scene (semantics-layout-app §18, §19): the state machine on
// `World.applicationState`, the two launch sequences, the foreground and background steps, and
// memory warnings.
//
// Every call is a system event: it is delivered at the start of the next turn (phase 2), in one
// block [choice, §18.1], outside any engine operation — a delegate method or an observer runs like
// the scenario's top level, so an engine call inside it is its own operation (`makeKeyAndVisible`
// inside `willConnectTo` gives `viewIsAppearing` before the method's next line) [log VAndrJ].
//
// Delegates (§18.1): with `--ios 13`+ and a scene delegate, the foreground/background callbacks go
// to the scene delegate and not to the app delegate [doc]; otherwise to the app delegate.
// `didFinishLaunchingWithOptions` and `applicationDidReceiveMemoryWarning` always go to the app
// delegate. A delegate method is traced only if implemented (`vc` = UIApplication or Scene); each
// notification is posted right after the delegate method of its step [prose uso400 iOS 10].
// No appearance callback fires and nothing deinits [log-summary progressconcepts], [log SO 5277940].

public final class UIApplication {
    /// The `vc` of app delegate methods and notifications in the trace (§18.1).
    public static let traceName = "UIApplication"
    /// The `vc` of scene delegate methods: lifelua models one scene (§18.1).
    public static let sceneTraceName = "Scene"

    private unowned let world: World
    /// UIApplicationDelegate.
    public var delegate: ScriptDelegate?
    /// UISceneDelegate: used from iOS 13 when set; ignored on iOS 12.
    public var sceneDelegate: ScriptDelegate?
    /// NotificationCenter.default.
    public let notificationCenter: NotificationCenter
    /// The app has come back from the background at least once (for the hints: the foreground
    /// calls no appearance callback, semantics-layout-app §18.4).
    public private(set) var hasReturnedFromBackground = false

    /// The state once every app event already requested has been delivered. A call is checked
    /// against it when the script makes it, so a wrong call fails on the script's own line.
    public private(set) var requestedState = ApplicationState.active
    private var launchRequested = false
    private var stateEventRequested = false
    /// While an app-delegate launch waits a turn for its become-active step, the app events
    /// delivered meanwhile wait for it (nil when no launch is waiting).
    private var waitingForLaunch: [RunLoop.Work]?

    init(world: World) {
        self.world = world
        notificationCenter = NotificationCenter(world: world)
    }

    /// Whether the foreground/background callbacks go to the scene delegate (§18.1).
    var usesScene: Bool { world.configuration.hasScenes && sceneDelegate != nil }

    // MARK: the calls a scenario makes

    /// §18.2: allowed once, before any window is visible; the state reads `inactive` from here
    /// until the launch event makes it `active` (also inside didFinishLaunching and willConnectTo).
    /// [choice, docs/decisions.md "Launch after other app events"]: and before any other app event.
    public func launch() throws {
        if launchRequested { throw ApplicationMisuse.launchedTwice }
        if stateEventRequested { throw ApplicationMisuse.launchAfterAppEvents }
        if let window = world.windows.first(where: \.isVisible) { throw ApplicationMisuse.launchWithVisibleWindow(window.name) }
        launchRequested = true
        stateEventRequested = true
        world.applicationState = .inactive
        requestedState = .active
        deliver { [unowned self] in try performLaunch() }
    }

    /// §18.3: an interruption (Control Center, Notification Center, a call banner): from `active`.
    public func resignActive() throws {
        try request("resignActive", from: [.active], to: .inactive) { [unowned self] in
            try perform(.resignActive)
        }
    }

    /// §18.3: the interruption ends: from `inactive`.
    public func becomeActive() throws {
        try request("becomeActive", from: [.inactive], to: .active) { [unowned self] in
            try perform(.becomeActive)
        }
    }

    /// §18.3: Home, or switching apps: from `active` the resign step, then the background step;
    /// from `inactive` only the background step. Then the background snapshots (§17.5).
    /// [choice, docs/decisions.md "Resign and background in one block"]: both steps in one event.
    public func enterBackground() throws {
        try request("enterBackground", from: [.active, .inactive], to: .background) { [unowned self] in
            if world.applicationState == .active { try perform(.resignActive) }
            try perform(.enterBackground)
            try world.operation { try world.applyBackgroundSnapshots() }
        }
    }

    /// §18.4: from `background`: a rotation made in the background, the will-enter-foreground
    /// step, a Dark Mode change made in the background, the become-active step.
    public func enterForeground() throws {
        try request("enterForeground", from: [.background], to: .active) { [unowned self] in
            try world.operation { try world.applyPendingRotation() }
            hasReturnedFromBackground = true
            try perform(.enterForeground)
            try world.operation { try world.applyPendingStyleChange() }
            try perform(.becomeActive)
        }
    }

    /// §19: in any state. The app delegate, then every live controller in creation order
    /// [choice], then the notification. No view unloads, nothing deinits [doc viewDidUnload].
    public func receiveMemoryWarning() {
        deliver { [unowned self] in
            try world.callDelegate(delegate, .applicationDidReceiveMemoryWarning, named: Self.traceName, arguments: [.application])
            for controller in world.liveControllersInCreationOrder {
                try controller.fire(.didReceiveMemoryWarning)
            }
            try notificationCenter.post(.didReceiveMemoryWarning)
        }
    }

    // MARK: delivery

    /// [choice, docs/decisions.md "Wrong-state app calls"]: a call in the wrong state is an error
    /// naming the state, raised where the script makes the call.
    private func request(_ call: String, from allowed: [ApplicationState], to next: ApplicationState,
                         _ work: @escaping RunLoop.Work) throws {
        guard allowed.contains(requestedState) else {
            throw ApplicationMisuse.wrongState(call: call, state: requestedState, allowed: allowed,
                                               pending: requestedState != world.applicationState)
        }
        requestedState = next
        stateEventRequested = true
        deliver(work)
    }

    /// A system event: phase 2 of the next turn, outside any engine operation [choice, §18.1].
    /// [choice, docs/decisions.md "Events during an app-delegate launch"]: behind an app-delegate
    /// launch that has not reached its become-active step.
    private func deliver(_ work: @escaping RunLoop.Work) {
        world.runLoop.enqueue({ [weak self] in
            guard let self else { return }
            if waitingForLaunch != nil { waitingForLaunch?.append(work); return }
            try work()
        }, outsideOperation: true)
    }

    /// §18.2.
    private func performLaunch() throws {
        if !usesScene {
            // semantics-ios26 §24.1 [issue Cranpose #673, AAO #7743; doc TN3187]: built with the
            // iOS 27 SDK, an app-delegate launch ends the process before any of the app runs
            if world.configuration.sceneLifecycleRequired { throw ApplicationLaunchFailure() }
            // §24.2 [log forum 778016, firebase #16455]: 18 and 26 warn, right before the delegate
            // [choice for the position, docs/decisions.md]
            if let warning = world.configuration.sceneAdoptionWarning {
                world.trace.record(TraceEvent(controller: Self.traceName, event: .warning, message: warning))
            }
        }
        try world.callDelegate(delegate, .didFinishLaunchingWithOptions, named: Self.traceName, arguments: [.application])
        if usesScene {
            // Scene-based [prose Lemonbrush], [log-summary HTProject], [log VAndrJ]; the
            // notifications of steps 3 and 4 are posted too [choice].
            try world.callDelegate(sceneDelegate, .willConnectTo, named: Self.sceneTraceName, arguments: [.scene])
            try perform(.enterForeground)
            try perform(.becomeActive)
        } else {
            // App-delegate based: the window built in didFinishLaunching appears in this turn's
            // commit; the app becomes active in the next turn, after the root's viewDidAppear
            // (iOS 11+ order) [choice, prose Neuburg SO 66605799]. No willEnterForeground at
            // launch [log-summary jigarm iOS 10, log SO 5277940].
            waitingForLaunch = []
            world.runLoop.enqueue({ [weak self] in
                guard let self else { return }
                try perform(.becomeActive)
                let waiting = waitingForLaunch ?? []
                waitingForLaunch = nil
                for work in waiting { try work() }
            }, outsideOperation: true)
        }
    }

    /// One step of §18.3/§18.4: the delegate method, then its notification — with a scene too
    /// [prose onmyway133], [choice for didEnterBackground/willEnterForeground].
    /// [choice, docs/decisions.md "App state inside a delegate method"]: a `will` method and its
    /// notification see the state before the step, a `did` method and its notification the state after.
    private func perform(_ step: Step) throws {
        if step.isDid { world.applicationState = step.state }
        if usesScene {
            try world.callDelegate(sceneDelegate, step.sceneMethod, named: Self.sceneTraceName, arguments: [.scene])
        } else {
            try world.callDelegate(delegate, step.appMethod, named: Self.traceName, arguments: [.application])
        }
        try notificationCenter.post(step.notification)
        if !step.isDid { world.applicationState = step.state }
    }

    private enum Step {
        case resignActive, enterBackground, enterForeground, becomeActive

        var appMethod: EventKind {
            switch self {
            case .resignActive: return .applicationWillResignActive
            case .enterBackground: return .applicationDidEnterBackground
            case .enterForeground: return .applicationWillEnterForeground
            case .becomeActive: return .applicationDidBecomeActive
            }
        }
        var sceneMethod: EventKind {
            switch self {
            case .resignActive: return .sceneWillResignActive
            case .enterBackground: return .sceneDidEnterBackground
            case .enterForeground: return .sceneWillEnterForeground
            case .becomeActive: return .sceneDidBecomeActive
            }
        }
        var notification: ApplicationNotification {
            switch self {
            case .resignActive: return .willResignActive
            case .enterBackground: return .didEnterBackground
            case .enterForeground: return .willEnterForeground
            case .becomeActive: return .didBecomeActive
            }
        }
        /// The state the step leaves the app in.
        var state: ApplicationState {
            switch self {
            case .resignActive, .enterForeground: return .inactive
            case .enterBackground: return .background
            case .becomeActive: return .active
            }
        }
        var isDid: Bool { self == .enterBackground || self == .becomeActive }
    }
}

/// lifelua's errors for app events the script requests at the wrong moment (UIKit has no such
/// calls: the system makes them) [choice, docs/decisions.md].
/// semantics-ios26 §24.1: an app built with the iOS 27 SDK launched without a scene delegate.
/// Not a misuse of lifelua: the simulated process ends, and the run with it (exit status 1).
public struct ApplicationLaunchFailure: Error, CustomStringConvertible, Equatable {
    public var description: String { "Application failed to launch: UIScene life cycle is required for apps built with this SDK" }
}

public enum ApplicationMisuse: Error, CustomStringConvertible, Equatable {
    case wrongState(call: String, state: ApplicationState, allowed: [ApplicationState], pending: Bool)
    case launchedTwice
    case launchAfterAppEvents
    case launchWithVisibleWindow(String)

    public var description: String {
        switch self {
        case .wrongState(let call, let state, let allowed, let pending):
            let needs = allowed.map(\.rawValue).joined(separator: " or ")
            let now = pending ? "will be \(state.rawValue) once the app events already requested are delivered"
                              : "is \(state.rawValue)"
            return "UIApplication.\(call): the application state \(now); \(call) needs \(needs)"
        case .launchedTwice:
            return "UIApplication.launch: the app is already launched (launch is allowed once)"
        case .launchAfterAppEvents:
            return "UIApplication.launch: must come before any other app event (resignActive, enterBackground, …)"
        case .launchWithVisibleWindow(let name):
            return "UIApplication.launch: must come before any window is visible (\(name) is visible); build the window in didFinishLaunchingWithOptions or willConnectTo"
        }
    }
}

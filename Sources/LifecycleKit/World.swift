// The world a scenario runs in: its configuration, its virtual run loop, its windows and its
// trace. Everything in LifecycleKit hangs off one World; a `lifelua test` scenario gets a fresh
// one. The World knows nothing of Lua: the bindings plug in through the hooks at the bottom.

/// The whole seam between the engine and what hosts it (the Lua bindings, or a test): the only
/// three points where the engine calls out.
public protocol WorldHost: AnyObject {
    /// Runs after the engine has traced `callback` on `controller`: a scripted override
    /// (lua-api.md: Subclasses), called with `arguments` after the controller.
    func controller(_ controller: UIViewController, didReceive callback: EventKind,
                    arguments: [DelegateArgument]) throws
    /// A controller starts or stops being held by UIKit's hierarchy (a parent, a presentation, a
    /// window): the bindings keep a held controller's Lua object alive.
    func ownershipChanged(_ controller: UIViewController, held: Bool)
    /// A point where a released controller may deinit (semantics §8): the bindings run the Lua
    /// collector, so controllers nothing holds are freed, and traced, now. `collect` is true when
    /// a controller left the hierarchy since the last checkpoint.
    func releaseCheckpoint(collect: Bool)
    /// A UIKit method a scripted subclass may override and UIKit calls on a target it looks for
    /// (`show`): runs the override and returns true, or returns false if there is none.
    func performOverride(_ method: String, of controller: UIViewController, arguments: [DelegateArgument]) throws -> Bool
    /// Whether a scripted subclass overrides `callback` (an overriding loadView must assign the view).
    func overrides(_ callback: EventKind, of controller: UIViewController) -> Bool
    /// Whether `controller(_:didReceive:arguments:)` could run anything for `callback` on
    /// `controller`. No spares the engine building the arguments on every event (an array of
    /// enum payloads to allocate and destroy); a host that cannot tell cheaply answers yes.
    func mayRun(_ callback: EventKind, on controller: UIViewController) -> Bool
    /// Calls `watcher` once, right before the next script code runs (a layout pass walks the
    /// hierarchy then, before the script can change it: LayoutQueue.swift); nil stops watching.
    /// False when the host cannot tell (a host that cannot answers false, the default).
    @discardableResult
    func watchScriptEntry(_ watcher: (() -> Void)?) -> Bool
}

extension WorldHost {
    public func performOverride(_ method: String, of controller: UIViewController, arguments: [DelegateArgument]) throws -> Bool { false }
    public func overrides(_ callback: EventKind, of controller: UIViewController) -> Bool { false }
    public func mayRun(_ callback: EventKind, on controller: UIViewController) -> Bool { true }
    @discardableResult
    public func watchScriptEntry(_ watcher: (() -> Void)?) -> Bool { false }
    public func ownershipChanged(_ controller: UIViewController, held: Bool) {}
    public func releaseCheckpoint(collect: Bool) {}
}

public final class World {
    public let configuration: Configuration
    public let trace: Trace
    public let runLoop: RunLoop
    public internal(set) var windows: [UIWindow] = []
    /// The one window whose `isKeyWindow` is set, so making another key clears one flag, not
    /// every window's (issue 30). Unretained: the windows list holds it, and `tearDown` clears it
    /// when it empties the list (docs/performance.md, "Back-references without weak").
    var keyWindow: UIWindow? {
        get { keyWindowLink.object }
        set { keyWindowLink.object = newValue }
    }
    private var keyWindowLink = Unretained<UIWindow>()
    /// Unowned, not weak: a weak reference gives its target a side table, after which every
    /// retain and release of it takes the slow path, and the host is reached on every event. The
    /// host owns the world and ends it (`tearDown`) before it goes (perf-anatomy §2.5 item 3).
    public unowned var host: WorldHost?
    var releasePending = false

    /// The layout phase: the entering step (viewIsAppearing, semantics §9) and the layout passes
    /// (semantics-layout-app §15). A reference, so callbacks it runs may schedule more.
    let layout = LayoutPass()
    /// Some controller was marked as needing layout since the last walk found none.
    var layoutMayBeNeeded = false
    /// How many live controllers have `needsLayout` set.
    var controllersNeedingLayout = 0
    /// Observation tracking and the properties marks (semantics-ios26 §22, §23).
    public let observation = ObservationTracking()
    /// The number of the last layout-order walk (LayoutOrder.swift).
    var layoutWalks = 0
    /// Counts every change of a view's subviews and of a presentation link: a position remembered
    /// while it has not moved is still right (Presentation.swift, the lowest presented views).
    var hierarchyChanges = 0
    /// Orientation and appearance (semantics-layout-app §17).
    public internal(set) var device = DeviceState()
    /// A rotation or appearance change made while the app is in the background, applied when it
    /// returns (semantics-layout-app §17.3, §18.4).
    var pendingOrientation: UIDeviceOrientation?
    var pendingStyle: UITraitCollection.Style?
    /// The app's state (semantics-layout-app §18.1): active unless the scenario launches it.
    public internal(set) var applicationState = ApplicationState.active
    /// The app, its delegates and NotificationCenter.default (semantics-layout-app §18, §19).
    public private(set) lazy var application = UIApplication(world: self)
    /// Dismissals that left their presenter on screen (a sheet, an over- or custom style, a
    /// popover), for the hints that explain a presenter's missing viewWillAppear; the last 100.
    public internal(set) var dismissalsKeepingPresenter: [KeptPresenter] = []

    /// User gestures handled while their controller was off screen, and so ignored (the
    /// `gesture-off-screen` hint): the first of each kind per controller name, at most 100.
    public internal(set) var gesturesIgnoredOffScreen: [IgnoredGesture] = []

    func noteGestureIgnoredOffScreen(_ gesture: String, on controller: UIViewController) {
        let ignored = IgnoredGesture(controllerName: controller.name, gesture: gesture)
        guard gesturesIgnoredOffScreen.count < 100, !gesturesIgnoredOffScreen.contains(ignored) else { return }
        gesturesIgnoredOffScreen.append(ignored)
    }

    func noteDismissal(of controller: UIViewController, by presenter: UIViewController, _ resolved: ResolvedPresentation) {
        // a search controller's presenter has a hint of its own (semantics-containers §31.2)
        guard !resolved.removesPresenterViews, !(controller is UISearchController) else { return }
        if dismissalsKeepingPresenter.count >= 100 { dismissalsKeepingPresenter.removeFirst() }
        dismissalsKeepingPresenter.append(KeptPresenter(presenter: presenter.serial, presentedName: controller.name,
                                                        style: resolved.style.rawValue))
    }

    /// Every controller alive, in creation order (memory warnings §19, the hints). Unretained:
    /// a controller clears its own entry when it deinitializes (`liveIndex`). A weak entry gave
    /// every controller a side table, which sends every retain and release of it down the
    /// runtime's slow path (issue 11). Cleared entries are dropped now and then, so a long run
    /// does not grow the list without bound.
    private var liveControllers: [Unmanaged<UIViewController>?] = []
    private var liveCompactionThreshold = 1024

    /// The controllers alive now, in creation order.
    public var liveControllersInCreationOrder: [UIViewController] {
        liveControllers.compactMap { $0?.takeUnretainedValue() }
    }

    /// How many controllers were made: the last one's `serial`.
    private var createdControllers = 0

    /// At least the number of controllers whose dismissal is requested (a controller that goes
    /// while one is keeps its count): none, and no controller is in a requested dismissal.
    var dismissalsRequested = 0

    /// At least the number of live controllers.
    var liveControllerCount: Int { liveControllers.count }

    func registerLive(_ controller: UIViewController) {
        if liveControllers.count >= liveCompactionThreshold { compactLiveControllers() }
        controller.liveIndex = liveControllers.count
        createdControllers += 1
        controller.serial = createdControllers
        liveControllers.append(.passUnretained(controller))
    }

    /// Called by the controller's deinit, before anything else it does.
    func unregisterLive(_ controller: UIViewController) {
        liveControllers[controller.liveIndex] = nil
    }

    private func compactLiveControllers() {
        var kept: [Unmanaged<UIViewController>?] = []
        for case let entry? in liveControllers {
            entry._withUnsafeGuaranteedRef { $0.liveIndex = kept.count }
            kept.append(entry)
        }
        liveControllers = kept
        liveCompactionThreshold = max(1024, kept.count * 2)
    }

    var operationDepth = 0
    /// Whether an engine operation is running (script code it calls, an override, runs inside it).
    public var isInOperation: Bool { operationDepth > 0 }
    /// Views moved by a transition itself: the window-attachment rule must not fire for them.
    var attachmentSuppression = 0
    /// The container driving each controller under it that starts or stops being displayed
    /// itself, none through its parent's forwarding (a split view controller's size change,
    /// semantics-containers §29.6), with the controllers it drives: those under it when the
    /// change was worked out. nil when none is. Controllers elsewhere (a script's own container,
    /// driven from a callback meanwhile), and children that join a driven controller afterwards
    /// (a list's cells laid out in its appearance, §32), are forwarded to as always (K2).
    private var forwardingSuspended: (driver: UIViewController, driven: Set<ObjectIdentifier>, held: [UIViewController])?

    /// `driven`: the controllers `container` drives itself (held for the body's time, so their
    /// identities stay theirs).
    func withAppearanceForwardingSuspended(under container: UIViewController, driving driven: [UIViewController],
                                           _ body: () throws -> Void) rethrows {
        let outer = forwardingSuspended
        forwardingSuspended = (container, Set(driven.map(ObjectIdentifier.init)), driven)
        defer { forwardingSuspended = outer }
        try body()
    }

    /// Whether `container` forwards its appearance to `child` now (K2), or `child` is one the
    /// container driving them drives itself.
    func forwardsAppearance(from container: UIViewController, to child: UIViewController) -> Bool {
        guard let (driver, driven, _) = forwardingSuspended, driven.contains(ObjectIdentifier(child)) else { return true }
        var c: UIViewController? = container
        while let current = c {
            if current === driver { return false }
            c = current.parent
        }
        return true
    }
    /// Scripted transitions started and not completed yet (semantics-code K28; the idle check).
    var openTransitions: [UITransitionContext] = []
    /// The duration of the `UIView.animate` block running now, 0 outside one (semantics-code K34).
    var currentAnimationDuration: Double = 0

    public init(configuration: Configuration = Configuration(), sinks: [TraceSink] = []) {
        self.configuration = configuration
        let runLoop = RunLoop()
        self.runLoop = runLoop
        self.trace = Trace(clock: { runLoop.now }, sinks: sinks)
        runLoop.world = self
    }

    /// Ends the world: controllers still held are not deinitialized (semantics §8), and the
    /// cycles between windows and their roots are broken so memory is returned.
    public func tearDown() {
        trace.tracesDeinit = false
        for window in windows { window.tearDown() }
        keyWindow = nil
        windows.removeAll()
        runLoop.discardPending()
    }

    /// The boundary of one engine operation (one public call, one timer, one main-queue block).
    /// When the outermost one ends outside a commit, the `viewIsAppearing` due at a view's window
    /// entry (semantics-code K21 (a), (c)) run, after all the `viewWillAppear` callbacks the
    /// operation caused. Every public entry point that can start an appearance wraps its body in it.
    public func operation<T>(_ body: () throws -> T) throws -> T {
        operationDepth += 1
        let result: T
        do { result = try body() } catch {
            operationDepth -= 1
            if operationDepth == 0, let pending = takePendingScriptError() { throw pending }
            throw error
        }
        operationDepth -= 1
        if operationDepth == 0 && !runLoop.isCommitting {
            try layout.flush()
        }
        if operationDepth == 0, let pending = takePendingScriptError() { throw pending }
        return result
    }

    /// issue 12, item 12 [choice, docs/decisions.md]: an error raised by script code the engine
    /// called in the middle of an operation (an override) waits until the operation has finished,
    /// then propagates: the engine never stops half-way, and a scenario that catches the error
    /// (or the REPL) goes on with a consistent world. The first error wins.
    var pendingScriptError: Error?

    func runScriptCode(_ body: () throws -> Void) throws {
        guard operationDepth > 0 else { return try body() }
        do { try body() } catch {
            if pendingScriptError == nil { pendingScriptError = error }
        }
    }

    private func takePendingScriptError() -> Error? {
        defer { pendingScriptError = nil }
        return pendingScriptError
    }

    func ownershipChanged(_ controller: UIViewController) {
        let held = controller.isHeldByUIKit
        if !held { releasePending = true }
        host?.ownershipChanged(controller, held: held)
    }

    /// semantics §8: a controller released by a transition deinits after its completion block.
    /// Repeated while a deinit releases more (a container's children).
    func releaseCheckpoint() {
        repeat {
            let collect = releasePending
            releasePending = false
            host?.releaseCheckpoint(collect: collect)
        } while releasePending
    }

    func withoutAttachment<T>(_ body: () throws -> T) rethrows -> T {
        attachmentSuppression += 1
        defer { attachmentSuppression -= 1 }
        return try body()
    }

    public func warn(_ message: String, about controller: UIViewController? = nil) {
        trace.record(TraceEvent(controller: controller?.name, event: .warning, message: message))
    }
}

/// `UIApplication.applicationState` (semantics-layout-app §18.1).
public enum ApplicationState: String, Sendable { case active, inactive, background }

/// A user gesture ignored because its controller's view was in no shown window.
public struct IgnoredGesture: Equatable {
    public let controllerName: String
    /// The Lua call that asked for it: `interactivePop`, `interactiveDismiss`, `tap`, `swipe`.
    public let gesture: String
}

/// A dismissal whose presenter stayed on screen, so it got no appearance callbacks.
public struct KeptPresenter {
    /// The presenter's `serial`: named, not held (docs/performance.md, "Back-references without weak").
    public let presenter: Int
    public let presentedName: String
    public let style: String
}

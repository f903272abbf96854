// UIViewController: identity, its lazily loaded view, and the properties a scenario reads and
// sets. The appearance state machine is in Appearance.swift, containment in Containment.swift,
// presentation in Presentation.swift: each rule lives in one file. At the bottom: how to write a
// container, and the hooks and helpers a container uses.

public enum AppearanceState: String, Sendable {
    case disappeared, appearing, appeared, disappearing
    /// On screen or on its way there: the last begin was an appearance (semantics §1).
    public var isShown: Bool { self == .appearing || self == .appeared }
}

open class UIViewController {
    public let world: World
    public var name: String
    /// The class name UIKit's messages print: "UIViewController", or a subclass's name.
    public var className: String

    // MARK: view (semantics §1: viewDidLoad fires once, the first time the view is needed [doc])
    private var loadedView: UIView?
    public var isViewLoaded: Bool { loadedView != nil }

    public var view: UIView {
        get throws {
            try loadViewIfNeeded()
            return loadedView!
        }
    }

    /// semantics-layout-app §14 [doc header]: loadView, then viewDidLoad, back to back, once. An
    /// overriding loadView must assign the view: semantics-code K26 [choice: an error where UIKit
    /// would load again on every read, docs/decisions.md].
    public func loadViewIfNeeded() throws {
        guard loadedView == nil else { return }
        isLoadingView = true
        defer { isLoadingView = false }
        try fire(.loadView)
        if loadedView == nil {
            if world.host?.overrides(.loadView, of: self) == true { throw LifeluaMisuse.loadViewAssignedNoView(describe(self)) }
            installDefaultView()
        }
        needsLayout = true   // §15.4 [choice]: a freshly loaded view needs layout
        // semantics-ios26 §22.2 [code 26.1 loadViewIfRequired]: and a properties update
        if world.configuration.hasUpdateProperties { needsUpdateProperties = true }
        try fire(.viewDidLoad)
    }

    /// The default loadView: a plain view named after the controller.
    public func installDefaultView() {
        guard loadedView == nil else { return }
        let view = UIView(world: world, name: name)
        view.owner = self
        loadedView = view
    }

    /// `self.view = v`, allowed only inside loadView (lua-api.md) [choice].
    public func assignView(_ view: UIView) throws {
        guard isLoadingView, loadedView == nil else { throw LifeluaMisuse.viewAssignedOutsideLoadView(describe(self)) }
        view.owner = self
        loadedView = view
    }

    /// The view if it is loaded (`viewIfLoaded`), without loading it.
    public var viewIfLoaded: UIView? { loadedView }

    /// A user gesture (an edge swipe, a sheet's swipe, a tab's tap, a page swipe) acts only on what is on screen: a controller
    /// whose view is in a shown window when the gesture is handled [choice, docs/decisions.md]. One that is not is
    /// ignored, and noted for the hints.
    func isOnScreen(forGesture gesture: String) -> Bool {
        if viewIfLoaded?.window?.isVisible == true { return true }
        world.noteGestureIgnoredOffScreen(gesture, on: self)
        return false
    }

    // MARK: layout, traits and safe area (Layout/, Traits/)
    /// What layout last told it, and what a script set (LayoutState.swift), made when it is
    /// first laid out or configured: a controller never on screen keeps none.
    var layoutState: LayoutState?
    // The one-byte fields together: a controller is mostly fresh memory to write (issue 11).
    var isLoadingView = false
    /// Marks the world too, so a layout phase with nothing to lay out skips its walk, and counted
    /// there, so a phase stops without walking again once no controller needs layout.
    var needsLayout = false {
        didSet {
            guard needsLayout != oldValue else { return }
            if needsLayout { world.layoutMayBeNeeded = true }
            world.controllersNeedingLayout += needsLayout ? 1 : -1
            if needsUpdateProperties == false { world.layout.queue.markChanged(self) }
        }
    }
    var needsUpdateConstraints = false
    /// semantics-ios26 §25 (PreferredTransition.swift).
    var preferredTransitionStorage: PreferredTransition?
    /// semantics-ios26 §22.2 (UpdateProperties.swift): counted like needsLayout, so a phase with
    /// only properties to update still walks.
    var needsUpdateProperties = false {
        didSet {
            guard needsUpdateProperties != oldValue else { return }
            if needsUpdateProperties { world.layoutMayBeNeeded = true }
            world.observation.controllersNeedingProperties += needsUpdateProperties ? 1 : -1
            if needsLayout == false { world.layout.queue.markChanged(self) }
        }
    }

    // MARK: state
    public internal(set) var appearance: AppearanceState = .disappeared
    /// A window-attachment `did` is due at the end of the turn (WindowAttachment.swift).
    var awaitsAttachmentDid = false
    /// viewIsAppearing is owed for the current appearance (semantics §9).
    var isAppearingDue = false
    var lastAnimated = false
    /// semantics-code K1: the direction D of the last transition (appearing or not)…
    var explicitTransitionIsAppearing = false
    /// …and the nesting level L of its explicit begin/end calls.
    var explicitTransitionLevel: Int32 = 0
    /// semantics-code K37: a didMove sent while appearing (or didMove(nil) while disappearing) is
    /// sent again by UIKit after the `did`.
    var needsDidMoveCleanup = false
    /// semantics-code K33: the controller's window `did` has its place in the end-of-turn queue.
    var hasQueuedAttachmentDid = false
    /// Its appearance callback is running inside `setAppearState` (UIKit's "is setting appear state").
    var isSettingAppearState = false
    /// What it has been told, for the hints (CallbackHistory.swift).
    public internal(set) var history = CallbackHistory()

    // MARK: containment
    /// Unretained, cleared by the parent's deinit and by every removal (docs/performance.md, "Back-references without weak").
    public internal(set) var parent: UIViewController? {
        get { parentLink.object }
        set {
            parentLink.object = newValue
            presentationLinksChanged()
        }
    }
    private var parentLink = Unretained<UIViewController>()
    /// The children, in order. Stored as slots with holes and each child's slot beside them, so
    /// that removing any child costs the same wherever it is (issue 30: a stack popped to its
    /// root removed its children bottom first, each a search and a shift of everything above);
    /// the holes are closed when the list is read or when they are half of it.
    public var children: [UIViewController] {
        if let childList { return childList }
        if childHoles > 0 { closeChildHoles() }
        let list = childSlots.map { $0! }
        childList = list
        return list
    }
    private var childSlots: [UIViewController?] = []
    /// This controller's slot in its parent's `childSlots` (-1: none), kept in the child rather
    /// than in a dictionary of the parent's: no hashing, and no table as large as the children
    /// to miss the cache in (docs/performance.md). Read only where the slot holds it.
    private var slotInParent = -1
    private var childHoles = 0
    /// `children` as last read, while no removal has made it stale.
    private var childList: [UIViewController]?

    func appendChild(_ child: UIViewController) {
        child.slotInParent = childSlots.count
        childSlots.append(child)
        childList?.append(child)
    }

    /// Drops the child's reference here at once, as removing it from an array did.
    func removeChildEntry(_ child: UIViewController) {
        guard let i = childSlot(of: child) else { return }
        child.slotInParent = -1
        childList = nil
        childSlots[i] = nil
        childHoles += 1
        if childHoles > 16 && childHoles * 2 > childSlots.count { closeChildHoles() }
    }

    /// What points at this controller without holding it, cleared as it goes (docs/performance.md,
    /// "Back-references without weak"): its children's `parent`, and `presenting` of what it presents.
    private func clearBackReferences() {
        for case let child? in childSlots where child.parent === self { child.parent = nil }
        if let presented = presentationState?.presented, presented.presenting === self { presented.presenting = nil }
    }

    /// The child's slot: the children's order, though not their index while removals left holes
    /// (layout order keys, LayoutQueue.swift, compare slots read together).
    func childSlot(of child: UIViewController) -> Int? {
        let i = child.slotInParent
        return i >= 0 && i < childSlots.count && childSlots[i] === child ? i : nil
    }

    private func closeChildHoles() {
        childSlots.removeAll { $0 == nil }
        childHoles = 0
        for (i, c) in childSlots.enumerated() { c!.slotInParent = i }
    }
    public internal(set) var isMovingToParent = false
    public internal(set) var isMovingFromParent = false
    open var shouldAutomaticallyForwardAppearanceMethods: Bool {
        get {
            guard let getter = scriptedForwardingGetter else { return forwardsAutomatically }
            do { return try getter() } catch {   // an error in the getter reaches the script's call
                if world.pendingScriptError == nil { world.pendingScriptError = error }
                return forwardsAutomatically
            }
        }
        set { forwardsAutomatically = newValue }
    }
    private var forwardsAutomatically = true
    /// lua-api.md "overridden properties": a subclass's getter function, as a Swift `override var`.
    public var scriptedForwardingGetter: (() throws -> Bool)?

    // MARK: presentation (Presentation.swift; the public presentingViewController and
    // presentedViewController answer through the parent chain)
    /// Its presentation state (PresentationState.swift), made when it is first presented, first
    /// presents or is first configured for it: most controllers never are.
    var presentationState: PresentationState?
    /// How it is presented; an alert controller answers its own style and ignores assignments.
    public var modalPresentationStyle: ModalPresentationStyle {
        get { requestedStyle }
        set { requestedStyle = newValue }
    }

    /// Unretained, cleared by the window's deinit and when it stops being the root (docs/performance.md, "Back-references without weak").
    var windowAsRoot: UIWindow? {
        get { windowAsRootLink.object }
        set {
            windowAsRootLink.object = newValue
            presentationLinksChanged()
        }
    }
    private var windowAsRootLink = Unretained<UIWindow>()

    /// What a binding layer attaches to the controller (its scripted class), as UIKit apps use
    /// associated objects. The engine never reads it.
    public var associatedObject: AnyObject?

    public init(world: World, name: String, className: String = "UIViewController") {
        self.world = world
        self.name = name
        self.className = className
        world.registerLive(self)
    }

    /// Its entry in the world's list of live controllers (World.registerLive).
    var liveIndex = 0
    /// Its number in creation order, never reused: an identity that outlives it, for the records
    /// that name a controller without holding it (docs/performance.md, "Back-references without weak").
    public internal(set) var serial = 0

    deinit {
        // the two unretained references to it go first (World.liveControllers, UIView.owner)
        world.unregisterLive(self)
        // the unretained back-references to it (docs/performance.md, "Back-references without weak")
        clearBackReferences()
        if needsLayout { world.controllersNeedingLayout -= 1 }
        if needsUpdateProperties { world.observation.controllersNeedingProperties -= 1 }
        if needsLayout || needsUpdateProperties { world.layout.queue.forget(self) }
        if let view = loadedView, view.owner === self { view.owner = nil }
        // semantics §8: traced when nothing holds the controller any more.
        if world.trace.tracesDeinit {
            world.trace.record(TraceEvent(controller: name, event: .deinit))
            // semantics §8: its children were held by it alone; the next round of the checkpoint
            // releases them (after this deinit, as ObjC releases a dealloc'd object's ivars).
            for child in children { world.ownershipChanged(child) }
        }
    }

    /// The children a layout pass and a size change reach (semantics-layout-app §15.2): a custom
    /// container's children whose views are inside its view; UIKit's containers, what they display.
    var layoutChildren: [UIViewController] { children.filter { viewContains(child: $0) } }
    /// Its place among `layoutChildren`, in their order (Layout/LayoutQueue.swift), or nil when it
    /// is not one; UIKit's containers answer from what they show, beside their `layoutChildren`.
    func layoutChildPlace(of child: UIViewController) -> Int? {
        guard viewContains(child: child) else { return nil }
        return childSlot(of: child)
    }

    /// UIKit refuses some presentation controller delegates (an alert's, semantics-presentation §10.7).
    func checkPresentationControllerDelegate() throws {}

    /// Held by UIKit: a parent, a presentation, a window (semantics §8).
    public var isHeldByUIKit: Bool {
        parent != nil || presenting != nil || windowAsRoot != nil
    }

    // MARK: callbacks

    /// Traces a callback, then runs the scripted override (lua-api.md: "An override runs after
    /// the engine has recorded the callback in the trace").
    func fire(_ callback: EventKind, animated: Bool? = nil, parent: UIViewController?? = nil) throws {
        let trace = world.trace
        if trace.takes(callback) {
            trace.record(TraceEvent(controller: name, event: callback, animated: animated, parent: parent.map { $0?.name }))
        } else {
            trace.passOver()
        }
        history.note(callback, parent: parent, seq: world.trace.count)
        try runOverride(callback) {
            var arguments: [DelegateArgument] = []
            if let parent { arguments.append(parent.map(DelegateArgument.controller) ?? .none) }
            if let animated { arguments.append(.bool(animated)) }
            return arguments
        }
    }

    /// Traces `event` (stamped with this controller's name), then runs the override with `arguments`.
    /// The event is consumed: the trace takes it over without a copy.
    func fire(_ event: consuming TraceEvent, arguments: @autoclosure () -> [DelegateArgument]) throws {
        let callback = event.event
        event.controller = name
        world.trace.record(event)
        try runOverride(callback, arguments: arguments)
    }

    /// The override's arguments are built only when the host may run one.
    private func runOverride(_ callback: EventKind, arguments: () -> [DelegateArgument]) throws {
        guard let host = world.host, host.mayRun(callback, on: self) else { return }
        let arguments = arguments()
        // semantics-ios26 §23.1: a tracked callback's reads are recorded (ObservationTracking.swift)
        try trackingReads(callback) {
            try world.runScriptCode { try host.controller(self, didReceive: callback, arguments: arguments) }
        }
    }

    // MARK: relations a scenario reads

    public var navigationController: UINavigationController? { nearestAncestor(UINavigationController.self) }

    public var tabBarController: UITabBarController? { nearestAncestor(UITabBarController.self) }

    /// The root of this controller's containment tree: a window's root or a presented controller.
    var containmentRoot: UIViewController {
        var c = self
        while let p = c.parent { c = p }
        return c
    }

    public var isWindowRoot: Bool { windowAsRoot != nil }

    public var window: UIWindow? { isViewLoaded ? loadedView?.window : nil }

    // MARK: - How to write a container
    //
    // UIKit's own containers use private API, and so do ours (Containers/; UINavigationController
    // is the fullest example). The internal API a container may use:
    // - The hooks below, overridden: `forwardsAppearance(to:)` (which children its appearance
    //   reaches), `appearanceWillForward`/`DidBegin`/`DidEnd` (around that forwarding),
    //   `defersAppearanceInWindow` (as a window's root), `hierarchyNotes` (its printHierarchy line).
    // - `world.operation { … }` around the body of every public method: the operation boundary
    //   where viewIsAppearing is flushed. Forgetting it orders viewIsAppearing wrongly, silently.
    // - `embedChildView(_:atBack:)` to put a child's view in its own view, and
    //   `loadAsIncomingController()` on the incoming child before its transition begins.
    // - `beginAppearance(_:animated:)` / `endAppearance(animated:)` to drive a child's appearance
    //   (Appearance.swift: UIKit's guarded steps, semantics-code K1); `beginAppearanceJoiningWindow`
    //   for a child whose view it has just embedded, and a leaving child's view detached before
    //   its `endAppearance` (§4, "When a view is in the window").
    // - `nearestAncestor(_:)` for a `navigationController`-style property.
    // - addChild/willMove/didMove/removeFromParent for relations; `world.callDelegate` for its
    //   delegate, whose methods are EventKind cases in the `.delegate` category; the run loop's
    //   phases (`enqueueCommit`, `atEndOfTurn`, `schedule(after:)`) and `world.releaseCheckpoint()`
    //   after a transition's completion.
    // - Its UIKit messages in an `extension UIKitMessages { … }` at the bottom of its file; its
    //   animation duration in an `extension AnimationDuration`, beside the rule that uses it;
    //   an iOS-version fork as a named predicate on Configuration.

    /// Whether this container passes its appearance on to `child` (semantics §1, §4). A plain
    /// container forwards to the children whose views are inside its view; navigation and tab bar
    /// controllers override this to forward only to what they display [seed 004].
    func forwardsAppearance(to child: UIViewController) -> Bool {
        shouldAutomaticallyForwardAppearanceMethods && viewContains(child: child)
    }

    /// Around the forwarding of a transition to the children (Appearance.swift): before the
    /// children's `begin` (e.g. to put the displayed child's view in place), after it, and after
    /// the children's `end`.
    func appearanceWillForward(appearing: Bool) throws {}
    /// Before a `viewWillAppear` step changes anything (a split collapsing as it joins its
    /// window, semantics-containers §29.2). Returns false when script code it called has moved
    /// this controller elsewhere: the step is then not taken (Appearance.swift).
    func prepareToAppear() throws -> Bool { true }
    /// Before a `viewDidAppear` step changes anything (a hosting controller's `onAppear`,
    /// semantics-containers §30.1). If script code it called has moved this controller on, the
    /// step is not taken (Appearance.swift).
    func prepareToCompleteAppearance() throws {}
    func appearanceDidBegin(appearing: Bool, animated: Bool) throws {}
    func appearanceDidEnd(appeared: Bool, animated: Bool) throws {}
    /// A child left this controller by someone else's hand (`removeFromParent`, or `addChild`
    /// elsewhere). UIKit derives a container's list (the navigation stack, the tabs) from its
    /// children, so a container drops it from that list too [choice, docs/decisions.md].
    func childWasTaken(_ child: UIViewController) throws {}
    /// UIKit's own containers (navigation, tab bar) turn automatic forwarding off and drive the
    /// controller they show through the guarded steps, not K2's silent reset (semantics-code K2).
    var drivesShownChildThroughGuardedSteps: Bool { false }
    /// Whether such a container's `did` step reaches `child` (a tab bar controller's reaches only
    /// the tab that got its `will`, semantics-code K18).
    func forwardsCompletion(appeared: Bool, to child: UIViewController) -> Bool { true }
    /// As a window's root, start appearing at the commit of the turn instead of inside
    /// makeKeyAndVisible (UIWindow.installRootView): navigation on iOS 18+.
    var defersAppearanceInWindow: Bool { false }
    /// A size transition (semantics-layout-app §17.1) reached this controller: after its
    /// willTransition and after its viewWillTransition. A split view controller collapses,
    /// expands or changes its display mode here (semantics-containers §29.6).
    func sizeTransitionReached(_ coordinator: UIViewControllerTransitionCoordinator) throws {}
    /// What printHierarchy adds after the state on this controller's line ("top: A").
    var hierarchyNotes: [String] { [] }
    /// Its view's own layoutSubviews, run in its layout pass between viewWillLayoutSubviews and
    /// viewDidLayoutSubviews (a collection view lays out its cells there, semantics-containers §32.1).
    func layoutSubviewsOfView() throws {}
    /// Whether that layoutSubviews adds or removes views (a layout pass then needs the walk's order
    /// as it stood before, LayoutQueue.swift).
    var layoutChangesSubviews: Bool { false }

    /// Takes this controller's view (if loaded) out of its superview, without the window-attachment
    /// rule: the caller drives the appearance itself.
    func detachView() {
        if let v = viewIfLoaded { v.superview?.detach(v) }
    }

    /// A container's deferred removal of a child's view, at the end of a switch or a transition: only if the view
    /// is still in this container's view and the child is not shown by it again. Since the transition began, script
    /// code may have made the child a window's root or another container's child, or selected it again (random
    /// seeds 2000982, 2001906: a tab switched back to in the same turn; 2001711: a navigation controller's old top
    /// made a window's root during the push): its view is then no longer this container's to take out.
    /// A child taken out of this container by hand since (`removeFromParent`, its view left here) is no longer
    /// driven by it: UIKit's removal of the view is a plain `removeFromSuperview`, so the window path acts for
    /// it (random app seed 2017919: the old top of a push, removed from the stack mid-push, appeared again
    /// through the window path when the navigation controller moved to another window; the push's end took its
    /// view out silently and it rested appeared in no window).
    func detachChildViewIfStillHeld(_ child: UIViewController, unlessShown shown: UIViewController?) throws {
        guard child !== shown, let v = child.viewIfLoaded, let mine = viewIfLoaded, v.superview === mine else { return }
        if child.parent !== self { return try v.removeFromSuperview() }
        mine.detach(v)
    }

    /// Puts `child`'s view in this container's view (loading both) unless it is there already,
    /// without the window-attachment rule: the container drives the child's appearance itself.
    /// `atBack` inserts it under the other subviews (navigation); otherwise it goes on top (tabs).
    func embedChildView(_ child: UIViewController, atBack: Bool = false) throws {
        let content = try view
        let childView = try child.view
        guard childView.superview !== content else { return }
        try world.withoutAttachment {
            if atBack {
                try content.insertSubview(childView, at: 0)
            } else {
                try content.addSubview(childView)
            }
        }
    }

    /// The first controller of type `T` among the parents, nearest first (Chameleon's
    /// `_nearestParentViewControllerThatIsKindOf:`).
    func nearestAncestor<T: UIViewController>(_: T.Type) -> T? {
        var current = parent
        while let c = current {
            if let match = c as? T { return match }
            current = c.parent
        }
        return nil
    }
}

extension UIViewController: CustomStringConvertible {
    /// `<ClassName: name>`: how UIKit's messages and printHierarchy name a controller (semantics §3).
    public var description: String { "<\(className): \(name)>" }
}

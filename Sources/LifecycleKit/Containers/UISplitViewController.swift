// UISplitViewController (semantics-containers §29) [doc UISplitViewController,
// UISplitViewControllerDelegate; prose commandshift 2016; issue MPCS51030 #79].
//   Styles (29.1): classic (`viewControllers = { primary, secondary }`) or column style
//   (`doubleColumn`, `tripleColumn`, `setViewController(vc, column)`); columns are not wrapped in
//   navigation controllers [choice].
//   Collapsed (29.2) in a horizontally compact window (every iPhone; an iPad window below 678
//   points), decided when the split joins its window, before any appearance callback (here: just
//   before its first viewWillAppear step changes its state, prepareToAppear).
//   Collapsing (29.3): column style — the compact column if set, else the delegate's
//   topColumnForCollapsingToProposedTopColumn("secondary") and a navigation primary pushes the
//   columns up to it, non-animated; then splitViewControllerDidCollapse. Classic — the delegate's
//   collapseSecondary(secondary, primary): true hides the secondary; false or absent, a navigation
//   primary pushes it (non-animated), any other primary does nothing. Only what is displayed
//   after collapsing appears.
//   Expanded (29.4): the visible columns for the resolved display mode appear after the split,
//   in column order (`automatic`: oneBesideSecondary in landscape, secondaryOnly in portrait).
//   showDetailViewController (29.5): expanded, the secondary is replaced in the commit, not
//   animated (old willMove(nil), viewWillDisappear, New willMove(svc), viewDidLoad,
//   viewWillAppear, old viewDidDisappear, didMove(nil), New viewDidAppear, didMove(svc));
//   collapsed, the primary is sent show(vc) (a navigation primary pushes, animated).
//   Display mode changes (29.4): willChangeTo, then the columns that show or hide, will at once and
//   did after 0.3 s.
//   Resize and rotation (29.6): UISplitViewController+Resize.swift.

public final class UISplitViewController: UIViewController {
    public enum Style: String, CaseIterable, Sendable { case classic, doubleColumn, tripleColumn }
    public enum Column: String, CaseIterable, Sendable { case primary, supplementary, secondary, compact }
    public enum DisplayMode: String, CaseIterable, Sendable {
        case automatic, oneBesideSecondary, secondaryOnly, oneOverSecondary, twoBesideSecondary
    }

    public let style: Style
    var columns: [Column: UIViewController] = [:]
    public private(set) var preferredDisplayMode: DisplayMode = .automatic
    public var delegate: ScriptDelegate?
    public internal(set) var isCollapsed = false
    private var hasJoinedWindow = false
    /// The ends of display-mode changes still animating (29.4), oldest first.
    private var displayModeEnds: [(number: Int, end: RunLoop.Work)] = []
    private var displayModeChanges = 0
    /// Collapsed: the controller shown in place of the columns.
    var collapsedShown: UIViewController?
    /// Column style: the column controllers the collapse pushed on the primary's navigation
    /// controller, in order; they return to their columns when it expands (29.6).
    var movedOntoPrimary: [(column: Column, controller: UIViewController)] = []
    /// The orientation `automatic` was last resolved for (29.4): fixed when the split joins its
    /// window and at each size transition, so a rotation's change is seen there (29.6).
    var orientationInEffect: UIDeviceOrientation?

    public init(world: World, name: String, style: Style = .classic, className: String = "UISplitViewController") {
        self.style = style
        super.init(world: world, name: name, className: className)
    }

    /// Classic: primary and secondary; column style: the columns set, in column order (no compact).
    public var viewControllers: [UIViewController] {
        [Column.primary, .supplementary, .secondary].compactMap { columns[$0] }
    }

    public func viewController(for column: Column) -> UIViewController? { columns[column] }

    /// 29.4 [choice]: `automatic` by orientation.
    public var displayMode: DisplayMode {
        guard preferredDisplayMode == .automatic else { return preferredDisplayMode }
        return (orientationInEffect ?? world.device.orientation) == .landscape ? .oneBesideSecondary : .secondaryOnly
    }

    /// What the split shows, and forwards its appearance to.
    var displayed: [UIViewController] { held.filter { $0.parent === self } }

    /// What the split's columns (or, collapsed, the controller shown in their place) hold for display.
    private var held: [UIViewController] {
        if isCollapsed { return collapsedShown.map { [$0] } ?? [] }
        let order: [Column]
        switch (style, displayMode) {
        case (_, .secondaryOnly): order = [.secondary]
        case (.tripleColumn, .twoBesideSecondary): order = [.primary, .supplementary, .secondary]
        case (.tripleColumn, _): order = [.supplementary, .secondary]
        default: order = [.primary, .secondary]
        }
        return order.compactMap { columns[$0] }
    }

    override var layoutChildren: [UIViewController] { displayed }
    override func layoutChildPlace(of child: UIViewController) -> Int? { displayed.firstIndex { $0 === child } }
    override var hierarchyNotes: [String] { isCollapsed ? ["collapsed"] : [] }

    override func forwardsAppearance(to child: UIViewController) -> Bool {
        displayed.contains { $0 === child }
    }

    /// semantics-code K2: UIKit's containers drive what they show through the guarded steps.
    override var drivesShownChildThroughGuardedSteps: Bool { true }

    override func appearanceWillForward(appearing: Bool) throws {
        guard appearing else { return }
        for c in displayed { try embedChildView(c) }
    }

    /// [choice, docs/decisions.md]: a collapse or an expansion ends the display-mode changes still
    /// animating first, as their completion would: the columns they hide end their disappearance
    /// before the new shape drives what it shows (random container seed 1103753: the hide's end,
    /// after a collapse, sent viewDidDisappear to the column shown again and left its old top
    /// disappearing).
    func endDisplayModeChanges() throws {
        while !displayModeEnds.isEmpty { try displayModeEnds.removeFirst().end() }
    }

    /// 29.2 [prose commandshift]: collapse when joining the window, before any appearance callback
    /// (before its viewWillAppear step changes its state); 29.6: joining it again after a size
    /// change it missed, it collapses or expands then. [choice, docs/decisions.md]: a delegate
    /// that moves the split itself meanwhile (pushes it, makes it another window's root) stops
    /// this appearance: the split has left the place that was appearing.
    override func prepareToAppear() throws -> Bool {
        let place = (parent: parent, window: windowAsRoot, presenting: presenting)
        if !hasJoinedWindow {
            hasJoinedWindow = true
            orientationInEffect = world.device.orientation
            if isHorizontallyCompact {
                try endDisplayModeChanges()
                try collapse(withoutTransition: false)
            }
        } else {
            try adaptToSize(nil)
        }
        return parent === place.parent && windowAsRoot === place.window && presenting === place.presenting
    }

    /// 29.6: a size transition (semantics-layout-app §17.1) reached the split.
    override func sizeTransitionReached(_ coordinator: UIViewControllerTransitionCoordinator) throws {
        try adaptToSize(coordinator)
    }

    var isHorizontallyCompact: Bool {
        var root: UIViewController = containmentRoot
        while let p = root.presenting { root = p.containmentRoot }
        let size = root.windowAsRoot?.size ?? world.device.screenSize(world.configuration.device)
        return world.device.traits(world.configuration.device, size: size).horizontalSizeClass == .compact
    }

    // MARK: setting the columns (29.1)

    /// Classic: `viewControllers = { primary, secondary }`.
    public func setViewControllers(_ controllers: [UIViewController]) throws {
        try world.operation {
            guard style == .classic else { throw UIKitMessages.classicOnly }
            guard (1...2).contains(controllers.count) else { throw UIKitMessages.classicCount(controllers.count) }
            for c in controllers { try checkAdoptable(c) }
            try placeSetByScript(controllers[0], in: .primary)
            if controllers.count == 2 { try placeSetByScript(controllers[1], in: .secondary) }
        }
    }

    /// Column style: `setViewController(vc, column)`.
    public func setViewController(_ controller: UIViewController?, for column: Column) throws {
        try world.operation {
            guard style != .classic else { throw UIKitMessages.columnStyleOnly }
            if column == .supplementary, style != .tripleColumn { throw UIKitMessages.noSupplementary }
            if let controller { try checkAdoptable(controller) }
            if let controller { try placeSetByScript(controller, in: column) } else if let old = columns[column] {
                columns[column] = nil
                try release(old)
            }
        }
    }

    func place(_ controller: UIViewController, in column: Column) throws {
        if let old = columns[column], old !== controller { columns[column] = nil; try release(old) }
        columns[column] = controller
        if controller.parent !== self {
            try addChild(controller)
            try controller.didMove(toParent: self)
        }
    }

    /// `place` for the script's own column setters: a size change (29.6) places its columns too,
    /// and drives their appearance itself.
    private func placeSetByScript(_ controller: UIViewController, in column: Column) throws {
        let wasDisplayed = displayed.contains { $0 === controller }
        try place(controller, in: column)
        try appearInPlace(controller, unless: wasDisplayed)
    }

    /// A column set on a split on screen that displays it: its controller's view joins the
    /// split's, `viewWillAppear` at once and `viewDidAppear` at the end of the turn, as a view
    /// joining the window (K33); while the split itself appears, its own `did` brings the
    /// column's [choice, docs/decisions.md: §29 rules only showDetailViewController (29.5); random
    /// container seed 1033217: the new column was left out of the window, then got a did alone].
    private func appearInPlace(_ controller: UIViewController, unless wasDisplayed: Bool) throws {
        guard !wasDisplayed, appearance.isShown, displayed.contains(where: { $0 === controller }),
              !controller.appearance.isShown else { return }
        try controller.loadAsIncomingController()
        try embedChildView(controller)
        try controller.beginAppearanceJoiningWindow(animated: false)
        if appearance == .appeared { WindowAttachment.completeAtEndOfTurn([controller], world: world) }
    }

    /// The detail shown in the commit holds one of the expanded columns (primary, supplementary,
    /// secondary): it leaves the one it held and stays the split's child [choice,
    /// docs/decisions.md]. The compact column is apart.
    private func leaveOtherColumns(_ controller: UIViewController, for column: Column) {
        guard column != .compact else { return }
        for (c, held) in columns where c != column && c != .compact && held === controller { columns[c] = nil }
    }

    private func release(_ controller: UIViewController) throws {
        guard controller.parent === self else { return }
        try WindowAttachment.leave(controller)
        try controller.willMove(toParent: nil)
        try controller.removeFromParent()
    }

    override func childWasTaken(_ child: UIViewController) throws {
        let wasDisplayed = held.contains { $0 === child }   // its parent is already cleared
        for (column, c) in columns where c === child { columns[column] = nil }
        if collapsedShown === child { collapsedShown = nil }
        // as a navigation, tab bar or page view controller's shown child taken by another container
        // or removed by hand: it disappears (issue 12: none is left half-appeared; random container
        // seed 1017777: the secondary, removed by hand while the split appeared, rested appearing)
        if wasDisplayed { try WindowAttachment.leave(child) }
    }

    // MARK: collapsing (29.3)

    /// `withoutTransition`: in a size change (29.6) the moves happen with no transition of the
    /// primary's own, the caller driving the appearance; at launch the primary pushes (§5).
    func collapse(withoutTransition: Bool) throws {
        isCollapsed = true
        let primary = columns[.primary]
        // semantics-containers §29.3, §29.6: UIKit's collapse sets `_allowNestedNavigationControllers`
        // on the primary before moving the secondary onto it (classic [code]; column style [choice,
        // docs/decisions.md]); expand clears it
        (primary as? UINavigationController)?.allowsNestedNavigationControllers = true
        if style == .classic {
            let secondary = columns[.secondary]
            if let secondary, let primary {
                var kept = false
                if let delegate, delegate.responds(to: .collapseSecondary) {   // a function answering nothing: false
                    world.trace.record(TraceEvent(controller: name, event: .collapseSecondary, target: secondary.name))
                    kept = try delegate.invoke(.collapseSecondary, [.controller(self), .controller(secondary), .controller(primary)]) ?? false
                }
                // 29.3 [doc]: false or not implemented: a navigation primary pushes the secondary
                if !kept, let nav = primary as? UINavigationController { try moveOnto(nav, secondary, withoutTransition: withoutTransition) }
            }
            collapsedShown = primary
        } else if let compact = columns[.compact] {
            collapsedShown = compact
        } else {
            let proposed = Column.secondary.rawValue   // 29.3 [prose ×2, confidence medium]
            let answer = try world.askDelegate(delegate, .topColumnForCollapsingToProposedTopColumn, on: self,
                                               arguments: [.controller(self), .string(proposed)]) ?? proposed
            guard let top = Column(rawValue: answer), top != .compact else { throw UIKitMessages.unknownColumn(answer) }
            let upTo: [Column] = [.supplementary, .secondary].filter { c in
                switch top {
                case .primary, .compact: return false
                case .supplementary: return c == .supplementary
                case .secondary: return true
                }
            }
            if let nav = primary as? UINavigationController {
                for c in upTo {   // non-animated [choice]
                    guard let vc = columns[c] else { continue }
                    movedOntoPrimary.append((c, vc))
                    try moveOnto(nav, vc, withoutTransition: withoutTransition)
                }
                collapsedShown = nav
            } else {
                collapsedShown = columns[top] ?? primary   // no navigation primary: the top column shows [choice]
            }
        }
        try world.callDelegate(delegate, .splitViewControllerDidCollapse, on: self, arguments: [.controller(self)])
    }

    /// A column's controller leaves the split for the primary's stack. Its view leaves the
    /// split's first (silently: on screen it stays displayed, in the navigation controller).
    private func moveOnto(_ nav: UINavigationController, _ controller: UIViewController, withoutTransition: Bool) throws {
        if controller.parent === self {
            controller.detachView()
            try controller.willMove(toParent: nil)
            try controller.removeFromParent()
        }
        if withoutTransition { try nav.pushForSplit(controller) } else { try nav.pushViewController(controller, animated: false) }
    }

    // MARK: display mode (29.4)

    /// 29.4 [doc; choice for the timing]: the delegate's willChangeTo(mode) first; a column that
    /// starts to show gets viewWillAppear at once and viewDidAppear after the animation; one that
    /// hides, viewWillDisappear at once and viewDidDisappear after it. Collapsed or off screen,
    /// only the preference changes — but a column that hides while the split disappears ends its
    /// disappearance at once ([choice, docs/decisions.md], as a change of shape with no transition
    /// to follow: the split's next appearance would cancel the `did` that ends it and forward
    /// nothing to a hidden column, which rested disappearing — random container seed 1154071).
    public func setPreferredDisplayMode(_ mode: DisplayMode) throws {
        try world.operation {
            let before = displayed
            let treeBefore = shownTree().map(\.controller)
            let oldMode = displayMode
            preferredDisplayMode = mode
            guard !isCollapsed, displayMode != oldMode else { return }
            try world.callDelegate(delegate, .willChangeTo, on: self,
                                   arguments: [.controller(self), .string(displayMode.rawValue)])
            guard appearance.isShown else { return try disappearAtOnceWhatStoppedShowing(treeBefore) }
            let after = displayed
            let showing = after.filter { c in !before.contains { $0 === c } }
            let hiding = before.filter { c in !after.contains { $0 === c } }
            for c in showing {
                try embedChildView(c)
                try c.beginAppearanceJoiningWindow(animated: true)
            }
            for c in hiding { try c.beginAppearance(false, animated: true) }
            displayModeChanges += 1
            let number = displayModeChanges
            displayModeEnds.append((number, { [self] in
                for c in hiding {
                    c.detachView()
                    try c.completeAppearance(false, animated: true)
                }
                for c in showing { try c.completeAppearance(true, animated: true) }
            }))
            world.runLoop.schedule(after: AnimationDuration.splitDisplayMode) { [self] in
                guard let i = displayModeEnds.firstIndex(where: { $0.number == number }) else { return }   // ended by a collapse
                try displayModeEnds.remove(at: i).end()
            }
        }
    }

    // MARK: showing (29.5)

    /// `showDetailViewController(vc)` on the split, or routed to it from a child (Show.swift).
    func showDetail(_ controller: UIViewController) throws {
        try world.operation {
            if isCollapsed {
                // 29.5 [doc header]: the primary is sent show(vc)
                try (columns[.primary] ?? self).show(controller)
                return
            }
            if columns[.secondary] === controller { return }   // 29.5 [doc]: same controller, nothing
            try checkAdoptable(controller)
            world.runLoop.enqueueCommit { [self] in
                // semantics §4, hierarchy checks before anything changes: the turn may have made the
                // split a descendant of `controller` since the call (a column holding its ancestor
                // made every walk up the tree endless)
                try checkAdoptable(controller)
                // 29.5 [choice; no log]: all in the commit, not animated — so the secondary replaced is
                // the one there at the commit, not at the call: the turn may have set another since
                // (random container seeds 1001699, 1012237: the old one was released twice and the
                // one set in between was left appearing)
                let old = columns[.secondary]
                if old === controller { return }
                let shown = appearance.isShown && displayed.contains { $0 === old }
                // [choice, docs/decisions.md]: in a split not shown, an old secondary still mid-step
                // disappears too (a split disappearing has forwarded its `will`; its `did` reaches
                // only what it displays then — random container seed 1155581)
                let disappears = shown || (!appearance.isShown && old.map { $0.appearance != .disappeared } ?? false)
                leaveOtherColumns(controller, for: .secondary)
                columns[.secondary] = controller
                try old?.willMove(toParent: nil)
                if disappears { try old?.beginAppearance(false, animated: false) }
                try addChild(controller)
                try controller.loadAsIncomingController()
                if shown || appearance.isShown {
                    try embedChildView(controller)
                    try controller.beginAppearance(true, animated: false)
                }
                if let old {
                    old.detachView()
                    if disappears { try old.completeAppearance(false, animated: false) }
                    try old.removeFromParent()
                }
                if appearance.isShown { try controller.completeAppearance(true, animated: false) }
                try controller.didMove(toParent: self)
            }
        }
    }
}

extension AnimationDuration {
    /// semantics-containers §29.4: a column showing or hiding [choice, docs/decisions.md].
    public static let splitDisplayMode = 0.3
}

// UISplitViewController's own messages (semantics-containers §29).
extension UIKitMessages {
    fileprivate static let classicOnly = UIKitException.invalidArgument(
        "viewControllers: a column-style split view controller takes its columns with setViewController(vc, column)")
    fileprivate static let columnStyleOnly = UIKitException.invalidArgument(
        "setViewController(_:for:): a classic split view controller takes viewControllers = { primary, secondary }")
    fileprivate static let noSupplementary = UIKitException.invalidArgument(
        "setViewController(_:for:): the supplementary column needs style = \"tripleColumn\"")
    fileprivate static func classicCount(_ n: Int) -> UIKitException {
        .invalidArgument("viewControllers: a classic split view controller takes 1 or 2 controllers (primary, secondary), got \(n)")
    }
    fileprivate static func unknownColumn(_ name: String) -> UIKitException {
        .invalidArgument("topColumnForCollapsingToProposedTopColumn: expected primary, supplementary or secondary, got '\(name)'")
    }
}

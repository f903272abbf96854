// A split view controller on a resize or a rotation (semantics-containers §29.6, in the size
// transition of semantics-layout-app §17.1) [doc UISplitViewControllerDelegate; choice, docs/decisions.md].
//   Crossing to a compact width collapses as at launch (29.3); crossing back expands: column
//   style, the columns the collapse pushed on the primary's navigation controller return to their
//   columns, then splitViewControllerDidExpand; classic, the delegate's
//   separateSecondaryFrom(primary): a controller becomes the secondary; nil or not implemented, a
//   navigation primary pops its top above the root and that becomes the secondary; with nothing
//   to pop, a secondary kept hidden at collapse returns.
//   With `automatic`, a rotation that changes the resolved display mode (29.4) tells willChangeTo.
//   The delegate calls and the moves come first, at the split's willTransition (the trait change)
//   or viewWillTransition (the size); then what stops being displayed gets viewWillDisappear and
//   what starts viewWillAppear in the coordinator's alongside step, and their `did`s in its
//   completion; what stays displayed gets nothing.

extension UISplitViewController {
    /// What the split displays and every controller displayed below it, each with its parent.
    func shownTree() -> [(controller: UIViewController, parent: UIViewController?)] {
        var out: [(controller: UIViewController, parent: UIViewController?)] = []
        func walk(_ c: UIViewController) {
            out.append((c, c.parent))
            for child in Self.shownChildren(of: c) { walk(child) }
        }
        for c in displayed { walk(c) }
        return out
    }

    /// What a controller shows below it. A navigation controller shows what it displays; with none
    /// yet (not on screen) its top, which it will show. A push requested in this turn waits for the
    /// commit: its controller is not shown yet (random container seed 1553793: it got
    /// viewWillDisappear and the displayed one a second viewWillAppear).
    static func shownChildren(of c: UIViewController) -> [UIViewController] {
        (c as? UINavigationController).map { nav in (nav.displayed ?? nav.topViewController).map { [$0] } ?? [] } ?? c.layoutChildren
    }

    /// 29.6 [choice, docs/decisions.md]: the controllers of `before` (the shown tree before a change
    /// of shape or display mode with no transition to follow) that are no longer shown and still
    /// mid-step get `viewWillDisappear` (unless disappearing) and `viewDidDisappear` at once, their
    /// views leaving, as off-screen moves do (K12) — a view leaving its window: nothing else would
    /// end the step.
    func disappearAtOnceWhatStoppedShowing(_ before: [UIViewController]) throws {
        let afterSet = Set(shownTree().map { ObjectIdentifier($0.controller) })
        for c in before where !afterSet.contains(ObjectIdentifier(c)) && c.appearance != .disappeared {
            try WindowAttachment.leave(c)
        }
    }

    /// Every controller under `roots` (their children, and theirs), the roots too: what the size
    /// change drives itself. A child that joins one of them later (a list's cells, laid out in
    /// its appearance, semantics-containers §32) is forwarded to as always (semantics-code K2).
    private func controllersUnder(_ roots: [UIViewController]) -> [UIViewController] {
        var out: [UIViewController] = []
        var seen = Set<ObjectIdentifier>()
        func walk(_ c: UIViewController) {
            guard seen.insert(ObjectIdentifier(c)).inserted else { return }
            out.append(c)
            for child in c.children { walk(child) }
        }
        for c in roots { walk(c) }
        return out
    }

    /// 29.6: collapses, expands or changes its resolved display mode if the window's width or the
    /// orientation asks for it. `coordinator`: the size transition's (the split on screen, the
    /// appearance follows it); nil when the split joins a window again after a change it missed
    /// (what it displays then appears with it).
    func adaptToSize(_ coordinator: UIViewControllerTransitionCoordinator?) throws {
        let onScreen = coordinator != nil && appearance.isShown
        let modeBefore = displayMode
        let before = shownTree()
        var leaving: [UIViewController] = []
        let compact = isHorizontallyCompact
        orientationInEffect = world.device.orientation
        if compact != isCollapsed {
            try endDisplayModeChanges()
            if compact { try collapse(withoutTransition: true) } else { leaving = try expand() }
        } else if !isCollapsed, displayMode != modeBefore {
            // 29.4 [doc]: the delegate hears of the new mode before the callbacks
            try world.callDelegate(delegate, .willChangeTo, on: self,
                                   arguments: [.controller(self), .string(displayMode.rawValue)])
        } else {
            return
        }
        guard onScreen, let coordinator else {
            // 29.6 [choice, docs/decisions.md]: with no transition to follow, what stops being
            // displayed while still mid-step disappears at once, as off-screen moves do (K12): a split
            // that left its window and joins another with a size it missed has forwarded its
            // viewWillDisappear, and its viewDidDisappear, which would have ended it, never comes
            // (random container seeds 1011331, 1015985)
            try disappearAtOnceWhatStoppedShowing(before.map(\.controller))
            for c in leaving {
                c.detachView()
                try c.removeFromParent()
            }
            return
        }
        let after = shownTree()
        let beforeSet = Set(before.map { ObjectIdentifier($0.controller) })
        let afterSet = Set(after.map { ObjectIdentifier($0.controller) })
        // what stays displayed under a new parent has its view moved there now, outside the window rule
        for (c, parent) in after where beforeSet.contains(ObjectIdentifier(c)) {
            guard let parent, let view = c.viewIfLoaded, view.superview !== parent.viewIfLoaded else { continue }
            try parent.embedChildView(c, atBack: parent is UINavigationController)
        }
        // each controller that starts or stops is driven itself, in tree order, none through
        // forwarding: a container that starts may show a child that stays (nothing for it), one
        // that stops may already show a child that was never displayed
        let hiding = before.map(\.controller).filter { !afterSet.contains(ObjectIdentifier($0)) }
        let parentBefore = Dictionary(before.map { (ObjectIdentifier($0.controller), $0.parent) }, uniquingKeysWith: { a, _ in a })
        // (and, in tree order, what it goes on showing below it: its own `did` would have reached
        // them, but it is driven here, not forwarded — random container seed 1051017)
        var movedStaying: [(UIViewController, UIViewController)] = []
        var endsWithMoved = Set<ObjectIdentifier>()
        for (c, parent) in after {
            guard let parent, let old = parentBefore[ObjectIdentifier(c)] else { continue }
            if old !== parent || endsWithMoved.contains(ObjectIdentifier(parent)) {
                movedStaying.append((c, parent))
                endsWithMoved.insert(ObjectIdentifier(c))
            }
        }
        let showing = after.filter { !beforeSet.contains(ObjectIdentifier($0.controller)) }
        let driven = controllersUnder([self] + before.map(\.controller))
        coordinator.animate(alongside: { [world] in
            try world.operation { try world.withAppearanceForwardingSuspended(under: self, driving: driven) {
                for c in hiding { try c.beginAppearance(false, animated: true) }
                for (c, parent) in showing {
                    try parent?.embedChildView(c, atBack: parent is UINavigationController)
                    try c.beginAppearanceJoiningWindow(animated: true)
                }
            } }
        }, completion: { [world] in
            try world.operation { try world.withAppearanceForwardingSuspended(under: self, driving: driven) {
                for c in hiding {
                    c.detachView()
                    try c.completeAppearance(false, animated: true)
                }
                // [choice, docs/decisions.md]: what the size change started to show ends its step
                // as UIKit's forwarding would end it: a column, and a controller its parent still
                // shows; one its parent no longer shows (a tab switched away from since) gets
                // nothing, and what its parent shows instead, appearing since, ends its step after
                // it (random container seed 1658747: the tapped tab rested appearing, and the tab
                // it replaced, already gone, got viewDidAppear)
                let startedHere = Set(showing.map { ObjectIdentifier($0.controller) })
                func endNewlyShown(below parent: UIViewController) throws {
                    for x in Self.shownChildren(of: parent) where x.appearance == .appearing {
                        let id = ObjectIdentifier(x)
                        guard !startedHere.contains(id), !beforeSet.contains(id), !afterSet.contains(id) else { continue }
                        try x.completeAppearance(true, animated: true)
                        try endNewlyShown(below: x)
                    }
                }
                for (c, _) in showing {
                    if let parent = c.parent, parent !== self, !Self.shownChildren(of: parent).contains(where: { $0 === c }) { continue }
                    try c.completeAppearance(true, animated: true)
                    try endNewlyShown(below: c)
                }
                // [choice, docs/decisions.md]: a controller that stays displayed under a new parent
                // while mid-step ends its step with that parent: the `did` of the old one, which
                // would have ended it, no longer reaches it, and the new one has had its own
                // (random container seed 1010299: the secondary, appearing with a presented split,
                // pushed on the primary's navigation controller by a collapse, rested appearing)
                for (c, parent) in movedStaying {
                    if c.appearance == .appearing && parent.appearance == .appeared {
                        try c.completeAppearance(true, animated: true)
                    } else if c.appearance == .disappearing && parent.appearance == .disappeared {
                        try c.completeAppearance(false, animated: true)
                    }
                }
                for c in leaving {   // their didMove(nil), as a pop's, after the `did`s
                    c.detachView()
                    try c.removeFromParent()
                }
            } }
            world.releaseCheckpoint()
        })
    }

    /// 29.6: expanding. Returns the controllers leaving the primary's stack for good (they got
    /// willMove(nil); their didMove(nil) follows their disappearance).
    private func expand() throws -> [UIViewController] {
        isCollapsed = false
        collapsedShown = nil
        let primary = columns[.primary]
        let nav = primary as? UINavigationController
        nav?.allowsNestedNavigationControllers = false   // UIKit's expansion clears what the collapse set
        var leaving: [UIViewController] = []
        if style == .classic {
            var secondary: UIViewController?
            if let primary, let delegate, delegate.responds(to: .separateSecondaryFrom) {
                world.trace.record(TraceEvent(controller: name, event: .separateSecondaryFrom, target: primary.name))
                secondary = try delegate.invokeForController(.separateSecondaryFrom, [.controller(self), .controller(primary)])
            }
            // 29.6 [doc]: nil or not implemented, a navigation primary pops its top above the root
            if let nav, nav.viewControllers.count > 1, secondary == nil || secondary === nav.topViewController {
                secondary = nav.popForSplit(above: nav.viewControllers.count - 2).last
            }
            // 29.6 [choice]: nothing popped, the secondary kept hidden at collapse returns (it is still the column)
            if let secondary, secondary !== columns[.secondary] {
                secondary.detachView()
                try place(secondary, in: .secondary)
            }
        } else {
            // 29.6 [choice]: the column controllers leave the primary's stack for their columns;
            // what was pushed above them while collapsed leaves with them
            if let nav, let first = nav.viewControllers.firstIndex(where: { c in movedOntoPrimary.contains { $0.controller === c } }), first > 0 {
                let removed = nav.popForSplit(above: first - 1)
                for c in removed where !movedOntoPrimary.contains(where: { $0.controller === c }) {
                    try c.willMove(toParent: nil)
                    leaving.append(c)
                }
            }
            for (column, c) in movedOntoPrimary where columns[column] == nil {
                c.detachView()
                try place(c, in: column)
            }
            movedOntoPrimary = []
            try world.callDelegate(delegate, .splitViewControllerDidExpand, on: self, arguments: [.controller(self)])
        }
        return leaving
    }
}

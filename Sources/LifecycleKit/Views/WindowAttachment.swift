// A view entering or leaving a window outside any transition drives the appearance of the
// controllers that own views in it (semantics §4, "A view entering or leaving a window", as
// amended by semantics-code K4, K5, K33–K35: UIKit's `viewWillMoveToWindow:` and
// `viewDidMoveToWindow:shouldAppearOrDisappear:`).
//
// Entering (addSubview into a window, a window showing its root):
//   - a controller with no parent: `will` at once, `did` at the end of the turn [seed 001]; one
//     still appearing: only the `did` (K33: UIKit's `will` step is guarded, K1);
//     several in one subtree: wills outer first, dids inner first [log phchan9 (a)];
//   - a controller whose parent forwards to it (§1) and has fully appeared: the same [seed 001];
//   - a controller whose parent forwards to it and is between will and did: `will` at once, and
//     its `did` comes with the parent's (K5) — which is why addSubview before addChild gives two
//     viewDidAppear: the view entered as a parentless controller's, with a `did` of its own;
//   - a parent that does not forward to it (manual forwarding, or a navigation/tab controller
//     that does not display it): nothing [seed 004];
//   - the controller or a parent with an explicit transition open: nothing (K4), except a child
//     of an appearing parent with no explicit level of its own.
// Leaving (removeFromSuperview, a root replaced): an appearing or appeared controller gets
// `willDisappear` at once, `didDisappear` at the end of the turn (K5), under the same exceptions.
// The `did`s wait in one slot per controller, queued first in, first out (K32, K33). Window-path
// callbacks are not animated (K35).
// The view itself joins the window after the `will`s and leaves it before the `did`s (semantics
// §4, "When a view is in the window"; UIView.joinsWindow).

enum WindowAttachment {
    /// Whether the appearance of `controller` follows its view's window membership.
    static func followsWindow(_ controller: UIViewController) -> Bool {
        guard let parent = controller.parent else { return true }
        return parent.forwardsAppearance(to: controller)
    }

    /// semantics-code K4: an open explicit transition of the controller or a parent silences the
    /// window path, except for an entering child of an appearing parent with no level of its own.
    static func isSilenced(_ controller: UIViewController, entering: Bool) -> Bool {
        // `viewWillMoveToWindow:` [code 26.1, code-open-list §3 (b)]: a parent that forwards
        // automatically and is inside its own appearance callback, not appeared, forwards to the
        // child itself once the callback returns (K2)
        if let parent = controller.parent, parent.isSettingAppearState,
           parent.shouldAutomaticallyForwardAppearanceMethods, parent.appearance != .appeared { return true }
        guard controller.isInsideExplicitTransition else { return false }
        if entering, controller.explicitTransitionLevel == 0, controller.parent?.appearance == .appearing { return false }
        return true
    }

    static func viewEnteredWindow(_ view: UIView) throws {
        let world = view.world
        guard world.attachmentSuppression == 0 else { return }
        var pendingDid: [UIViewController] = []
        try view.joinsWindow {   // semantics §4: the view joins the window after these wills
            try view.forEachInSubtree { v in
                guard let controller = v.owner, followsWindow(controller) else { return }
                let parentState = controller.parent?.appearance
                if let parentState, !parentState.isShown { return }
                if isSilenced(controller, entering: true) { return }
                guard controller.appearance != .appeared else { return }
                // semantics-code K33 with K1: a controller still appearing (taken from its parent
                // between will and did) gets no second `will` from the guarded step, but the
                // window stores its `did` all the same
                if controller.appearance != .appearing {
                    if controller.parent == nil { controller.history.enteredWindowWithoutParent = true }
                    try controller.beginAppearance(true, animated: false)   // semantics-code K35: not animated
                } else if controller.isAppearingDue {
                    world.layout.schedule(controller)   // K21: its viewIsAppearing waits for this window's layout
                }
                guard controller.appearance != .disappeared else { return }   // its step not taken: moved elsewhere (prepareToAppear)
                if parentState == nil || parentState == .appeared { pendingDid.append(controller) }
            }
        }
        completeAtEndOfTurn(pendingDid.reversed(), world: world)
    }

    /// The `did`s of an attachment at the end of the turn, in this order (semantics-code K32: the
    /// queue is first in, first out). A controller has one slot (K33): a later window event
    /// replaces what waits in it and keeps its place, and a `did` reached by another route first
    /// (or a `will` of a transition) empties it (`setAppearState` clears `awaitsAttachmentDid`).
    static func completeAtEndOfTurn(_ controllers: [UIViewController], world: World) {
        var queued: [UIViewController] = []
        for controller in controllers {
            controller.awaitsAttachmentDid = true
            if !controller.hasQueuedAttachmentDid {
                controller.hasQueuedAttachmentDid = true
                queued.append(controller)
            }
        }
        guard !queued.isEmpty else { return }
        let run: RunLoop.Work = {
            for controller in queued {
                controller.hasQueuedAttachmentDid = false
                guard controller.awaitsAttachmentDid else { continue }
                controller.awaitsAttachmentDid = false
                try controller.endAppearance(animated: false)
            }
        }
        // semantics-code K34: inside UIView.animate the `did` waits for the animation, then for
        // the end of that turn [choice for the mapping to the virtual clock]
        if world.currentAnimationDuration > 0 {
            world.runLoop.schedule(after: world.currentAnimationDuration) { [world] in world.runLoop.atEndOfTurn(run) }
            return
        }
        world.runLoop.atEndOfTurn(run)
    }

    /// The controllers to make disappear if `view` leaves its window, decided before it leaves
    /// (afterwards the parents' forwarding can no longer see it).
    static func controllersLeaving(_ view: UIView) -> [UIViewController] {
        guard view.world.attachmentSuppression == 0 else { return [] }
        var result: [UIViewController] = []
        view.forEachInSubtree { v in
            guard let controller = v.owner, followsWindow(controller) else { return }
            // semantics §1: a controller reached by forwarding from one already listed gets its
            // callbacks from it — own first, then the children's, depth first — for did as for will.
            if isForwarded(to: controller, fromAnyOf: result) { return }
            if isSilenced(controller, entering: false) { return }
            if controller.appearance.isShown {
                result.append(controller)
            }
        }
        return result
    }

    /// Whether the appearance of one of `controllers` reaches `controller` through its chain of
    /// forwarding parents (a parent, its parent, … while each forwards to the next).
    private static func isForwarded(to controller: UIViewController, fromAnyOf controllers: [UIViewController]) -> Bool {
        var child = controller
        while let parent = child.parent, parent.forwardsAppearance(to: child) {
            if controllers.contains(where: { $0 === parent }) { return true }
            child = parent
        }
        return false
    }

    /// A view leaving its window (semantics-code K5): `willDisappear`s at once, then `detaching`
    /// (the view leaves the window), and the `did`s at the end of the turn, queued like a window
    /// `did` — in viewWillDisappear the view is still in the window, in viewDidDisappear it is not.
    static func viewLeavesWindow(_ controllers: [UIViewController], detaching: () throws -> Void) throws {
        guard let world = controllers.first?.world else { return try detaching() }
        for controller in controllers { try controller.beginAppearance(false, animated: false) }   // K35
        try detaching()
        completeAtEndOfTurn(controllers.reversed(), world: world)
    }

    /// A controller leaves the place it was shown in (a container that lost it): its view is
    /// detached, inside its disappearance if it was appearing or appeared (issue 12: never left
    /// half-appeared). The container drives it: both callbacks at once.
    /// Script code run by the `will` (an override of it or of a child it forwards to) may give the
    /// controller another place — another parent, or a window's root (decisions.md "A child made a
    /// window's root"): taking it there ended its disappearance here (childWasTaken, `leave` again),
    /// and the new place drives it now, so the container neither takes its view nor ends it again
    /// (random app seed 2060718: the root's view taken out of its window, a second
    /// `viewDidDisappear` after the window's `viewWillAppear`).
    /// `endingInItsDirection`: the leave is UIKit's begin(false) and end (a tab bar controller's
    /// switch away from a removed tab, TB26), whose end goes in direction D (semantics-code K1): a
    /// controller that script code in its viewWillDisappear showed again (a forwarded
    /// viewWillAppear) ends with viewDidAppear (random app seed 2455939).
    static func leave(_ controller: UIViewController, endingInItsDirection: Bool = false) throws {
        switch controller.appearance {
        case .appearing, .appeared:
            let parent = controller.parent
            try controller.beginAppearance(false, animated: false)
            guard controller.parent === parent else { return }
            controller.detachView()
            if endingInItsDirection { return try controller.endAppearance(animated: false) }
            try controller.completeAppearance(false, animated: false)
        case .disappearing:   // taken mid-disappearance (a cancelled swipe in flight): it ends now
            controller.detachView()
            try controller.completeAppearance(false, animated: false)
        case .disappeared: controller.detachView()
        }
    }

    static func disappear(_ controllers: [UIViewController], detaching: () throws -> Void = {}) throws {
        for controller in controllers { try controller.beginAppearance(false, animated: false) }
        try detaching()
        for controller in controllers.reversed() { try controller.completeAppearance(false, animated: false) }
    }
}

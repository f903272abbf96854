// A view entering or leaving a window outside any transition drives the appearance of the
// controllers that own views in it (semantics §4, "A view entering or leaving a window").
//
// Entering (addSubview into a window, a window showing its root):
//   - a controller with no parent: `will` at once, `did` at the end of the turn [seed 001];
//     several in one subtree: wills outer first, dids inner first [log phchan9 (a)];
//   - a controller whose parent forwards to it (§1) and has fully appeared: the same [seed 001];
//   - a controller whose parent forwards to it and is between will and did: `will` at once, and
//     its `did` comes with the parent's [seed 001] — which is why addSubview before addChild
//     gives two viewDidAppear: the view entered as a parentless controller's [radar 14058168];
//   - a parent that does not forward to it (manual forwarding, or a navigation/tab controller
//     that does not display it): nothing [seed 004].
// Leaving (removeFromSuperview, a root replaced): an appeared controller gets willDisappear and
// didDisappear at once, under the same exception [39.103 prose], [choice for the timing].
// The view itself joins the window after the `will`s and leaves it before the `did`s (semantics
// §4, "When a view is in the window"; UIView.joinsWindow).

enum WindowAttachment {
    /// Whether the appearance of `controller` follows its view's window membership.
    static func followsWindow(_ controller: UIViewController) -> Bool {
        guard let parent = controller.parent else { return true }
        return parent.forwardsAppearance(to: controller)
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
                guard !controller.appearance.isShown else { return }
                try controller.beginAppearance(true, animated: false)
                if parentState == nil || parentState == .appeared { pendingDid.append(controller) }
            }
        }
        endAppearanceAtEndOfTurn(pendingDid.reversed(), world: world)
    }

    /// The `did`s of an attachment at the end of the turn, in this order — except for a
    /// controller whose appearance was reversed in between: its pending `did` is cancelled
    /// (semantics §2; `beginAppearance` clears `awaitsAttachmentDid`).
    static func endAppearanceAtEndOfTurn(_ controllers: [UIViewController], world: World) {
        guard !controllers.isEmpty else { return }
        for controller in controllers { controller.awaitsAttachmentDid = true }
        world.runLoop.atEndOfTurn {
            for controller in controllers where controller.awaitsAttachmentDid {
                controller.awaitsAttachmentDid = false
                try controller.endAppearance(animated: false)
            }
        }
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

    /// `willDisappear`s, then `detaching` (the view leaves the window), then the `did`s: in
    /// viewWillDisappear the view is still in the window, in viewDidDisappear it is not (semantics §4).
    /// A controller leaves the place it was shown in (a container that lost it): its view is
    /// detached, inside its disappearance if it was appearing or appeared (issue 12: never left
    /// half-appeared).
    static func leave(_ controller: UIViewController) throws {
        switch controller.appearance {
        case .appearing, .appeared: try disappear([controller], detaching: controller.detachView)
        case .disappearing:   // taken mid-disappearance (a cancelled swipe in flight): it ends now
            controller.detachView()
            try controller.endAppearance(animated: false)
        case .disappeared: controller.detachView()
        }
    }

    static func disappear(_ controllers: [UIViewController], detaching: () throws -> Void = {}) throws {
        for controller in controllers { try controller.beginAppearance(false, animated: false) }
        try detaching()
        for controller in controllers.reversed() { try controller.endAppearance(animated: false) }
    }
}

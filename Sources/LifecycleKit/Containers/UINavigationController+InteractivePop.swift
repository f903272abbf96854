// UINavigationController's edge swipe (semantics §5, interactive pop; semantics-code K14;
// semantics-ios26 §25.2): a user event that pops, or springs back. Apart from the container's
// own file because it is a second way into the same transition, with its own timing.

extension UINavigationController {
    /// Completed: a pop. Cancelled: the pop is applied when the swipe begins (the top's
    /// willMove(nil), its viewWillDisappear, A.viewWillAppear, willShow(A)); on release
    /// A.viewWillDisappear, A.viewDidDisappear, B.viewWillAppear, B.viewDidAppear [log wangling]
    /// [prose SO 18927878] [prose BufferedNav], then willShow(B), didShow(B) (K14). A user event:
    /// handled at the next turn [choice].
    public func interactivePop(cancel: Bool) throws {
        guard viewControllers.count > 1 else { return }
        world.runLoop.enqueue { [self] in
            // an edge swipe while a transition runs is ignored [choice, docs/decisions.md], and so
            // is one while a requested transition has not started yet: the stack's top is then not
            // the controller shown (a request made in a commit after its transitions started waits
            // for the next one; random app seeds 2107736, 2132027: the swipe popped the shown
            // controller, already popped, to reveal the one below the stack's new top), and so is
            // one off screen (random app seed 2000346: its cancel gave the top, out of any window,
            // viewDidAppear)
            guard !transitionRunning, viewControllers.count > 1, let top = displayed,
                  top === topViewController, isOnScreen(forGesture: "interactivePop") else { return }
            if !cancel {
                try popViewController(animated: true)
                return
            }
            let revealed = viewControllers[viewControllers.count - 2]
            transitionRunning = true
            // semantics-code K14: the swipe applied the pop: the top's willMove(nil), never undone
            try top.willMove(toParent: nil)
            try top.beginAppearance(false, animated: true)
            if let taker = revealed.parent, taker !== self {   // random app seeds 2262697, 2308044
                try refuseIncomingTaken(revealed, by: taker, showingAgain: top)
            }
            let content = try view
            let revealedView = try revealed.view
            try world.withoutAttachment { try content.insertSubview(revealedView, at: 0) }
            try revealed.beginAppearanceJoiningWindow(animated: true)
            try tellDelegate(.willShow, showing: revealed, animated: true)   // K14: a pop's will
            // §25.2: a zoom transition is the one the swipe began, its top's preferredTransition read
            // then, as a push's or pop's (runningTransitionIsZoom); a change during the swipe does not
            // turn a classic cancel into the direct one (random app seed 2315465)
            let zoom = top.usesZoomTransition
            world.runLoop.schedule(after: AnimationDuration.navigation) { [self] in
                guard top.parent === self else {
                    // issue 12: the top was taken during the swipe, its disappearance ended then
                    // (docs/decisions.md, "A controller taken while disappearing"): nothing springs
                    // back; the revealed controller ends as a pop's (random app seed 2267513)
                    try endSwipeWhoseTopWasTaken(revealing: revealed)
                    return
                }
                top.isMovingFromParent = false   // K14: re-added to the stack, without willMove
                // issue 12: a revealed controller taken during the swipe (a window's root, another
                // container's child) ended its appearance here then (docs/decisions.md, "A controller
                // taken while disappearing"): it gets nothing more and its view, no longer ours, stays
                // where it is; only the top springs back (random app seed 2705928: made a window's
                // root, it got viewDidDisappear there and its view left that window)
                let stillRevealed = revealed.parent === self
                if !stillRevealed { try detachChildViewIfStillHeld(revealed, unlessShown: top) }
                try springBack(shownAgain: top, leaving: stillRevealed ? revealed : nil, zoom: zoom)
            }
        }
    }

    /// The end of a cancelled transition (§5 [log wangling] [prose SO 18927878]; K14): the
    /// controller that was coming in (if it is still ours) disappears, the one that was leaving
    /// appears again, then the delegate is told it is shown again; no didMove. The edge swipe and
    /// an animator's completeTransition(false) (K28) end this way. A cancelled zoom pop
    /// (semantics-ios26 §25.2 [doc fluid transitions: "transitions directly to the appearing state
    /// and calls viewDidAppear()"]) takes the top straight to viewDidAppear, and the incoming
    /// controller straight to viewDidDisappear [choice, the mirror image].
    func springBack(shownAgain top: UIViewController, leaving incoming: UIViewController?, zoom: Bool = false) throws {
        if let incoming, zoom {
            incoming.detachView()
            try incoming.completeAppearance(false, animated: true)
        } else if let incoming {
            try incoming.beginAppearance(false, animated: true)
            incoming.detachView()   // §4: gone before viewDidDisappear
            try incoming.endAppearance(animated: true)
        }
        if zoom {
            try top.completeAppearance(true, animated: true)
        } else {
            try top.beginAppearance(true, animated: true)
            try top.endAppearance(animated: true)
        }
        try tellDelegate(.willShow, showing: top, animated: true)
        try tellDelegate(.didShow, showing: top, animated: true)
        finishTransition()
    }
}

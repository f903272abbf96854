// The appearance machine (semantics-code K1–K4, replacing semantics §1's table): UIKit's own
// code, read in its 18.0 and 26.1 builds. Each controller has
//   - its state: disappeared, appearing, appeared, disappearing;
//   - the nesting level L of its explicit begin/end calls;
//   - the direction D of its last transition (appearing or not).
// Everything that moves a controller goes through four entry points, UIKit's guarded steps:
//   beginAppearance(true)  `__viewWillAppear`     fires unless already appearing
//   beginAppearance(false) `__viewWillDisappear`  fires unless already disappearing
//   completeAppearance(_)  `__viewDidAppear` / `__viewDidDisappear`: fires unless already complete
// and each step that fires goes through `setAppearState` (`_setViewAppearState:isAnimating:`),
// which writes the state, fires the callback and forwards it to the children:
//   - a container that forwards automatically (plain and custom containers) forwards without
//     de-duplicating (K2): each child is set silently to the parent's old state, then gets the
//     callback of the new one;
//   - UIKit's own containers (navigation, tab bar) drive what they show through the guarded
//     steps instead (K2, last paragraph).
// The explicit API (`beginAppearanceTransition` / `endAppearanceTransition`) counts and warns as K1
// says; the window path (WindowAttachment.swift) uses the same guarded steps.

extension UIViewController {
    // MARK: UIKit's guarded steps (K1)

    /// `__viewWillAppear:` / `__viewWillDisappear:`: the `will` step, unless the controller is
    /// already in it — then nothing fires and the explicit level drops to 0 (semantics-code K1),
    /// which arms the `Unbalanced…` warning of the next `end`. A `will` on an appeared controller
    /// fires again (K1).
    func beginAppearance(_ appearing: Bool, animated: Bool) throws {
        if appearance == (appearing ? .appearing : .disappearing) {
            explicitTransitionLevel = 0   // semantics-code K1
            return
        }
        if appearing { try loadViewIfNeeded() }
        lastAnimated = animated
        // semantics §2: a guarded `will` empties the window `did` slot — a transition that makes a
        // controller disappear cancels its pending window `did` (the iOS 17 log of §5); the same
        // for a `will` of the other direction [choice, docs/decisions.md]. The window path refills it.
        awaitsAttachmentDid = false
        try setAppearState(appearing ? .appearing : .disappearing, animated: animated)
    }

    /// `_endAppearanceTransition`'s completion: the `did` step in the direction of the last
    /// transition (semantics-code K1: D), with the animation flag of its begin unless given.
    func endAppearance(animated: Bool? = nil) throws {
        try completeAppearance(explicitTransitionIsAppearing, animated: animated ?? lastAnimated)
    }

    /// `__viewDidAppear:` / `__viewDidDisappear:`: the `did` step unless it has already completed;
    /// either way the explicit level drops to 0 (semantics-code K1).
    func completeAppearance(_ appearing: Bool, animated: Bool) throws {
        explicitTransitionLevel = 0   // semantics-code K1
        if appearance == (appearing ? .appeared : .disappeared) { return }
        try setAppearState(appearing ? .appeared : .disappeared, animated: animated)
    }

    /// `_setViewAppearState:isAnimating:`: writes the state, fires its callback, then forwards it
    /// to the children (semantics-code K2). It compares nothing with the current state: the
    /// guarded steps above do, automatic forwarding does not.
    private func setAppearState(_ new: AppearanceState, animated: Bool) throws {
        let old = appearance
        if new == .appearing {
            try catchUpTraitTransition()
            // semantics-containers §29.2 [choice, docs/decisions.md]: a container that a callback
            // of its own preparation moved elsewhere takes no step here; its new place drives it
            guard try prepareToAppear() else { return }
        }
        // semantics-code K21 (d), before the state changes, and nothing is read again after it (E3;
        // docs/decisions.md "Code run by K21 (d)")
        if new != .appearing { try viewIsAppearingBeforeNextStep() }
        if new == .appeared {
            try prepareToCompleteAppearance()
            // semantics-code K33: script code it ran made the controller disappear (its `will`
            // emptied this `did`) — random container seed 1739529
            guard appearance == old else { return }
        }
        appearance = new
        explicitTransitionIsAppearing = new.isShown   // semantics-code K1: every step sets D [choice]
        switch new {
        case .appearing:
            world.layout.schedule(self)   // before the override runs, so layout keeps the wills' order
            try fireSettingState(.viewWillAppear, animated: animated)
        case .disappearing:
            try fireSettingState(.viewWillDisappear, animated: animated)
        case .appeared:
            awaitsAttachmentDid = false   // semantics-code K33: a `did` by another route cancels the queued one
            try fireSettingState(.viewDidAppear, animated: animated)
            try resendDidMoveIfMarked()
            isMovingToParent = false
        case .disappeared:
            awaitsAttachmentDid = false   // semantics-code K33
            try fireSettingState(.viewDidDisappear, animated: animated)
            try resendDidMoveIfMarked()
            // §4: a joining appearance cut off before its did (§5, iOS 17) was the joining one all
            // the same: shown again later, the controller is not moving to its parent [log-summary 39.103].
            isMovingToParent = false
        }
        try forward(from: old, to: new, animated: animated)
    }

    /// The callback, with "is setting appear state" on while it runs: the window path stays out of
    /// the way of a container adding a child in its own callback (WindowAttachment.isSilenced).
    private func fireSettingState(_ callback: EventKind, animated: Bool) throws {
        isSettingAppearState = true
        defer { isSettingAppearState = false }
        try fire(callback, animated: animated)
    }

    /// The forwarding half of `_setViewAppearState:isAnimating:`, with the hooks a container uses
    /// around it (UIViewController.swift, "How to write a container").
    private func forward(from old: AppearanceState, to new: AppearanceState, animated: Bool) throws {
        let appearing = new.isShown
        let isWill = new == .appearing || new == .disappearing
        if isWill { try appearanceWillForward(appearing: appearing) }
        for child in appearanceForwardingTargets where world.forwardsAppearance(from: self, to: child) {
            if drivesShownChildThroughGuardedSteps {
                // semantics-code K2: UIKit's containers use the guarded steps
                if isWill {
                    try child.beginAppearance(appearing, animated: animated)
                } else if forwardsCompletion(appeared: appearing, to: child) {
                    try child.completeAppearance(appearing, animated: animated)
                }
            } else {
                // semantics-code K2: set silently to the parent's old state, then the new state's callback
                if child.appearance != old { child.appearance = old }
                child.lastAnimated = animated
                child.history.isBeingForwarded = true
                defer { child.history.isBeingForwarded = false }
                try child.setAppearState(new, animated: animated)
            }
        }
        if isWill {
            try appearanceDidBegin(appearing: appearing, animated: animated)
        } else {
            try appearanceDidEnd(appeared: appearing, animated: animated)
        }
    }

    /// A container's begin(true) on a child whose view it has just put in its own: the view joins
    /// the window only after the `will` callbacks (semantics §4, "When a view is in the window").
    /// `counted`: through the explicit begin (K1's level and its warnings), as a presentation does.
    func beginAppearanceJoiningWindow(animated: Bool, counted: Bool = false) throws {
        try view.joinsWindow {
            if counted { try beginAppearanceTransition(true, animated: animated) } else { try beginAppearance(true, animated: animated) }
        }
    }

    /// semantics §1: a presented or pushed controller loads its view before the old one's
    /// viewWillDisappear [log ×5; one source disagrees]. Transitions call this first.
    func loadAsIncomingController() throws {
        try loadViewIfNeeded()
    }

    // MARK: forwarding (semantics §1, §4)

    /// Whether `child` is a child of this controller and its view is inside this controller's
    /// view (both loaded). A plain container forwards its appearance to exactly these children
    /// (`forwardsAppearance(to:)`).
    public func viewContains(child: UIViewController) -> Bool {
        guard child.parent === self, let mine = viewIfLoaded, let theirs = child.viewIfLoaded else { return false }
        return theirs.isDescendant(of: mine)
    }

    var appearanceForwardingTargets: [UIViewController] {
        children.filter { forwardsAppearance(to: $0) }
    }

    /// Whether this controller or one of its parents has an explicit transition open: the window
    /// path is then silent for it (semantics-code K4).
    var isInsideExplicitTransition: Bool {
        var current: UIViewController? = self
        while let c = current {
            if c.explicitTransitionLevel > 0 { return true }
            current = c.parent
        }
        return false
    }

    // MARK: the explicit API a container calls (semantics-code K1)
    // No window test in either call: off screen they fire as on screen (semantics-code K3).

    public func beginAppearanceTransition(_ isAppearing: Bool, animated: Bool) throws {
        try world.operation {
            let old = explicitTransitionLevel
            explicitTransitionLevel = old + 1
            if old >= 1 {
                if isAppearing == explicitTransitionIsAppearing { return }   // semantics-code K1: nested, counted
                explicitTransitionLevel = 1   // semantics-code K1: a reversal restarts the count
            }
            explicitTransitionIsAppearing = isAppearing
            lastAnimated = animated
            history.usedExplicitTransition = true
            try beginAppearance(isAppearing, animated: animated)
        }
    }

    public func endAppearanceTransition() throws {
        try world.operation {
            let old = explicitTransitionLevel
            explicitTransitionLevel = old - 1
            if old <= 0 {
                // semantics-code K1: only `end` warns, and the call carries on
                world.warn(UIKitMessages.unbalanced(self), about: self)
                explicitTransitionLevel = 0
            } else if old >= 2 && shouldAutomaticallyForwardAppearanceMethods {
                return   // semantics-code K1: still nested (a controller that forwards by hand completes now)
            }
            try endAppearance()
        }
    }

    /// `vc:viewWillAppear(true)` called by a scenario: UIKit's warning, the callback and its
    /// override, and no change of state (semantics §1, modern iOS [log]).
    public func callLifecycleMethodDirectly(_ callback: EventKind, animated: Bool?, parent: UIViewController?? = nil) throws {
        if callback.isAppearance {
            world.warn(UIKitMessages.directCall(callback.rawValue), about: self)
        }
        try fire(callback, animated: animated, parent: parent)
    }
}

// The appearance state machine (semantics §1) and its forwarding from containers to children.
//
//   disappeared --begin(true)--> appearing --end--> appeared
//   appeared --begin(false)--> disappearing --end--> disappeared
//   begin(true) while disappearing, begin(false) while appearing: a cancel (reversal)
// Callbacks fire on state changes, never on their own. A container that forwards automatically
// forwards each of its transitions to the children it displays: its own callback first, then
// the children's in child order, depth first [log phchan9 (b)].

extension UIViewController {
    // MARK: UIKit's own transitions

    /// UIKit's internal begin: fires only when the state changes.
    func beginAppearance(_ appearing: Bool, animated: Bool) throws {
        switch (appearing, appearance) {
        case (true, .disappeared), (true, .disappearing):
            try loadViewIfNeeded()
            try catchUpTraitTransition()
            appearance = .appearing
            lastAnimated = animated
            world.layout.schedule(self)   // before the override runs, so layout keeps the wills' order
            try fire(.viewWillAppear, animated: animated)
        case (false, .appeared), (false, .appearing):
            appearance = .disappearing
            lastAnimated = animated
            awaitsAttachmentDid = false   // semantics §2: a pending window-attachment `did` is cancelled
            isAppearingDue = false
            try fire(.viewWillDisappear, animated: animated)
        default:
            return
        }
        try appearanceWillForward(appearing: appearing)
        for child in appearanceForwardingTargets {
            try child.beginAppearance(appearing, animated: animated)
        }
        try appearanceDidBegin(appearing: appearing, animated: animated)
    }

    /// UIKit's internal end. `forwarded` marks the looser forwarding from a parent: a parent's
    /// `did` reaching a child that already appeared fires viewDidAppear again [seed 001]
    /// [radar 14058168] (semantics §1: "how viewDidAppear can reach a child twice").
    func endAppearance(animated: Bool? = nil, forwarded: Bool = false) throws {
        let animated = animated ?? lastAnimated
        switch appearance {
        case .appearing:
            appearance = .appeared
            awaitsAttachmentDid = false
            if isAppearingDue {   // a `did` in the same operation as its `will`: the entering step came first
                isAppearingDue = false
                try runEnteringStep()
            }
            try fire(.viewDidAppear, animated: animated)
            isMovingToParent = false
        case .disappearing:
            appearance = .disappeared
            try fire(.viewDidDisappear, animated: animated)
            // §4: a joining appearance cut off before its did (§5, iOS 17) was the joining one all
            // the same: shown again later, the controller is not moving to its parent [log-summary 39.103].
            isMovingToParent = false
        case .appeared where forwarded:
            try fire(.viewDidAppear, animated: animated)
        default:
            return
        }
        let appeared = appearance == .appeared
        for child in appearanceForwardingTargets {
            if appeared || child.appearance == .disappearing {
                try child.endAppearance(animated: animated, forwarded: appeared)
            }
        }
        try appearanceDidEnd(appeared: appeared, animated: animated)
    }

    /// A container's begin(true) on a child whose view it has just put in its own: the view joins
    /// the window only after the `will` callbacks (semantics §4, "When a view is in the window").
    func beginAppearanceJoiningWindow(animated: Bool) throws {
        try view.joinsWindow { try beginAppearance(true, animated: animated) }
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

    // MARK: the explicit API a container calls (semantics §1 table)

    public func beginAppearanceTransition(_ isAppearing: Bool, animated: Bool) throws {
        try world.operation {
            if appearance.isShown == isAppearing {
                // semantics §1: an explicit begin in the direction already reached [log], [choice]
                world.warn(UIKitMessages.unbalanced(self), about: self)
                return
            }
            try beginAppearance(isAppearing, animated: animated)
        }
    }

    public func endAppearanceTransition() throws {
        try world.operation {
            guard appearance == .appearing || appearance == .disappearing else {
                // semantics §1: an explicit end with no transition in flight [log]
                world.warn(UIKitMessages.unbalanced(self), about: self)
                return
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

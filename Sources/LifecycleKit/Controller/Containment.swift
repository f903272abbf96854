// Containment (semantics §4): parent/child relations and transition(from:to:).
//   addChild calls child.willMove(parent); removeFromParent calls child.didMove(nil); the
//   container calls didMove(parent) and willMove(nil) itself [seed 001] [seed 003] [doc].

extension UIViewController {
    public func addChild(_ child: UIViewController) throws {
        try world.operation {
            if child === self { throw UIKitMessages.childOfItself(self) }
            if child.parent === self { return }
            try checkAdoptable(child)
            // semantics-code K38: a controller held elsewhere gets willMove(nil) and leaves the old
            // parent (its didMove(nil)) first, after the checks [choice for the order]
            if child.parent != nil {
                try child.willMove(toParent: nil)
                try child.removeFromParent()
            }
            // a window's root that becomes a child leaves its window first, as when another window
            // takes it (issue 12: it appeared a second time where its new parent showed it) [choice,
            // docs/decisions.md].
            if let window = child.windowAsRoot { try window.setRootViewController(nil) }
            try child.willMove(toParent: self)
            // the callbacks since the checks ran script code (the old root's viewWillDisappear, the
            // willMoves), which may have made this controller the child's descendant or presented
            // one (random app seeds 2068587, 2034631: a cycle, and every walk up it never ended):
            // UIKit's addChild checks when it links, so its exception comes here (semantics §4;
            // docs/decisions.md "Checks again when a child is linked")
            try checkKeepsATree(child)
            // or given the child a parent (app seed 2071010: a navigation controller took it, and
            // kept it in its stack once it was this controller's): it leaves that one first, as
            // K38's does; held again after that, it is refused
            if child.parent === self { return }
            if child.parent != nil {
                try child.willMove(toParent: nil)
                try child.removeFromParent()
                try checkKeepsATree(child)
                if let other = child.parent {
                    throw UIKitMessages.inconsistentHierarchy(child: child, shouldHave: other, requested: self)
                }
            }
            appendChild(child)
            child.parent = self
            child.isMovingToParent = true
            world.ownershipChanged(child)
        }
    }

    /// What every way of becoming a child checks before anything changes (addChild, push,
    /// setViewControllers, tabs): not itself or an ancestor, a view in no other controller's view,
    /// and a presented controller cannot also be a child.
    func checkAdoptable(_ child: UIViewController) throws {
        try checkNotAnAncestor(child)
        // semantics §4, hierarchy checks: the first controller above the child's view must be the
        // requested parent [doc hierarchyInconsistencyException] — checked for every controller of
        // a list before any of it is applied
        if child.parent !== self, let found = child.viewIfLoaded?.superview?.nearestController, found !== self {
            throw UIKitMessages.inconsistentHierarchy(child: child, shouldHave: found, requested: self)
        }
        if child.parent == nil, let presenter = child.presenting { throw UIKitMessages.childIsPresented(child, by: presenter) }
        try ContainmentTooDeep.check(parentDepth: depthBelowRoot, childHeight: child.containmentHeight)
        try checkNotAPresenter(child)
    }

    /// The checks that keep containment and presentation a tree, so that every walk up them ends.
    func checkKeepsATree(_ child: UIViewController) throws {
        try checkNotAnAncestor(child)
        try checkNotAPresenter(child)
    }

    private func checkNotAnAncestor(_ child: UIViewController) throws {
        if child === self { throw UIKitMessages.childOfItself(self) }
        // issue 12: a parent cannot become its ancestor's child (a cycle would make every walk
        // up the parents endless); UIKit's hierarchy exception, with its wording [choice].
        if isDescendant(of: child) {
            throw UIKitMessages.inconsistentHierarchy(child: child, shouldHave: child.parent, requested: self)
        }
    }

    /// Nor can a controller become the child of what it presents (or of what that presents): a
    /// cycle of presentation and containment, which leaked the whole world [choice].
    private func checkNotAPresenter(_ child: UIViewController) throws {
        var presenter = containmentRoot.presenting
        while let p = presenter {
            if p === child || p.isDescendant(of: child) { throw UIKitMessages.childPresentsParent(child, self) }
            presenter = p.containmentRoot.presenting
        }
    }

    /// Whether `ancestor` is this controller's parent, or its parent's, and so on.
    func isDescendant(of ancestor: UIViewController) -> Bool {
        var current = parent
        while let c = current {
            if c === ancestor { return true }
            current = c.parent
        }
        return false
    }

    public func removeFromParent() throws {
        try world.operation {
            guard let parent else { return }
            parent.removeChildEntry(self)
            self.parent = nil
            world.ownershipChanged(self)
            try parent.childWasTaken(self)
            try didMove(toParent: nil)   // semantics-code K37: clears isMovingFromParent unless disappearing
        }
    }

    public func willMove(toParent parent: UIViewController?) throws {
        if parent == nil { isMovingFromParent = true }
        try fire(.willMove, parent: .some(parent))
    }

    public func didMove(toParent parent: UIViewController?) throws {
        // semantics-code K37: the base didMove marks a controller in the transitional state (a
        // UIKit container's own call never is: it sends didMove at the moments K12–K19 give),
        // and otherwise clears the mark and the moving-to/from-parent flag.
        // A navigation or tab bar controller's own didMove leaves both alone: its root counts as
        // moving to it in its first appearance [log-summary bamboohero] (docs/decisions.md).
        if parent?.drivesShownChildThroughGuardedSteps == true {
        } else if parent != nil ? appearance == .appearing : appearance == .disappearing {
            needsDidMoveCleanup = true
        } else {
            needsDidMoveCleanup = false
            isMovingToParent = false
            isMovingFromParent = false
        }
        try fire(.didMove, parent: .some(parent))
    }

    /// semantics-code K37: UIKit sends didMove(toParent: parent) again right after the `did` of a
    /// marked controller, before its children get theirs; that call clears the mark.
    func resendDidMoveIfMarked() throws {
        guard needsDidMoveCleanup else { return }
        history.isResendingDidMove = true
        defer { history.isResendingDidMove = false }
        try didMove(toParent: parent)
    }

    // MARK: transition(from:to:duration:options:animations:completion:)

    /// semantics §4 [doc header] [seed 003]: both must be children of the receiver; it begins
    /// `from` (false) and `to` (true) inside the call [choice], puts `to.view` beside `from.view`,
    /// and after `duration` removes `from.view`, ends `from` then `to`, and calls the completion
    /// [choice for the order; docs/decisions.md]. The window-attachment rule does not fire for
    /// these two views: the transition drives their appearance with the explicit begin/end, so
    /// K1's counting applies (a `to` put in the window in the same turn: its end warns, as
    /// [log whackylabs] shows).
    public func transition(from: UIViewController, to: UIViewController, duration: Double,
                           animations: (() throws -> Void)?,
                           completion: ((Bool) throws -> Void)?) throws {
        try world.operation {
            // semantics-code K29: the legacy-containment check first, then the common parent
            guard shouldAutomaticallyForwardAppearanceMethods else {
                throw UIKitMessages.transitionWithManualForwarding(self)
            }
            guard from.parent === self, to.parent === self else {
                throw UIKitMessages.noCommonParent(from, to)
            }
            if from === to { throw UIKitMessages.transitionToItself(from) }
            let animated = duration > 0
            let fromView = try from.view
            let toView = try to.view
            // semantics-code K1: UIKit's explicit begin/end, counted: a `to` appearing through the
            // window fires nothing here and its end warns; an appeared `to` appears again
            try from.beginAppearanceTransition(false, animated: animated)
            try to.beginAppearanceTransition(true, animated: animated)
            if toView.superview == nil, let container = fromView.superview {
                try world.withoutAttachment { try container.addSubview(toView) }
            }
            try animations?()
            world.runLoop.schedule(after: max(0, duration)) { [world] in
                try world.withoutAttachment { try fromView.removeFromSuperview() }
                try from.endAppearanceTransition()
                try to.endAppearanceTransition()
                try completion?(true)
                world.releaseCheckpoint()
            }
        }
    }
}

/// issue 31: the engine follows containment recursively (K2's forwarding, the layout order, the
/// traits, releasing a parent), so a hierarchy tens of thousands of levels deep overflowed the
/// stack. Deeper than `limit` is refused where a child is added [choice: docs/decisions.md,
/// "How deep containment goes"]; an app's is a few levels.
public struct ContainmentTooDeep: Error, CustomStringConvertible {
    public static let limit = 1000
    public let depth: Int
    public var description: String {
        "the containment would be \(depth) levels deep; lifelua models up to \(Self.limit)"
    }

    static func check(parentDepth: Int, childHeight: Int) throws {
        let depth = parentDepth + 1 + childHeight
        if depth > limit { throw ContainmentTooDeep(depth: depth) }
    }
}

extension UIViewController {
    /// How many parents are above this controller.
    var depthBelowRoot: Int {
        var depth = 0, current = parent
        while let c = current { depth += 1; current = c.parent }
        return depth
    }

    /// How many levels of children are below this controller (0 for none), walked iteratively.
    var containmentHeight: Int {
        var height = 0
        var pending: [(UIViewController, Int)] = [(self, 0)]
        while let (c, level) = pending.popLast() {
            height = max(height, level)
            for child in c.children { pending.append((child, level + 1)) }
        }
        return height
    }
}

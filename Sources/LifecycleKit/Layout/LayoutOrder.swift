// Who a layout pass (and a size or trait change) reaches, in order (semantics-layout-app §15.2,
// §17.1): each window in creation order; its root; each controller's displayed children depth-first
// (a navigation controller's top, a tab bar controller's selected tab, a custom container's children
// whose views are inside its view); then the controller it presents, and so on up the chain. A
// parentless controller whose view was put inside a visited view comes right after that view's
// controller [choice].
// A layout pass visits the marked controllers in this order without walking it (LayoutQueue.swift
// reads each one's place upward): a change to the walk below is a change to `LayoutKeys` too, and
// LayoutOrderTests checks that both agree.

extension World {
    func layoutOrder() -> [UIViewController] {
        var order: [UIViewController] = []
        let walk = newLayoutWalk()
        for window in windows where window.isVisible {
            if let root = window.rootViewController { collectLayoutOrder(root, into: &order, walk: walk) }
        }
        return order
    }

    /// The controllers reached from `root`, whether or not their views are in the window (the set S
    /// of a size change, semantics-layout-app §17.1).
    func layoutOrder(from root: UIViewController) -> [UIViewController] {
        var order: [UIViewController] = []
        collectLayoutOrder(root, into: &order, walk: newLayoutWalk())
        return order
    }

    /// A walk marks the controllers it has visited with its number (a set of identifiers was
    /// hashed per controller, on every layout phase). Nothing a walk calls can start another.
    private func newLayoutWalk() -> Int {
        layoutWalks += 1
        return layoutWalks
    }

    private func collectLayoutOrder(_ controller: UIViewController, into order: inout [UIViewController], walk: Int) {
        guard controller.layoutWalk != walk else { return }
        controller.layoutWalk = walk
        order.append(controller)
        for child in controller.layoutChildren { collectLayoutOrder(child, into: &order, walk: walk) }
        if let view = controller.viewIfLoaded {
            for stray in Self.parentlessControllers(inside: view) { collectLayoutOrder(stray, into: &order, walk: walk) }
        }
        if let presented = controller.presented { collectLayoutOrder(presented, into: &order, walk: walk) }
    }

    /// Controllers with no parent, presenter or window whose views sit inside `view` (views added
    /// with addSubview only, semantics §4 case 4), without crossing into other controllers' views.
    static func parentlessControllers(inside view: UIView) -> [UIViewController] {
        var result: [UIViewController] = []
        view.walkSubtree { v in
            guard v !== view, let owner = v.owner else { return true }
            if owner.parent == nil && owner.presenting == nil && !owner.isWindowRoot { result.append(owner) }
            return false
        }
        return result
    }
}

extension UIViewController {
    /// The window whose size, traits and insets this controller has: the one its view is in, else
    /// its containment root's or its presenter's, else the first window [choice: every controller
    /// fills its window].
    var environmentWindow: UIWindow? {
        if let window = viewIfLoaded?.attachedWindow { return window }
        var current: UIViewController = self
        while true {
            if let window = current.windowAsRoot { return window }
            if let next = current.parent ?? current.presenting { current = next } else { break }
        }
        return world.windows.first
    }

    var environmentSize: UISize { environmentWindow?.size ?? world.device.screenSize(world.configuration.device) }

    /// The traits of this controller's window (semantics-layout-app §17.1).
    public var traitCollection: UITraitCollection {
        world.device.traits(world.configuration.device, size: environmentSize)
    }

    /// The window's safe area plus the additional insets of this controller and its ancestors (§16).
    public var safeAreaInsets: UIEdgeInsets {
        var insets = world.device.safeArea(world.configuration.device)
        var current: UIViewController? = self
        while let c = current {
            insets = insets + c.additionalSafeAreaInsets
            current = c.parent
        }
        return insets
    }
}

// show(_:sender:) and showDetailViewController(_:sender:) (semantics-presentation §13, semantics-code K36).
//   show: the target is the first of self, parent, parent's parent… that overrides show — a
//   navigation controller (it pushes, animated) or a scripted subclass whose class defines `show`
//   (it is called) [doc header] [prose optshiftk]. The walk follows `parent` only [choice].
//   No target: present from the top of the caller's window's presentation chain, animated [code].
//   showDetailViewController: only a split view controller overrides it (semantics-containers
//   §29.5): the first split among self and the parents takes it; without one it presents, from
//   the same controller [doc header] [code].

extension UIViewController {
    public func show(_ controller: UIViewController) throws {
        var current: UIViewController? = self
        while let c = current {
            if try world.host?.performOverride("show", of: c, arguments: [.controller(controller)]) == true { return }
            if let nav = c as? UINavigationController {
                try nav.pushViewController(controller, animated: true)
                return
            }
            current = c.parent
        }
        try fullScreenPresenter.present(controller, animated: true)
    }

    public func showDetailViewController(_ controller: UIViewController) throws {
        var current: UIViewController? = self
        while let c = current {
            if let split = c as? UISplitViewController { return try split.showDetail(controller) }
            current = c.parent
        }
        try fullScreenPresenter.present(controller, animated: true)
    }

    // semantics-code K36: with no target, the presenter is the topmost controller presented from
    // the window's root (the root itself if nothing is presented), not the caller; animated unless
    // animations are disabled, which lifelua cannot do. A caller in no window presents itself
    // [choice, docs/decisions.md].
    var fullScreenPresenter: UIViewController {
        guard var top = window?.rootViewController else { return self }
        while let next = top.presented { top = next }
        return top
    }
}

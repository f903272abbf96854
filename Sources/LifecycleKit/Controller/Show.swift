// show(_:sender:) and showDetailViewController(_:sender:) (semantics-presentation §13).
//   show: the target is the first of self, parent, parent's parent… that overrides show — a
//   navigation controller (it pushes, animated) or a scripted subclass whose class defines `show`
//   (it is called) [doc header] [prose optshiftk]; no target: present, animated [doc header].
//   The walk follows `parent` only [choice]; animated is always true [choice].
//   showDetailViewController: only a split view controller overrides it, and lifelua has none, so
//   it always presents [doc header].

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
        try present(controller, animated: true)
    }

    public func showDetailViewController(_ controller: UIViewController) throws {
        try present(controller, animated: true)
    }
}

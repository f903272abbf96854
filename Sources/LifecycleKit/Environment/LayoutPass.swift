// The commit's layout phase (semantics-layout-app §2 amendment, §15): the entering step of every
// controller whose viewWillAppear fired since the last phase (traits, safe area, viewIsAppearing),
// then layout passes until no view in a window needs layout.

final class LayoutPass {
    private var pending: [UIViewController] = []

    /// A controller's viewWillAppear fired: its entering step is due.
    func schedule(_ controller: UIViewController) {
        controller.isAppearingDue = true
        pending.append(controller)
    }

    /// The entering step of every controller scheduled, in the order of their viewWillAppear.
    func flush() throws {
        while !pending.isEmpty {
            let due = pending
            pending.removeAll()
            for controller in due where controller.isAppearingDue {
                controller.isAppearingDue = false
                try controller.runEnteringStep()
            }
        }
    }
}

extension UIViewController {
    /// semantics-layout-app §15.1, §9: traits and safe area as they changed, then viewIsAppearing.
    func runEnteringStep() throws {
        if world.configuration.hasViewIsAppearing { try fire(.viewIsAppearing) }
    }
}

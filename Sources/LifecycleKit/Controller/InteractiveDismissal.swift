// The user swipes a sheet down (semantics §3, "Swipe to dismiss a sheet").
//   isModalInPresentation, or ShouldDismiss returning false: only DidAttemptToDismiss
//   (isModalInPresentation is checked first, so ShouldDismiss is not called) [doc] [prose WWDC19].
//   Completed: ShouldDismiss, WillDismiss, B.viewWillDisappear, B.viewDidDisappear, DidDismiss
//   [prose for the delegate order; choice for the interleaving].
//   Cancelled: ShouldDismiss, WillDismiss, B.viewWillDisappear, B.viewWillAppear, B.viewDidAppear;
//   no DidDismiss, nothing on the presenter [log rudin_].
// Delegate methods are never called for a programmatic dismiss [doc].
// Timing [choice]: the gesture is a user event, handled at the start of the next turn; it
// finishes (or springs back) after the dismissal animation's duration.

public enum InteractiveDismissalError: Error, CustomStringConvertible {
    case notPresentedAsSheet(String)
    public var description: String {
        switch self {
        case .notPresentedAsSheet(let who):
            return "interactiveDismiss: \(who) is not presented as a sheet (only pageSheet, formSheet, automatic and popover presentations can be swiped down)"
        }
    }
}

extension UIViewController {
    public func interactiveDismiss(cancel: Bool) throws {
        guard presentingViewController != nil, let resolved = presentation, resolved.isSheet else {
            throw InteractiveDismissalError.notPresentedAsSheet(describe(self))
        }
        world.runLoop.enqueue { [self] in try performInteractiveDismissal(cancel: cancel) }
    }

    private func performInteractiveDismissal(cancel: Bool) throws {
        guard let presenter = presentingViewController, !presenter.presentationTransitionInFlight else { return }
        let delegate = presentationControllerDelegate
        let me = DelegateArgument.controller(self)
        if isModalInPresentation {
            try world.callDelegate(delegate, .presentationControllerDidAttemptToDismiss, on: self, arguments: [me])
            return
        }
        if try world.callDelegate(delegate, .presentationControllerShouldDismiss, on: self, arguments: [me]) == false {
            try world.callDelegate(delegate, .presentationControllerDidAttemptToDismiss, on: self, arguments: [me])
            return
        }
        try world.callDelegate(delegate, .presentationControllerWillDismiss, on: self, arguments: [me])
        presenter.presentationTransitionInFlight = true
        isBeingDismissed = true
        try beginAppearance(false, animated: true)
        world.runLoop.schedule(after: AnimationDuration.interactiveDismissal) { [self] in
            isBeingDismissed = false
            presenter.presentationTransitionInFlight = false
            if cancel {
                try beginAppearance(true, animated: true)
                try endAppearance(animated: true)
                return
            }
            try endAppearance(animated: true)
            try world.withoutAttachment { try loadedViewIfAny?.removeFromSuperview() }
            presenter.presentedViewController = nil
            presentingViewController = nil
            presentation = nil
            world.ownershipChanged(self)
            try world.callDelegate(delegate, .presentationControllerDidDismiss, on: self, arguments: [me])
            world.releaseCheckpoint()
        }
    }
}

extension AnimationDuration {
    /// A swiped sheet finishing or springing back (semantics §2) [choice, close to UIKit's].
    public static let interactiveDismissal = 0.5
}

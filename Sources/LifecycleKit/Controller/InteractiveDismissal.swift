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
        guard presenting != nil, let resolved = presentation else {
            throw InteractiveDismissalError.notPresentedAsSheet(describe(self))
        }
        if resolved.isSheet && !resolved.isPopover || resolved.isSheet && transitioningDelegate == nil {
            world.runLoop.enqueue { [self] in try performInteractiveDismissal(cancel: cancel) }
            return
        }
        // semantics-presentation §12.6: the app's own gesture driving a transitioning delegate's
        // interaction controller; without one, an error [choice].
        guard transitioningDelegate?.interactionControllerForDismissal == true else {
            throw resolved.isSheet || resolved.style != .custom
                ? InteractiveDismissalError.notPresentedAsSheet(describe(self))
                : LifeluaMisuse.noInteractionController(describe(self))
        }
        world.runLoop.enqueue { [self] in try performInteractiveTransition(cancel: cancel) }
    }

    private func performInteractiveDismissal(cancel: Bool) throws {
        // not off screen (random app seed 2004164: its view taken out in the swipe's turn; the
        // cancel gave it viewWillDisappear from disappeared, then viewDidAppear in no window)
        guard let presenter = presenting, !presenter.presentationTransitionInFlight, let resolved = presentation,
              isOnScreen(forGesture: "interactiveDismiss") else { return }
        let delegate = presentationControllerDelegate
        let me = DelegateArgument.controller(self)
        guard try userDismissalAllowed(asking: {
            try world.callDelegate(delegate, .presentationControllerShouldDismiss, on: self, arguments: [me])
        }) else { return }
        try world.callDelegate(delegate, .presentationControllerWillDismiss, on: self, arguments: [me])
        presenter.beginDismissal()
        isBeingDismissed = true
        try beginAppearance(false, animated: true)
        world.runLoop.schedule(after: AnimationDuration.interactiveDismissal) { [self] in
            if cancel {
                isBeingDismissed = false
                presenter.cancelDismissal()
                try beginAppearance(true, animated: true)
                try endAppearance(animated: true)
                return
            }
            try PresentationTransition.removeView(of: self)   // semantics §4: before the did
            try endAppearance(animated: true)
            world.noteDismissal(of: self, by: presenter, resolved)
            try PresentationTransition.detach(self)
            presenter.presentationTransitionInFlight = false
            try world.callDelegate(delegate, .presentationControllerDidDismiss, on: self, arguments: [me])
            world.releaseCheckpoint()
        }
    }
}

extension UIViewController {
    /// semantics-presentation §12.6: an interactive dismissal through the transitioning delegate —
    /// the app calls `dismiss` itself, so no presentationController… delegate method runs [doc].
    /// Completed: §12.5. Cancelled, when it ends: dismissalTransitionDidEnd(false), the presenter's
    /// will/didDisappear (if it had begun to appear), then this controller's will/didAppear [code].
    private func performInteractiveTransition(cancel: Bool) throws {
        guard let presenter = presenting, !presenter.presentationTransitionInFlight,
              let resolved = presentation else { return }
        presenter.beginDismissal()
        guard cancel else {
            try PresentationTransition.dismiss(presentedBy: presenter, animated: true, completion: nil)
            return
        }
        isBeingDismissed = true
        if let pc = resolved.customController { try PresentationTransition.hook(.dismissalTransitionWillBegin, pc) }
        try beginAppearance(false, animated: true)
        let reveals = resolved.removesPresenterViews
        if reveals { try PresentationTransition.reveal(presenter, under: self, animated: true) }
        world.runLoop.schedule(after: resolved.duration) { [self] in
            if let pc = resolved.customController {
                try PresentationTransition.hook(.dismissalTransitionDidEnd, pc, completed: false)
            }
            if reveals {
                try presenter.beginAppearance(false, animated: true)
                try world.withoutAttachment { try presenter.viewIfLoaded?.removeFromSuperview() }
                try presenter.endAppearance(animated: true)
            }
            try beginAppearance(true, animated: true)
            try endAppearance(animated: true)
            isBeingDismissed = false
            presenter.cancelDismissal()
        }
    }
}

extension AnimationDuration {
    /// A swiped sheet finishing or springing back (semantics §2) [choice, close to UIKit's].
    public static let interactiveDismissal = 0.5
}

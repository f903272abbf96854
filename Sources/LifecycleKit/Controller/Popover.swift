// Tapping outside a popover (semantics-presentation §11.4), a user event handled at the start of
// the next turn. iOS 13+:
//   1. isModalInPresentation: presentationControllerDidAttemptToDismiss, nothing else [doc];
//   2. presentationControllerShouldDismiss if implemented, else
//      popoverPresentationControllerShouldDismissPopover, else yes [code]; no: DidAttemptToDismiss;
//   3. inside the event: the dismissal is requested (animated), then presentationControllerWillDismiss;
//   4. commit: B.viewWillDisappear; 0.5 s later B.viewDidDisappear;
//   5. presentationControllerDidDismiss if implemented, else popoverPresentationControllerDidDismissPopover [code].
// iOS 12 has only the popover methods [doc availability]. The presenter gets nothing.

extension UIViewController {
    /// The user taps outside what this controller shows: a popover, or an alert (§10.5).
    public func tapOutside() throws {
        if let alert = self as? UIAlertController { try alert.alertTapOutside(); return }
        guard presenting != nil, presentation?.isPopover == true else { throw LifeluaMisuse.notAPopover(self) }
        world.runLoop.enqueue { [weak self] in _ = try self?.performPopoverOutsideTap() }
    }

    /// Whether a dismissal by the user (a sheet swiped down, a tap outside a popover) may go on:
    /// semantics §3 "Swipe to dismiss a sheet" and semantics-presentation §11.4 steps 1–2 — with
    /// isModalInPresentation, or when `shouldDismiss` answers no, only DidAttemptToDismiss [doc].
    func userDismissalAllowed(asking shouldDismiss: () throws -> Bool?) throws -> Bool {
        let me: [DelegateArgument] = [.controller(self)]
        if try isModalInPresentation || shouldDismiss() == false {
            try world.callDelegate(presentationControllerDelegate, .presentationControllerDidAttemptToDismiss, on: self, arguments: me)
            return false
        }
        return true
    }

    /// §11.4; true when the dismissal was requested.
    func performPopoverOutsideTap() throws -> Bool {
        guard let presenter = presenting, !dismissalRequested, let ppc = popoverPresentationController else { return false }
        let delegate = presentationControllerDelegate
        let me: [DelegateArgument] = [.controller(self)]
        let popover: [DelegateArgument] = [.presentationController(ppc)]
        func implements(_ method: EventKind) -> Bool { delegate?.responds(to: method) ?? false }
        guard world.configuration.hasPresentationControllerDismissalDelegate else {
            if try world.callDelegate(delegate, .popoverPresentationControllerShouldDismissPopover, on: self, arguments: popover) == false {
                return false
            }
            try presenter.dismiss(animated: true) { [self] in
                try world.callDelegate(delegate, .popoverPresentationControllerDidDismissPopover, on: self, arguments: popover)
            }
            return true
        }
        guard try userDismissalAllowed(asking: {
            implements(.presentationControllerShouldDismiss)
                ? try world.callDelegate(delegate, .presentationControllerShouldDismiss, on: self, arguments: me)
                : try world.callDelegate(delegate, .popoverPresentationControllerShouldDismissPopover, on: self, arguments: popover)
        }) else { return false }
        try presenter.dismiss(animated: true) { [self] in
            if implements(.presentationControllerDidDismiss) {
                try world.callDelegate(delegate, .presentationControllerDidDismiss, on: self, arguments: me)
            } else {
                try world.callDelegate(delegate, .popoverPresentationControllerDidDismissPopover, on: self, arguments: popover)
            }
        }
        try world.callDelegate(delegate, .presentationControllerWillDismiss, on: self, arguments: me)
        return true
    }

    /// UIAdaptivePresentationControllerDelegate (and a popover's delegate), checked as UIKit checks
    /// it (an alert's cannot be changed, §10.7).
    public func setPresentationControllerDelegate(_ delegate: PresentationControllerDelegate?) throws {
        try checkPresentationControllerDelegate()
        presentationControllerDelegate = delegate
    }
}

/// lifelua's own misuse errors for user events on the wrong thing (not UIKit's words: UIKit has
/// no such call) [choice, docs/decisions.md].
public enum LifeluaMisuse: Error, CustomStringConvertible {
    case alertNotOnScreen(String)
    case unknownAction(String, titles: [String])
    case notAPopover(String)
    case noInteractionController(String)
    case loadViewAssignedNoView(String)
    case viewAssignedOutsideLoadView(String)
    case beforeIOS(String, Int)
    /// semantics-ios26 §22.5 [choice for the words]: "setNeedsUpdateProperties requires iOS 26 (running --ios 18)".
    case requiresIOS(String, Int, running: Int)
    case wrongApplicationState(String)

    static func alertNotOnScreen(_ alert: UIAlertController) -> LifeluaMisuse { .alertNotOnScreen(describe(alert)) }
    static func unknownAction(_ title: String, in alert: UIAlertController) -> LifeluaMisuse {
        .unknownAction(title, titles: alert.actions.map(\.title))
    }
    static func notAPopover(_ vc: UIViewController) -> LifeluaMisuse { .notAPopover(describe(vc)) }

    public var description: String {
        switch self {
        case .alertNotOnScreen(let who):
            return "tap: \(who) is not on screen"
        case .unknownAction(let title, let titles):
            return "tap: no action titled '\(title)'; the actions are: \(titles.map { "'\($0)'" }.joined(separator: ", "))"
        case .notAPopover(let who):
            return "tapOutside: \(who) is not shown as a popover"
        case .noInteractionController(let who):
            return "interactiveDismiss: \(who) is presented with a transitioning delegate that has no interactionControllerForDismissal"
        case .loadViewAssignedNoView(let who):
            return "loadView of \(who) did not assign a view"
        case .viewAssignedOutsideLoadView(let who):
            return "view: \(who)'s view may be assigned only inside loadView"
        case .beforeIOS(let what, let version):
            return "\(what) needs iOS \(version) or later (--ios \(version))"
        case .requiresIOS(let what, let version, let running):
            return "\(what) requires iOS \(version) (running --ios \(running))"
        case .wrongApplicationState(let message):
            return message
        }
    }
}

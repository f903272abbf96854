// The objects a presentation uses besides the two controllers (semantics-presentation §11, §12):
// UIKit's presentation controller, the popover's, and the transitioning delegate a script gives.
// A script reads them (`pc.presentedViewController`, `ppc.sourceView = …`); the engine asks them
// which callbacks the presenter gets and how long the animation takes.

/// UIPresentationController: passed to a custom presentation controller's hooks.
public class UIPresentationController: CustomStringConvertible {
    public private(set) weak var presentedViewController: UIViewController?
    public var presentingViewController: UIViewController? { presentedViewController?.presenting }
    /// Whether the presenter's views leave the window (and the presenter gets its callbacks) [doc].
    public let shouldRemovePresentersView: Bool

    init(presented: UIViewController, shouldRemovePresentersView: Bool) {
        self.presentedViewController = presented
        self.shouldRemovePresentersView = shouldRemovePresentersView
    }

    var kindName: String { "UIPresentationController" }
    /// `<UIPresentationController: B>`: the presented controller's name stands in for the address.
    public var description: String { "<\(kindName): \(presentedViewController?.name ?? "nil")>" }
}

/// UIPopoverPresentationController: where a popover points (semantics-presentation §11.1).
public final class UIPopoverPresentationController: UIPresentationController {
    public var sourceView: UIView?
    /// lifelua has no bar button items: any non-nil value counts as one.
    public var barButtonItem: AnyObject?
    /// The same slot as the presented controller's presentationControllerDelegate [doc].
    public var delegate: PresentationControllerDelegate? { presentedViewController?.presentationControllerDelegate }

    init(presented: UIViewController) {
        super.init(presented: presented, shouldRemovePresentersView: false)
    }

    override var kindName: String { "UIPopoverPresentationController" }
    var hasSource: Bool { sourceView != nil || barButtonItem != nil }
}

/// UIViewControllerTransitioningDelegate, as a script provides it (semantics-presentation §12).
public protocol TransitioningDelegate: AnyObject {
    /// The animator's duration, present and dismiss; nil for UIKit's default.
    var transitionDuration: Double? { get }
    /// A custom presentation controller (used with the `custom` style only): nil when the
    /// delegate supplies none; else its shouldRemovePresentersView.
    var customPresentationController: CustomPresentationController? { get }
    /// An interaction controller for the dismissal: `interactiveDismiss` may drive it.
    var interactionControllerForDismissal: Bool { get }
    /// Runs the custom presentation controller's hook, if it implements it (the engine has traced
    /// it already: semantics-presentation §12.7).
    func runHook(_ hook: EventKind, _ controller: UIPresentationController, completed: Bool?) throws
    /// semantics-code K28: the scripted animator of an animated presentation or dismissal, or nil
    /// for UIKit's (TransitionAnimator.swift).
    func animator(forPresented presented: UIViewController, presenting: UIViewController) throws -> ScriptAnimator?
    func animator(forDismissed dismissed: UIViewController) throws -> ScriptAnimator?
}

public struct CustomPresentationController: Sendable {
    public let shouldRemovePresentersView: Bool
    public init(shouldRemovePresentersView: Bool) { self.shouldRemovePresentersView = shouldRemovePresentersView }
}

extension UIViewController {
    /// Non-nil while `modalPresentationStyle` is popover (semantics-presentation §11.1); an alert
    /// controller answers for its own style (§10.1).
    public var popoverPresentationController: UIPopoverPresentationController? {
        guard modalPresentationStyle == .popover else { return nil }
        if popoverStorage == nil { popoverStorage = UIPopoverPresentationController(presented: self) }
        return popoverStorage
    }
}

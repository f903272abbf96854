// UIKit's exceptions and console warnings, in UIKit's own words. The general ones (presentation,
// appearance, containment) are here; a container's own messages are in an `extension
// UIKitMessages` at the bottom of its file, beside its rules, so `grep UIKitMessages` finds all.
// Sources: semantics.md §3, §4, §5 and the evidence files' "Verbatim" sections.

/// An exception UIKit raises (the app would crash); the bindings turn it into a Lua error.
public struct UIKitException: Error, CustomStringConvertible, Equatable {
    public let name: String
    public let reason: String
    public var description: String { "\(name): \(reason)" }

    static func invalidArgument(_ reason: String) -> UIKitException {
        UIKitException(name: "NSInvalidArgumentException", reason: reason)
    }
    static func hierarchyInconsistency(_ reason: String) -> UIKitException {
        UIKitException(name: "UIViewControllerHierarchyInconsistency", reason: reason)
    }
    static func range(_ reason: String) -> UIKitException {
        UIKitException(name: "NSRangeException", reason: reason)
    }
}

/// `<ClassName: name>` (the controller's `description`), or `(null)` for nil: how UIKit's
/// messages name a controller (semantics §3).
func describe(_ controller: UIViewController?) -> String {
    controller?.description ?? "(null)"
}

enum UIKitMessages {
    // MARK: presentation (semantics §3)
    // `old`: the format of iOS 12 and 13, which does not name the caller (semantics-presentation A1).
    static func presenterNotInWindow(_ b: UIViewController, on p: UIViewController, from a: UIViewController, old: Bool) -> String {
        old ? "Warning: Attempt to present \(describe(b)) on \(describe(p)) whose view is not in the window hierarchy!"
            : "Attempt to present \(describe(b)) on \(describe(p)) (from \(describe(a))) whose view is not in the window hierarchy."
    }
    static func alreadyPresenting(_ c: UIViewController, on p: UIViewController, from a: UIViewController,
                                  presented b: UIViewController, old: Bool) -> String {
        old ? "Warning: Attempt to present \(describe(c)) on \(describe(p)) which is already presenting \(describe(b))"
            : "Attempt to present \(describe(c)) on \(describe(p)) (from \(describe(a))) which is already presenting \(describe(b))."
    }
    static func presentationInProgress(_ c: UIViewController, on p: UIViewController, from a: UIViewController, old: Bool) -> String {
        old ? "Warning: Attempt to present \(describe(c)) on \(describe(p)) while a presentation is in progress!"
            : "Attempt to present \(describe(c)) on \(describe(p)) (from \(describe(a))) while a presentation is in progress."
    }
    /// semantics-presentation §11.3 [log ×5] [code]: the popover's name stands in for its address.
    static func popoverWithoutSource(_ ppc: UIPopoverPresentationController) -> UIKitException {
        UIKitException(name: "NSGenericException", reason: "UIPopoverPresentationController (\(ppc)) should have a non-nil sourceView or barButtonItem set before the presentation occurs.")
    }
    /// semantics-code K8 [code 26.1]: the dismiss warning keeps the old "Warning: … !" form on every version.
    static func dismissInProgress(_ a: UIViewController) -> String {
        "Warning: Attempt to dismiss from view controller \(describe(a)) while a presentation or dismiss is in progress!"
    }
    /// semantics §3 (presenter A); semantics-code K10 on iOS 26+: the longer notice naming the presented
    /// controller B and the caller X.
    static func detachedPresenter(_ b: UIViewController, on a: UIViewController, from x: UIViewController, ios26: Bool) -> String {
        ios26 ? "Presenting view controller \(describe(b)) from detached view controller \(describe(x)) is not supported, and may result in incorrect safe area insets and a corrupt root presentation. Make sure \(describe(x)) is in the view controller hierarchy before presenting from it. Will become a hard exception in a future release."
            : "Presenting view controllers on detached view controllers is discouraged \(describe(a))."
    }
    static func alreadyBeingPresented(_ b: UIViewController, by a: UIViewController) -> UIKitException {
        .invalidArgument("Application tried to present modally a view controller \(describe(b)) that is already being presented by \(describe(a)).")
    }
    static func activeController(_ b: UIViewController) -> UIKitException {
        .invalidArgument("Application tried to present modally an active controller \(describe(b)).")
    }
    static func presentOnItself(_ a: UIViewController) -> UIKitException {
        .invalidArgument("Application tried to present modal view controller on itself. Presenting controller is \(describe(a)).")
    }
    static func hasParent(_ b: UIViewController, parent: UIViewController) -> UIKitException {
        .invalidArgument("Application tried to present modally a view controller \(describe(b)) that has a parent view controller \(describe(parent)).")
    }
    /// The reverse of `hasParent`: a presented controller made a child — semantics-code K38:
    /// UIKit's hierarchy exception with its text (`_addChildViewController:performHierarchyCheck:`).
    static func childIsPresented(_ child: UIViewController, by presenter: UIViewController) -> UIKitException {
        .hierarchyInconsistency("trying to add child view controller that is already presented: \(describe(child))")
    }
    /// A presenter made the child of what it presents (issue 12) [choice: wording after UIKit's].
    static func childPresentsParent(_ child: UIViewController, _ parent: UIViewController) -> UIKitException {
        .invalidArgument("Application tried to add a child view controller \(describe(child)) to \(describe(parent)), which it presents.")
    }
    /// The reverse of `childPresentsParent`: a controller presented by what it presents, itself or
    /// through a controller inside it [choice: wording after UIKit's].
    static func presentsItsPresenter(_ b: UIViewController, from a: UIViewController) -> UIKitException {
        .invalidArgument("Application tried to present modally a view controller \(describe(b)) from \(describe(a)), which it presents.")
    }
    /// semantics-code K7: `modalPresentationStyle = .none` fails UIKit's assertion inside `present`.
    static let styleNone = UIKitException(name: "NSInternalInconsistencyException",
                                          reason: "The specified modal presentation style doesn't have a corresponding presentation controller.")

    // MARK: appearance (semantics §1)
    static func unbalanced(_ x: UIViewController) -> String {
        UIKitWarnings.unbalancedPrefix + describe(x) + "."
    }
    static func directCall(_ method: String) -> String {
        "[ViewController] Calling -\(method): directly on a view controller is not supported, and may result in out-of-order callbacks and other inconsistent behavior. Use the -beginAppearanceTransition:animated: and -endAppearanceTransition APIs on UIViewController to manually drive appearance callbacks instead."
    }

    // MARK: containment (semantics §4)
    static func childOfItself(_ c: UIViewController) -> UIKitException {
        .invalidArgument("\(describe(c)) cannot be a child of itself")
    }
    static func inconsistentHierarchy(child: UIViewController, shouldHave found: UIViewController?, requested: UIViewController) -> UIKitException {
        .hierarchyInconsistency("child view controller:\(describe(child)) should have parent view controller:\(describe(found)) but requested parent is:\(describe(requested))")
    }
    static func inconsistentView(child: UIViewController, shouldHave found: UIViewController?, actual: UIViewController) -> UIKitException {
        .hierarchyInconsistency("child view controller:\(describe(child)) should have parent view controller:\(describe(found)) but actual parent is:\(describe(actual))")
    }
    static func noCommonParent(_ from: UIViewController, _ to: UIViewController) -> UIKitException {
        .invalidArgument("Children view controllers \(describe(from)) and \(describe(to)) must have a common parent view controller when calling -[UIViewController transitionFromViewController:toViewController:duration:options:animations:completion:]")
    }
    /// transition(from:to:) between a controller and itself (issue 12: it appeared twice) [choice: an
    /// exception, worded as the common-parent one].
    static func transitionToItself(_ vc: UIViewController) -> UIKitException {
        .invalidArgument("Children view controllers \(describe(vc)) and \(describe(vc)) must be two different view controllers when calling -[UIViewController transitionFromViewController:toViewController:duration:options:animations:completion:]")
    }
    /// semantics-code K29: a receiver that forwards appearance by hand cannot use transition(from:to:).
    static func transitionWithManualForwarding(_ receiver: UIViewController) -> UIKitException {
        .invalidArgument("Parent view controller is using legacy containment in call to -[UIViewController transitionFromViewController:toViewController:duration:options:animations:completion:]")
    }
    static let addSelfAsSubview = UIKitException.invalidArgument("Can't add self as subview")
}

/// The start of the warnings that readers of the trace (the hints) recognise, kept beside the
/// messages so the wording lives in one place.
public enum UIKitWarnings {
    public static let unbalancedPrefix = "Unbalanced calls to begin/end appearance transitions for "
}

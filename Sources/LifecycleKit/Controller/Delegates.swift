// Delegates a scenario provides (UIAdaptivePresentationControllerDelegate,
// UINavigationControllerDelegate, UITabBarControllerDelegate). A delegate event is traced when
// UIKit would call it: a delegate is set and implements that method (lua-api.md, Event names).

public enum DelegateArgument {
    case controller(UIViewController)
    /// An array of controllers (a page view controller's pending and previous pages, §28).
    case controllers([UIViewController])
    /// A name (a split view controller's proposed column, §29).
    case string(String)
    /// A view (a cell, semantics-containers §32).
    case view(UIView)
    /// A whole number (an item or row, 1-based, §32).
    case integer(Int)
    case bool(Bool)
    /// A presentation controller (a popover's delegate methods receive theirs).
    case presentationController(UIPresentationController)
    /// A trait collection's size classes (`adaptivePresentationStyle(vc, traits)`).
    case sizeClasses(horizontal: String, vertical: String)
    /// nil (willMove/didMove to no parent; traitCollectionDidChange with no previous traits).
    case none
    /// A size (viewWillTransition).
    case size(width: Double, height: Double)
    /// A trait collection (willTransition, traitCollectionDidChange, a trait-change handler).
    case traits(UITraitCollection)
    /// The transition coordinator of a size or trait change.
    case coordinator(UIViewControllerTransitionCoordinator)
    /// The application (an app delegate method's argument, semantics-layout-app §18).
    case application
    /// The scene (a scene delegate method's argument, semantics-layout-app §18).
    case scene
}

public protocol ScriptDelegate: AnyObject {
    func responds(to method: EventKind) -> Bool
    /// Calls the method; returns its Bool result where it has one.
    func invoke(_ method: EventKind, _ arguments: [DelegateArgument]) throws -> Bool?
    /// Calls a method that answers with a name (`adaptivePresentationStyle`); nil for no answer.
    func invokeForName(_ method: EventKind, _ arguments: [DelegateArgument]) throws -> String?
    /// Calls a method that answers with a controller (a page view controller's data source, a
    /// split view controller's separate delegate); nil for no answer.
    func invokeForController(_ method: EventKind, _ arguments: [DelegateArgument]) throws -> UIViewController?
    /// Calls a method that answers with an animator (a navigation delegate's
    /// `animationControllerFor`, semantics-code K28); nil when it has none or answers nil.
    func animator(_ method: String, _ arguments: [DelegateArgument]) throws -> ScriptAnimator?
    /// Calls a method that answers with an interaction controller for `animator` (a navigation or
    /// tab delegate's `interactionControllerFor`, semantics-code K28): whether it answered one.
    func interactionController(_ method: String, _ arguments: [DelegateArgument], animator: ScriptAnimator) throws -> Bool
}

extension ScriptDelegate {
    public func invokeForName(_ method: EventKind, _ arguments: [DelegateArgument]) throws -> String? { nil }
    public func invokeForController(_ method: EventKind, _ arguments: [DelegateArgument]) throws -> UIViewController? { nil }
    public func animator(_ method: String, _ arguments: [DelegateArgument]) throws -> ScriptAnimator? { nil }
    public func interactionController(_ method: String, _ arguments: [DelegateArgument], animator: ScriptAnimator) throws -> Bool { false }
}

public typealias PresentationControllerDelegate = ScriptDelegate

extension World {
    /// Traces and calls a delegate method if the delegate implements it; nil if it does not.
    @discardableResult
    func callDelegate(_ delegate: ScriptDelegate?, _ method: EventKind, on controller: UIViewController,
                      target: UIViewController? = nil, animated: Bool? = nil,
                      arguments: [DelegateArgument]) throws -> Bool? {
        try callDelegate(delegate, method, named: controller.name, target: target, animated: animated, arguments: arguments)
    }

    /// The same, traced under a name that is not a controller's (UIApplication, Scene).
    @discardableResult
    func callDelegate(_ delegate: ScriptDelegate?, _ method: EventKind, named name: String,
                      target: UIViewController? = nil, animated: Bool? = nil,
                      arguments: [DelegateArgument]) throws -> Bool? {
        guard let delegate, delegate.responds(to: method) else { return nil }
        trace.record(TraceEvent(controller: name, event: method, animated: animated, target: target?.name))
        return try delegate.invoke(method, arguments) ?? true
    }

    /// Traces and calls a delegate method that answers with a name; nil if it is not implemented
    /// or gives no name.
    func askDelegate(_ delegate: ScriptDelegate?, _ method: EventKind, on controller: UIViewController,
                     arguments: [DelegateArgument]) throws -> String? {
        guard let delegate, delegate.responds(to: method) else { return nil }
        trace.record(TraceEvent(controller: controller.name, event: method))
        return try delegate.invokeForName(method, arguments)
    }
}

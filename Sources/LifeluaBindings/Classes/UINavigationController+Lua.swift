// UINavigationController as a scenario sees it (lua-api.md, Navigation). Indexes are 1-based,
// as everywhere in Lua.

import LifecycleKit
import LuaBridge

private typealias Nav = Members<UINavigationController>

extension ClassBinding {
    static let navigationController = ClassBinding(
        "UINavigationController", superclass: .viewController,
        doc: "A navigation stack.",
        matches: { $0 is UINavigationController },
        constructorDoc: "UINavigationController(name, root) or UINavigationController{ name = …, rootViewController = … }",
        positional: [("name", "string"), ("rootViewController", "UIViewController?")],
        constructorOptions: [("rootViewController", "UIViewController", "The first controller on the stack.")],
        construct: { host, c in
            let root = try c.options == nil
                ? c.args.optionalObject(2, as: UIViewController.self, expected: "a root view controller")
                : host.optionController(c, "rootViewController")
            return try UINavigationController(world: host.world, name: c.name, root: root, className: c.className)
        },
        properties: navigationControllerProperties, methods: navigationControllerMethods,
        delegates: [.navigationController])

    static let navigationControllerProperties: [PropertyBinding] = [
        Nav.property("viewControllers", "UIViewController[]", "The stack, root first; assigning is setViewControllers(…, false).",
                     get: { rt, n in rt.push(n.viewControllers) },
                     set: { rt, n, i in try n.setViewControllers(try rt.controllers(at: i, "viewControllers"), animated: false) }),
        Nav.property("topViewController", "UIViewController?", "The top of the stack.",
                     get: { rt, n in rt.push(n.topViewController) }),
        Nav.property("visibleViewController", "UIViewController?", "The top, or what is presented over it.",
                     get: { rt, n in rt.push(n.visibleViewController) }),
        Nav.property("delegate", "NavigationControllerDelegate?", "A table with willShow / didShow functions.",
                     get: { rt, n in rt.push(delegate: n.delegate) },
                     set: { rt, n, i in n.delegate = try rt.delegate(at: i, "delegate", owner: n) }),
    ]
    static let navigationControllerMethods: [MethodBinding] = [
        Nav.method("pushViewController", [("viewController", "UIViewController"), ("animated", "boolean?")],
                   "Pushes a controller (animated defaults to true).") { rt, n, a in
            try n.pushViewController(try a.controller(1),
                                     animated: try a.bool(2, default: true))
            return 0
        },
        Nav.method("popViewController", [("animated", "boolean?")], returns: "UIViewController?",
                   "Pops the top controller and returns it.") { rt, n, a in
            rt.push(try n.popViewController(animated: try a.bool(1, default: true)))
            return 1
        },
        Nav.method("popToRootViewController", [("animated", "boolean?")], "Pops to the root.") { rt, n, a in
            try n.popToRootViewController(animated: try a.bool(1, default: true))
            return 0
        },
        Nav.method("popToViewController", [("viewController", "UIViewController"), ("animated", "boolean?")],
                   "Pops until the given controller is on top.") { rt, n, a in
            try n.popToViewController(try a.controller(1),
                                      animated: try a.bool(2, default: true))
            return 0
        },
        Nav.method("setViewControllers", [("viewControllers", "UIViewController[]"), ("animated", "boolean?")],
                   "Replaces the stack.") { rt, n, a in
            try n.setViewControllers(try rt.controllers(at: a.index(1), "setViewControllers: argument #1"),
                                     animated: try a.bool(2, default: true))
            return 0
        },
        Nav.method("interactivePop", [("options", "{ cancel: boolean? }?")],
                   "The user swipes from the left edge; cancel = true lets go early.") { rt, n, a in
            try n.interactivePop(cancel: try rt.option("cancel", in: a, 1))
            return 0
        },
    ]
}

extension DelegateShape {
    static let navigationController = DelegateShape(
        name: "NavigationControllerDelegate",
        doc: "UINavigationControllerDelegate, as a table of functions. Set it as `nav.delegate`.",
        methods: [(.willShow, "fun(nav: UINavigationController, vc: UIViewController, animated: boolean)", "Before the navigation controller shows a controller."),
                  (.didShow, "fun(nav: UINavigationController, vc: UIViewController, animated: boolean)", "After the navigation controller showed a controller.")],
        fields: [("animationControllerFor", "fun(nav: UINavigationController, operation: \"push\"|\"pop\", from: UIViewController, to: UIViewController): table?",
                  "An animator for an animated push or pop (animateTransition(ctx), transitionDuration, animationEnded): semantics-code K28."),
                 ("interactionControllerFor", "fun(nav: UINavigationController, animator: table): table?",
                  "An interaction controller (any table) makes the animated transition interactive: the script drives ctx:updateInteractiveTransition, finishInteractiveTransition, cancelInteractiveTransition (K28).")])
}

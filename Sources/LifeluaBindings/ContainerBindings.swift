// UINavigationController and UITabBarController as a scenario sees them (lua-api.md,
// Navigation and tabs). Indexes are 1-based, as everywhere in Lua.

import LifecycleKit
import LuaBridge

extension ScriptHost {
    func navigationControllerBinding() -> ClassBinding {
        typealias Nav = UINavigationController
        let props: [PropertyBinding] = [
            property("viewControllers", "UIViewController[]", "The stack, root first; assigning is setViewControllers(…, false).",
                     get: { (rt: ScriptHost, n: Nav) in rt.push(n.viewControllers) },
                     set: { rt, n, i in try n.setViewControllers(try rt.controllers(at: i, "viewControllers"), animated: false) }),
            property("topViewController", "UIViewController?", "The top of the stack.",
                     get: { (rt: ScriptHost, n: Nav) in rt.push(n.topViewController) }),
            property("visibleViewController", "UIViewController?", "The top, or what is presented over it.",
                     get: { (rt: ScriptHost, n: Nav) in rt.push(n.visibleViewController) }),
            property("delegate", "NavigationControllerDelegate?", "A table with willShow / didShow functions.",
                     get: { (rt: ScriptHost, n: Nav) in if let d = n.delegate as? TableDelegate { rt.vm.push(d.table) } else { rt.vm.pushNil() } },
                     set: { rt, n, i in n.delegate = try rt.delegate(at: i, "delegate") }),
        ]
        let methods: [MethodBinding] = [
            method("pushViewController", [("viewController", "UIViewController"), ("animated", "boolean?")],
                   "Pushes a controller (animated defaults to true).") { (rt: ScriptHost, n: Nav, a: LuaArgs) in
                try n.pushViewController(try a.object(1, as: UIViewController.self, expected: "a view controller"),
                                         animated: try a.bool(2, default: true))
                return 0
            },
            method("popViewController", [("animated", "boolean?")], returns: "UIViewController?",
                   "Pops the top controller and returns it.") { (rt: ScriptHost, n: Nav, a: LuaArgs) in
                rt.push(try n.popViewController(animated: try a.bool(1, default: true)))
                return 1
            },
            method("popToRootViewController", [("animated", "boolean?")], "Pops to the root.") { (rt: ScriptHost, n: Nav, a: LuaArgs) in
                try n.popToRootViewController(animated: try a.bool(1, default: true))
                return 0
            },
            method("popToViewController", [("viewController", "UIViewController"), ("animated", "boolean?")],
                   "Pops until the given controller is on top.") { (rt: ScriptHost, n: Nav, a: LuaArgs) in
                try n.popToViewController(try a.object(1, as: UIViewController.self, expected: "a view controller"),
                                          animated: try a.bool(2, default: true))
                return 0
            },
            method("setViewControllers", [("viewControllers", "UIViewController[]"), ("animated", "boolean?")],
                   "Replaces the stack.") { (rt: ScriptHost, n: Nav, a: LuaArgs) in
                try n.setViewControllers(try rt.controllers(at: a.index(1), "setViewControllers: argument #1"),
                                         animated: try a.bool(2, default: true))
                return 0
            },
            method("interactivePop", [("options", "{ cancel: boolean? }?")],
                   "The user swipes from the left edge; cancel = true lets go early.") { (rt: ScriptHost, n: Nav, a: LuaArgs) in
                try n.interactivePop(cancel: try rt.option("cancel", in: a, 1))
                return 0
            },
        ]
        return ClassBinding(name: "UINavigationController", superName: "UIViewController",
                            doc: "A navigation stack.",
                            constructorDoc: "UINavigationController(name, root) or UINavigationController{ name = …, rootViewController = … }",
                            matches: { $0 is UINavigationController }, properties: props, methods: methods)
    }

    func tabBarControllerBinding() -> ClassBinding {
        typealias Tabs = UITabBarController
        let props: [PropertyBinding] = [
            property("viewControllers", "UIViewController[]", "The tabs, in order.",
                     get: { (rt: ScriptHost, t: Tabs) in rt.push(t.viewControllers) },
                     set: { rt, t, i in try t.setViewControllers(try rt.controllers(at: i, "viewControllers")) }),
            property("selectedIndex", "integer", "The selected tab, 1-based; setting it switches at once (a change in code).",
                     get: { (rt: ScriptHost, t: Tabs) in rt.vm.push(t.selectedIndex + 1) },
                     set: { rt, t, i in
                         guard let n = rt.vm.toInteger(at: i), rt.vm.isNumber(at: i) else { throw rt.valueError("selectedIndex", expected: "an integer", at: i) }
                         try t.select(index: n - 1)
                     }),
            property("selectedViewController", "UIViewController?", "The selected tab's controller.",
                     get: { (rt: ScriptHost, t: Tabs) in rt.push(t.selectedViewController) },
                     set: { rt, t, i in
                         guard let vc = try rt.controller(at: i, "selectedViewController"),
                               let index = t.viewControllers.firstIndex(where: { $0 === vc }) else {
                             throw LuaScriptError.located("selectedViewController: expected one of the tab bar's view controllers")
                         }
                         try t.select(index: index)
                     }),
            property("delegate", "TabBarControllerDelegate?", "A table with shouldSelect / didSelect functions.",
                     get: { (rt: ScriptHost, t: Tabs) in if let d = t.delegate as? TableDelegate { rt.vm.push(d.table) } else { rt.vm.pushNil() } },
                     set: { rt, t, i in t.delegate = try rt.delegate(at: i, "delegate") }),
        ]
        let methods: [MethodBinding] = [
            method("tap", [("index", "integer")], "The user taps a tab (1-based): shouldSelect, the switch, didSelect.") { (rt: ScriptHost, t: Tabs, a: LuaArgs) in
                try t.tap(index: try a.integer(1) - 1)
                return 0
            },
        ]
        return ClassBinding(name: "UITabBarController", superName: "UIViewController",
                            doc: "A tab bar controller.",
                            constructorDoc: "UITabBarController{ name = …, viewControllers = { … } }",
                            matches: { $0 is UITabBarController }, properties: props, methods: methods)
    }
}

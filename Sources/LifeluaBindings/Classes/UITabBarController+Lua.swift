// UITabBarController as a scenario sees it (lua-api.md, Tabs). Indexes are 1-based, as
// everywhere in Lua.

import LifecycleKit
import LuaBridge

private typealias Tabs = Members<UITabBarController>

extension ClassBinding {
    static let tabBarController = ClassBinding(
        "UITabBarController", superclass: .viewController,
        doc: "A tab bar controller.",
        matches: { $0 is UITabBarController },
        constructorDoc: "UITabBarController{ name = …, viewControllers = { … } }",
        positional: [("name", "string")],
        construct: { host, c in UITabBarController(world: host.world, name: c.name, className: c.className) },
        properties: tabBarControllerProperties, methods: tabBarControllerMethods,
        delegates: [.tabBarController])

    static let tabBarControllerProperties: [PropertyBinding] = [
        Tabs.property("viewControllers", "UIViewController[]", "The tabs, in order.",
                      get: { rt, t in rt.push(t.viewControllers) },
                      set: { rt, t, i in try t.setViewControllers(try rt.controllers(at: i, "viewControllers")) }),
        Tabs.property("selectedIndex", "integer", "The selected tab, 1-based; setting it switches at once (a change in code).",
                      get: { rt, t in rt.vm.push(t.selectedIndex + 1) },
                      set: { rt, t, i in
                         guard let n = rt.vm.toInteger(at: i), rt.vm.isNumber(at: i) else { throw rt.valueError("selectedIndex", expected: "an integer", at: i) }
                         guard LuaArgs.integerRange.contains(n) else { throw LuaScriptError.located("selectedIndex: integer out of range: \(n)") }
                         try t.select(index: n - 1)
                     }),
        Tabs.property("selectedViewController", "UIViewController?", "The selected tab's controller.",
                      get: { rt, t in rt.push(t.selectedViewController) },
                      set: { rt, t, i in try t.setSelectedViewController(try rt.controller(at: i, "selectedViewController")) }),
        Tabs.property("delegate", "TabBarControllerDelegate?", "A table with shouldSelect / didSelect functions.",
                      get: { rt, t in rt.push(delegate: t.delegate) },
                      set: { rt, t, i in t.delegate = try rt.delegate(at: i, "delegate", owner: t) }),
    ]
    static let tabBarControllerMethods: [MethodBinding] = [
        Tabs.method("tap", [("index", "integer")], "The user taps a tab (1-based): shouldSelect, the switch, didSelect.") { rt, t, a in
            try t.tap(index: try a.integer(1) - 1)
            return 0
        },
    ]
}

extension DelegateShape {
    static let tabBarController = DelegateShape(
        name: "TabBarControllerDelegate",
        doc: "UITabBarControllerDelegate, as a table of functions (called when the user taps a tab). Set it as `tabs.delegate`.",
        methods: [(.shouldSelect, "fun(tabs: UITabBarController, vc: UIViewController): boolean", "Whether the tapped tab may be selected."),
                  (.didSelect, "fun(tabs: UITabBarController, vc: UIViewController)", "After the user selected a tab.")],
        fields: [("animationControllerForTransitionFrom", "fun(tabs: UITabBarController, from: UIViewController, to: UIViewController): table?",
                  "An animator for a tab switch on screen: the wills in the commit, the new tab's did then the old tab's viewDidDisappear in completeTransition(true) (semantics-code K28)."),
                 ("interactionControllerFor", "fun(tabs: UITabBarController, animator: table): table?",
                  "An interaction controller (any table) makes the animated switch interactive (K28).")])
}

// UIWindow as a scenario sees it (lua-api.md, Window): a screen; several may exist.

import LifecycleKit
import LuaBridge

private typealias Window = Members<UIWindow>

extension ClassBinding {
    static let window = ClassBinding(
        "UIWindow", superclass: .view,
        doc: "A window: a screen. Several may exist.",
        matches: { $0 is UIWindow },
        constructorDoc: "UIWindow() or UIWindow(name)",
        positional: [("name", "string?")],
        construct: { host, c in UIWindow(world: host.world, name: c.named ? c.name : "Window") },
        properties: windowProperties, methods: windowMethods)

    static let windowProperties: [PropertyBinding] = [
        Window.property("rootViewController", "UIViewController?", "The root; setting it on a visible window installs its view.",
                        get: { rt, w in rt.push(w.rootViewController) },
                        set: { rt, w, i in try w.setRootViewController(try rt.controller(at: i, "rootViewController")) }),
        Window.property("isKeyWindow", "boolean", "Whether this is the key window.",
                        get: { rt, w in rt.vm.push(w.isKeyWindow) }),
    ]
    static let windowMethods: [MethodBinding] = [
        Window.method("resize", [("size", "{ width: number, height: number? }")],
                      "--device ipad: Split View or Slide Over resizes the window (a user event, next turn).") { rt, w, a in
            guard rt.world.configuration.device == .ipad else {
                throw LuaScriptError.located("resize: windows are resized on iPad only (--device ipad)")
            }
            // a missing width stays 0 and is refused below; a missing height keeps the window's
            let size = try rt.numberFields(at: try a.table(1), of: UISize(width: 0, height: w.size.height), "resize",
                                           expected: "a table { width=, height= }", [("width", \.width), ("height", \.height)])
            guard size.width > 0, size.height > 0 else { throw LuaScriptError.located("resize: expected a positive width (and height)") }
            rt.world.resize(w, to: size)
            return 0
        },
        Window.method("makeKeyAndVisible", [], "Shows the window: its root appears.") { rt, w, a in
            try w.makeKeyAndVisible()
            return 0
        },
    ]
}

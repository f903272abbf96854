// UIView and UIWindow as a scenario sees them (lua-api.md, Window, Views and animation).

import LifecycleKit
import LuaBridge

extension ScriptHost {
    func viewBinding() -> ClassBinding {
        let props: [PropertyBinding] = [
            property("name", "string", "The view's name.",
                     get: { (rt: ScriptHost, v: UIView) in rt.vm.push(v.name) },
                     set: { rt, v, i in v.name = try rt.string(at: i, "name") }),
            property("alpha", "number", "Opacity, 0…1.",
                     get: { (rt: ScriptHost, v: UIView) in rt.vm.push(v.alpha) },
                     set: { rt, v, i in v.alpha = try rt.number(at: i, "alpha") }),
            property("isHidden", "boolean", "Whether the view is hidden.",
                     get: { (rt: ScriptHost, v: UIView) in rt.vm.push(v.isHidden) },
                     set: { rt, v, i in v.isHidden = try rt.bool(at: i, "isHidden") }),
            property("frame", "{ x: number, y: number, width: number, height: number }",
                     "The frame, as a plain value (a copy: assign a whole table to change it).",
                     get: { (rt: ScriptHost, v: UIView) in rt.push(v.frame) },
                     set: { rt, v, i in v.frame = try rt.rect(at: i) }),
            property("superview", "UIView?", "The view this one is in.",
                     get: { (rt: ScriptHost, v: UIView) in rt.push(v.superview) }),
            property("subviews", "UIView[]", "The views inside this one, back to front.",
                     get: { (rt: ScriptHost, v: UIView) in
                         rt.vm.newTable(narr: Int32(v.subviews.count))
                         for (i, s) in v.subviews.enumerated() { rt.push(s); rt.vm.rawSet(at: -2, index: i + 1) }
                     }),
            property("window", "UIWindow?", "The window the view is in, if any.",
                     get: { (rt: ScriptHost, v: UIView) in rt.push(v.window) }),
        ]
        let methods: [MethodBinding] = [
            method("addSubview", [("view", "UIView")], "Adds a subview on top.") { (rt: ScriptHost, v: UIView, a: LuaArgs) in
                try v.addSubview(try a.object(1, as: UIView.self, expected: "a view"))
                return 0
            },
            method("insertSubview", [("view", "UIView"), ("index", "integer")], "Inserts a subview at a 1-based index.") { (rt: ScriptHost, v: UIView, a: LuaArgs) in
                try v.insertSubview(try a.object(1, as: UIView.self, expected: "a view"), at: try a.integer(2) - 1)
                return 0
            },
            method("removeFromSuperview", [], "Removes the view from its superview.") { (rt: ScriptHost, v: UIView, a: LuaArgs) in
                try v.removeFromSuperview()
                return 0
            },
        ]
        return ClassBinding(name: "UIView", superName: nil, doc: "A view.",
                            constructorDoc: "UIView(name)",
                            matches: { $0 is UIView }, properties: props, methods: methods)
    }

    func windowBinding() -> ClassBinding {
        let props: [PropertyBinding] = [
            property("rootViewController", "UIViewController?", "The root; setting it on a visible window installs its view.",
                     get: { (rt: ScriptHost, w: UIWindow) in rt.push(w.rootViewController) },
                     set: { rt, w, i in try w.setRootViewController(try rt.controller(at: i, "rootViewController")) }),
            property("isKeyWindow", "boolean", "Whether this is the key window.",
                     get: { (rt: ScriptHost, w: UIWindow) in rt.vm.push(w.isKeyWindow) }),
        ]
        let methods: [MethodBinding] = [
            method("makeKeyAndVisible", [], "Shows the window: its root appears.") { (rt: ScriptHost, w: UIWindow, a: LuaArgs) in
                try w.makeKeyAndVisible()
                return 0
            },
        ]
        return ClassBinding(name: "UIWindow", superName: "UIView", doc: "A window: a screen. Several may exist.",
                            constructorDoc: "UIWindow() or UIWindow(name)",
                            matches: { $0 is UIWindow }, properties: props, methods: methods)
    }

    /// `UIView.animate(duration, animations, completion)` lives in the UIView class table.
    func installViewClassFunctions() {
        vm.getField("__kind", at: -1)
        let isView = vm.toString(at: -1) == ClassKind.view.rawValue
        vm.pop()
        guard isView else { return }
        vm.pushFunction { [unowned self] vm in
            let a = LuaArgs(vm, function: "UIView.animate")
            let duration = try a.number(1)
            try world.animate(duration: duration, animations: block(try a.optionalFunction(2)),
                              completion: boolBlock(try a.optionalFunction(3)))
            return 0
        }
        vm.setField("animate", at: -2)
    }

    func push(_ rect: CGRect) {
        vm.newTable(nrec: 4)
        vm.push(rect.x); vm.setField("x", at: -2)
        vm.push(rect.y); vm.setField("y", at: -2)
        vm.push(rect.width); vm.setField("width", at: -2)
        vm.push(rect.height); vm.setField("height", at: -2)
    }

    func rect(at index: Int32) throws -> CGRect {
        guard vm.isTable(at: index) else { throw valueError("frame", expected: "a table { x=, y=, width=, height= }", at: index) }
        var r = CGRect()
        for (key, path) in [("x", \CGRect.x), ("y", \.y), ("width", \.width), ("height", \.height)] as [(String, WritableKeyPath<CGRect, Double>)] {
            vm.getField(key, at: index)
            if !vm.isNil(at: -1) { r[keyPath: path] = try number(at: -1, "frame.\(key)") }
            vm.pop()
        }
        return r
    }
}

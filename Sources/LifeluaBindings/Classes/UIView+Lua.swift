// UIView as a scenario sees it (lua-api.md, Views and animation), with `UIView.animate` on the
// virtual clock.

import LifecycleKit
import LuaBridge

private typealias View = Members<UIView>

extension ClassBinding {
    static let view = ClassBinding(
        "UIView",
        doc: "A view.",
        matches: { $0 is UIView },
        constructorDoc: "UIView(name)",
        positional: [("name", "string")],
        construct: { host, c in UIView(world: host.world, name: c.name) },
        properties: viewProperties, methods: viewMethods,
        classFunctions: [
            GlobalFunction(path: "UIView.animate",
                           params: [("duration", "number|{ duration: number, options: string[]?, animations: fun()?, completion: fun(finished: boolean)? }"), ("animations", "fun()?"), ("completion", "fun(finished: boolean)?")],
                           returns: nil,
                           doc: "Animates changes made in `animations` over `duration` seconds of virtual time; `completion(finished)` runs when it ends. The table form `UIView.animate{ duration =, options = { \"flushUpdates\" }, animations =, completion = }` takes options: flushUpdates (iOS 26+) applies pending updateProperties and layout right before and right after the animations.") { host, a in
                if host.vm.isTable(at: a.index(1)) { return try host.animateWithOptions(a) }
                let duration = try a.duration(1)
                try host.world.animate(duration: duration, animations: host.block(try a.optionalFunction(2)),
                                       completion: host.boolBlock(try a.optionalFunction(3)))
                return 0
            },
        ])

    static let viewProperties: [PropertyBinding] = [
        View.property("name", "string", "The view's name.",
                      get: { rt, v in rt.vm.push(v.name) },
                      set: { rt, v, i in v.name = try rt.string(at: i, "name") }, cached: .name),
        View.property("alpha", "number", "Opacity, 0…1.",
                      get: { rt, v in rt.vm.push(v.alpha) },
                      set: { rt, v, i in v.alpha = try rt.number(at: i, "alpha") }),
        View.property("isHidden", "boolean", "Whether the view is hidden.",
                      get: { rt, v in rt.vm.push(v.isHidden) },
                      set: { rt, v, i in v.isHidden = try rt.bool(at: i, "isHidden") }),
        View.property("frame", "{ x: number, y: number, width: number, height: number }",
                      "The frame, as a plain value (a copy: assign a whole table to change it).",
                      get: { rt, v in rt.push(v.frame) },
                      set: { rt, v, i in v.frame = try rt.rect(at: i) }),
        View.property("superview", "UIView?", "The view this one is in.",
                      get: { rt, v in rt.push(v.superview) }),
        View.property("subviews", "UIView[]", "The views inside this one, back to front.",
                      get: { rt, v in
                         rt.vm.newTable(narr: Int32(v.subviews.count))
                         for (i, s) in v.subviews.enumerated() { rt.push(s); rt.vm.rawSet(at: -2, index: i + 1) }
                     }),
        View.property("window", "UIWindow?", "The window the view is in, if any.",
                      get: { rt, v in rt.push(v.window) }),
    ]
    static let viewMethods: [MethodBinding] = [
        View.method("setNeedsLayout", [], "Its controller is laid out in the next layout phase.") { rt, v, a in
            v.setNeedsLayout()
            return 0
        },
        View.method("layoutIfNeeded", [], "Lays out this view's subtree now, if anything in it needs layout.") { rt, v, a in
            try v.layoutIfNeeded()
            return 0
        },
        View.method("setNeedsUpdateConstraints", [], "Its controller's next layout pass starts with updateViewConstraints.") { rt, v, a in
            v.setNeedsUpdateConstraints()
            return 0
        },
        View.method("setNeedsUpdateProperties", [], "iOS 26+: its controller's updateProperties runs in the next layout phase.") { rt, v, a in
            try v.setNeedsUpdateProperties()
            return 0
        },
        View.method("updatePropertiesIfNeeded", [], "iOS 26+: updatePropertiesIfNeeded on its controller.") { rt, v, a in
            try v.updatePropertiesIfNeeded()
            return 0
        },
        View.method("addSubview", [("view", "UIView")], "Adds a subview on top.") { rt, v, a in
            try v.addSubview(try a.view(1))
            return 0
        },
        View.method("insertSubview", [("view", "UIView"), ("index", "integer")], "Inserts a subview at a 1-based index.") { rt, v, a in
            try v.insertSubview(try a.view(1), at: try a.integer(2) - 1)
            return 0
        },
        View.method("insertSubviewAbove", [("view", "UIView"), ("sibling", "UIView")], "Inserts a subview just above a sibling.") { rt, v, a in
            try v.insertSubview(try a.view(1), above: try a.view(2))
            return 0
        },
        View.method("insertSubviewBelow", [("view", "UIView"), ("sibling", "UIView")], "Inserts a subview just below a sibling.") { rt, v, a in
            try v.insertSubview(try a.view(1), below: try a.view(2))
            return 0
        },
        View.method("bringSubviewToFront", [("view", "UIView")], "Moves a subview on top (nothing if it is not a subview).") { rt, v, a in
            v.bringSubviewToFront(try a.view(1))
            return 0
        },
        View.method("sendSubviewToBack", [("view", "UIView")], "Moves a subview to the back (nothing if it is not a subview).") { rt, v, a in
            v.sendSubviewToBack(try a.view(1))
            return 0
        },
        View.method("exchangeSubviews", [("i", "integer"), ("j", "integer")], "Exchanges the subviews at two 1-based indexes.") { rt, v, a in
            try v.exchangeSubviews(try a.integer(1) - 1, try a.integer(2) - 1)
            return 0
        },
        View.method("removeFromSuperview", [], "Removes the view from its superview.") { rt, v, a in
            try v.removeFromSuperview()
            return 0
        },
    ]
}

extension ScriptHost {
    func push(_ rect: CGRect) {
        pushNumberFields([("x", rect.x), ("y", rect.y), ("width", rect.width), ("height", rect.height)])
    }

    func rect(at index: Int32) throws -> CGRect {
        try numberFields(at: index, of: CGRect(), "frame", expected: "a table { x=, y=, width=, height= }",
                         [("x", \.x), ("y", \.y), ("width", \.width), ("height", \.height)])
    }

    /// A value read from a table of named numbers (`frame`, `additionalSafeAreaInsets`): each key
    /// present sets its field of `value`; missing keys keep it.
    func numberFields<T>(at index: Int32, of value: T, _ property: String, expected: String,
                         _ fields: [(String, WritableKeyPath<T, Double>)]) throws -> T {
        guard vm.isTable(at: index) else { throw valueError(property, expected: expected, at: index) }
        var result = value
        for (key, path) in fields {
            vm.getField(key, at: index)
            defer { vm.pop() }
            if !vm.isNil(at: -1) { result[keyPath: path] = try number(at: -1, "\(property).\(key)") }
        }
        return result
    }
}

extension ScriptHost {
    /// The option names of `UIView.animate`'s table form (semantics-ios26 §23.5; lifelua models no curves).
    static let animateOptions = ["flushUpdates"]
    static let animateFields = ["duration", "options", "animations", "completion"]

    /// `UIView.animate{ duration =, options =, animations =, completion = }`: unknown fields and
    /// option names are errors listing the valid ones [choice, docs/decisions.md].
    func animateWithOptions(_ a: LuaArgs) throws -> Int32 {
        let table = a.index(1)
        var unknown: String?
        vm.forEach(table: table) {
            if unknown == nil, !(vm.isString(at: -2) && Self.animateFields.contains(vm.toString(at: -2) ?? "")) {
                unknown = shown(at: -2)
            }
        }
        if let unknown {
            throw LuaScriptError.located("UIView.animate: unknown field \(unknown) (the fields are \(Self.animateFields.joined(separator: ", ")))")
        }
        vm.getField("duration", at: table)
        let duration = try LuaArgs(vm, function: "UIView.animate", offset: vm.top - 1).duration(1)
        vm.pop()
        var flushUpdates = false
        if vm.getField("options", at: table) != .nil {
            guard vm.isTable(at: -1) else { throw valueError("UIView.animate options", expected: "a list of option names", at: -1) }
            let options = vm.absIndex(-1)
            for i in 0..<vm.rawLength(at: options) {
                vm.rawGet(at: options, index: i + 1)
                defer { vm.pop() }
                guard vm.isString(at: -1), let name = vm.toString(at: -1), Self.animateOptions.contains(name) else {
                    throw LuaScriptError.located("UIView.animate: unknown option \(shown(at: -1)) (the options are \(Self.animateOptions.joined(separator: ", ")))")
                }
                flushUpdates = true
            }
        }
        vm.pop()
        let animations = try field("animations", of: table, "UIView.animate animations")
        let completion = try field("completion", of: table, "UIView.animate completion")
        try world.animate(duration: duration, animations: block(animations), completion: boolBlock(completion),
                          flushUpdates: flushUpdates)
        return 0
    }

    /// A name as the errors print it: 'flushUpdate', or a non-string value described.
    private func shown(at i: Int32) -> String {
        vm.isString(at: i) ? "'\(vm.toString(at: i) ?? "")'" : vm.describe(at: i)
    }

    /// A function field of an options table, or nil.
    private func field(_ key: String, of table: Int32, _ what: String) throws -> LuaVM.Ref? {
        vm.getField(key, at: table)
        defer { vm.pop() }
        if vm.isNil(at: -1) { return nil }
        guard vm.isFunction(at: -1) else { throw valueError(what, expected: "a function", at: -1) }
        return vm.ref(at: -1)
    }
}


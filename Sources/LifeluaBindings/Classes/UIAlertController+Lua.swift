// UIAlertController as a scenario sees it (lua-api.md, Alerts): a view controller with a title,
// a message, a style and actions; `tap` and `tapOutside` are the user's events.

import LifecycleKit
import LuaBridge

private typealias Alert = Members<UIAlertController>

extension ClassBinding {
    static let alertController = ClassBinding(
        "UIAlertController", superclass: .viewController,
        doc: "An alert or action sheet. It presents as custom (an iPad action sheet as a popover); the presenter gets no callbacks.",
        matches: { $0 is UIAlertController },
        constructorDoc: "UIAlertController{ name = …, title = …, message = …, preferredStyle = \"alert\"|\"actionSheet\" } (name defaults to title)",
        positional: [("title", "string"), ("message", "string?"), ("preferredStyle", "\"alert\"|\"actionSheet\"?")],
        constructorOptions: [("title", "string", "The title (and the default name)."),
                             ("message", "string", "The message."),
                             ("preferredStyle", "\"alert\"|\"actionSheet\"", "alert (the default) or actionSheet.")],
        construct: { host, c in try host.makeAlertController(c) },
        properties: [
            Alert.property("title", "string?", "The title.",
                           get: { rt, a in rt.vm.push(a.title) },
                           set: { rt, a, i in a.title = rt.vm.isNil(at: i) ? nil : try rt.string(at: i, "title") }),
            Alert.property("message", "string?", "The message.",
                           get: { rt, a in rt.vm.push(a.message) },
                           set: { rt, a, i in a.message = rt.vm.isNil(at: i) ? nil : try rt.string(at: i, "message") }),
            Alert.property("preferredStyle", "\"alert\"|\"actionSheet\"", "The style it was made with.",
                           get: { rt, a in rt.vm.push(a.preferredStyle.rawValue) }),
            Alert.property("actions", "UIAlertAction[]", "The actions, in the order added.",
                           get: { rt, a in
                               rt.vm.newTable(narr: Int32(a.actions.count))
                               for (i, action) in a.actions.enumerated() { rt.push(action); rt.vm.rawSet(at: -2, index: i + 1) }
                           }),
        ],
        methods: [
            Alert.method("addAction", [("action", "UIAlertAction")], "Adds a button (one cancel action at most).") { rt, a, args in
                try a.addAction(try args.object(1, as: UIAlertAction.self, expected: "a UIAlertAction"))
                // the alert keeps the action's userdata, and with it the handler the action owns
                // (an action only the alert holds would otherwise lose it to the collector)
                _ = rt.vm.own(at: args.index(1), owner: a, slot: "action \(a.actions.count)")
                return 0
            },
            Alert.method("tap", [("title", "string")],
                         "The user taps the button with this title (a user event, next turn): the alert is dismissed, then the action's handler runs.") { rt, a, args in
                try a.tap(try args.string(1))
                return 0
            },
        ])
}

extension ScriptHost {
    func makeAlertController(_ c: ConstructorArguments) throws -> UIAlertController {
        var title: String? = nil, message: String? = nil, style = UIAlertController.Style.alert
        var name = c.name
        if let options = c.options {
            title = try optionString(options, "title", of: c)
            message = try optionString(options, "message", of: c)
            if let s = try optionString(options, "preferredStyle", of: c) { style = try alertStyle(s, of: c) }
            if try optionString(options, "name", of: c) == nil { name = title ?? c.className }
        } else {
            title = try c.args.optionalString(1)
            message = try c.args.optionalString(2)
            if let s = try c.args.optionalString(3) { style = try alertStyle(s, of: c) }
        }
        return UIAlertController(world: world, name: name, title: title, message: message,
                                 preferredStyle: style, className: c.className)
    }

    private func alertStyle(_ text: String, of c: ConstructorArguments) throws -> UIAlertController.Style {
        guard let style = UIAlertController.Style(rawValue: text) else {
            let valid = UIAlertController.Style.allCases.map(\.rawValue).joined(separator: ", ")
            throw LuaScriptError.located("\(c.className): preferredStyle: expected one of \(valid), got '\(text)'")
        }
        return style
    }

    /// A string option of a constructor's table (nil when absent).
    func optionString(_ options: Int32, _ key: String, of c: ConstructorArguments) throws -> String? {
        vm.getField(key, at: options)
        defer { vm.pop() }
        if vm.isNil(at: -1) { return nil }
        guard vm.isString(at: -1), let s = vm.toString(at: -1) else {
            throw LuaScriptError.located("\(c.className): \(key): expected a string, got \(vm.typeName(at: -1))")
        }
        return s
    }
}

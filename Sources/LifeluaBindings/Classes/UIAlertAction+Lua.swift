// UIAlertAction as a scenario sees it (lua-api.md, Alerts): a button's title, style and handler.

import LifecycleKit
import LuaBridge

private typealias Action = Members<UIAlertAction>

extension ClassBinding {
    static let alertAction = ClassBinding(
        "UIAlertAction",
        doc: "A button of an alert or action sheet. Its handler receives the action and runs after the alert's viewDidDisappear.",
        matches: { $0 is UIAlertAction },
        constructorDoc: "UIAlertAction{ title = …, style = \"default\"|\"cancel\"|\"destructive\", handler = function(action) … end }",
        positional: [("title", "string"), ("style", "\"default\"|\"cancel\"|\"destructive\"?"), ("handler", "fun(action: UIAlertAction)?")],
        constructorOptions: [("title", "string", "The button's title."),
                             ("style", "\"default\"|\"cancel\"|\"destructive\"", "default (the default), cancel or destructive."),
                             ("handler", "fun(action: UIAlertAction)", "Runs when the user taps the button, after the alert has gone.")],
        construct: { host, c in try host.makeAlertAction(c) },
        properties: [
            Action.property("title", "string", "The button's title.", get: { rt, a in rt.vm.push(a.title) }),
            Action.property("style", "\"default\"|\"cancel\"|\"destructive\"", "The button's style.",
                            get: { rt, a in rt.vm.push(a.style.rawValue) }),
        ],
        methods: [])
}

extension ScriptHost {
    func makeAlertAction(_ c: ConstructorArguments) throws -> UIAlertAction {
        // Values stay on this C function's stack until it returns (the handler field, then the
        // action's userdata, which keeps the owned handler alive until the caller pushes it again).
        let title: String?, styleName: String?, handler: Int32?
        if let options = c.options {
            title = try optionString(options, "title", of: c)
            styleName = try optionString(options, "style", of: c)
            vm.getField("handler", at: options)   // stays on the stack until the action owns it
            guard vm.isNil(at: -1) || vm.isFunction(at: -1) else {
                throw LuaScriptError.located("\(c.className): handler: expected a function, got \(vm.typeName(at: -1))")
            }
            handler = vm.isNil(at: -1) ? nil : vm.top
        } else {
            title = try c.args.optionalString(1)
            styleName = try c.args.optionalString(2)
            handler = c.args.isAbsent(3) ? nil : try c.args.functionIndex(3)
        }
        guard let title else { throw LuaScriptError.located("\(c.className): title: expected a string, got nil") }
        var style = UIAlertAction.Style.default
        if let styleName {
            guard let s = UIAlertAction.Style(rawValue: styleName) else {
                let valid = UIAlertAction.Style.allCases.map(\.rawValue).joined(separator: ", ")
                throw LuaScriptError.located("\(c.className): style: expected one of \(valid), got '\(styleName)'")
            }
            style = s
        }
        guard let handler else { return UIAlertAction(title: title, style: style) }
        // the handler is kept in the action's userdata (issue 12, item 7): one that captures the
        // alert or the action is collected with them
        var owned: LuaVM.OwnedValue?
        let action = UIAlertAction(title: title, style: style) { [unowned self] action in
            guard let owned else { return }
            try call(owned) { push(action); return 1 }
        }
        vm.push(object: action)
        owned = vm.own(at: handler, owner: action, slot: "handler")
        return action
    }
}

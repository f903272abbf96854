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
        let title: String?, styleName: String?, handler: LuaVM.Ref?
        if let options = c.options {
            title = try optionString(options, "title", of: c)
            styleName = try optionString(options, "style", of: c)
            vm.getField("handler", at: options)
            defer { vm.pop() }
            guard vm.isNil(at: -1) || vm.isFunction(at: -1) else {
                throw LuaScriptError.located("\(c.className): handler: expected a function, got \(vm.typeName(at: -1))")
            }
            handler = vm.isNil(at: -1) ? nil : vm.ref(at: -1)
        } else {
            title = try c.args.optionalString(1)
            styleName = try c.args.optionalString(2)
            handler = try c.args.optionalFunction(3)
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
        return UIAlertAction(title: title, style: style, handler: handler.map { ref in
            { [unowned self] action in try call(ref) { push(action); return 1 } }
        })
    }
}

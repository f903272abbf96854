// NotificationCenter.default as a scenario sees it (lua-api.md, "App, scene, notifications"):
// `addObserver(name, fn)` for the UIApplication notifications, returning a token, and
// `removeObserver(token)`. The posting rules are the engine's (LifecycleKit/App/NotificationCenter.swift).

import LifecycleKit
import LuaBridge

extension GlobalFunction {
    static let notificationCenter: [GlobalFunction] = [
        GlobalFunction(path: "NotificationCenter.default:addObserver",
                       params: [("name", notificationNameType), ("observer", "fun(name: string)")], returns: "integer",
                       doc: "Calls `observer` with the name each time the notification is posted (after the delegate method of its step; observers in registration order). Returns a token for removeObserver.") { rt, a in
            let args = rt.methodArguments(a)
            let text = try args.string(1)
            guard let name = ApplicationNotification(rawValue: text) else {
                throw args.fail(1, "unknown notification '\(text)'; expected one of \(ApplicationNotification.names)")
            }
            let observer = try args.function(2)
            let token = rt.world.application.notificationCenter.addObserver(name) { [unowned rt] name in
                try rt.call(observer) { rt.vm.push(name.rawValue); return 1 }
            }
            rt.vm.push(token)
            return 1
        },
        GlobalFunction(path: "NotificationCenter.default:removeObserver", params: [("token", "integer")], returns: nil,
                       doc: "Removes the observer addObserver returned this token for (an unknown token is ignored).") { rt, a in
            let args = rt.methodArguments(a)
            rt.world.application.notificationCenter.removeObserver(try args.integer(1))
            return 0
        },
    ]

    /// `"UIApplication.willResignActiveNotification"|…`: the names addObserver accepts.
    /// The names as a lua-language-server union, written out so nothing is built at start-up;
    /// `TypesTests` checks it against the cases.
    static let notificationNameType = "\"UIApplication.willResignActiveNotification\"|\"UIApplication.didEnterBackgroundNotification\"|\"UIApplication.willEnterForegroundNotification\"|\"UIApplication.didBecomeActiveNotification\"|\"UIApplication.didReceiveMemoryWarningNotification\""
}

extension GlobalTable {
    static let notificationCenter = GlobalTable(
        path: "NotificationCenter",
        doc: "Foundation's NotificationCenter, for the UIApplication notifications.")
    static let defaultNotificationCenter = GlobalTable(
        path: "NotificationCenter.default",
        doc: "The default center: `NotificationCenter.default:addObserver(name, fn)`. A notification is traced (vc UIApplication) only when an observer is registered for it.")
}

extension ScriptHost {
    /// The arguments after self: `center:method(x)` passes the table first, `center.method(x)` does not.
    func methodArguments(_ a: LuaArgs) -> LuaArgs {
        LuaArgs(a.vm, function: a.function, offset: a.offset + (vm.isTable(at: a.index(1)) ? 1 : 0))
    }
}

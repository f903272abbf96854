// What the engine may ask the host before calling it (WorldHost), kept apart from ScriptHost.swift.

import LifecycleKit

extension ScriptHost {
    /// `controller(_:didReceive:arguments:)` runs nothing unless the controller's class chain
    /// defines the callback, which is what `overrides` answers: the engine then skips building the
    /// arguments of the callbacks nobody overrides, most of them.
    public func mayRun(_ callback: EventKind, on controller: UIViewController) -> Bool {
        overrides(callback, of: controller)
    }

    /// Every call into Lua goes through `LuaVM.pcall`, which calls the watcher first. A script's
    /// finalizer can run at any allocation, outside any call: with one possible, no watching.
    @discardableResult
    public func watchScriptEntry(_ watcher: (() -> Void)?) -> Bool {
        guard let watcher else { vm.willEnterLua = nil; return true }
        guard !vm.hasScriptFinalizers else { return false }
        vm.willEnterLua = watcher
        return true
    }
}

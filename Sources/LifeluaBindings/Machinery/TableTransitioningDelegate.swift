// A transitioning delegate written as a Lua table (lua-api.md, Custom presentations): its fields
// are read when the engine asks, so a script may change them between presentations.
//   transitionDuration = 0.3,
//   presentationController = { shouldRemovePresentersView = true, presentationTransitionWillBegin = function(pc) end, … },
//   interactionControllerForDismissal = true,

import LifecycleKit
import LuaBridge

final class TableTransitioningDelegate: TransitioningDelegate {
    unowned let host: ScriptHost
    let table: LuaVM.OwnedValue

    init(host: ScriptHost, table: LuaVM.OwnedValue) {
        self.host = host
        self.table = table
    }

    /// Reads `table.key` (and, with `inner`, `table.key.inner`) with the value on top of the stack.
    private func read<T>(_ key: String, _ inner: String? = nil, _ body: (LuaVM) -> T) -> T {
        let vm = host.vm
        let top = vm.top
        defer { vm.setTop(top) }
        table.push(on: vm)
        guard vm.isTable(at: -1) else { return body(vm) }  // its owner's userdata was collected: nil
        vm.getField(key, at: -1)
        if let inner {
            guard vm.isTable(at: -1) else { vm.pushNil(); return body(vm) }
            vm.getField(inner, at: -1)
        }
        return body(vm)
    }

    var transitionDuration: Double? {
        // only a finite duration up to LuaArgs.maximumDuration counts (issue 12: never a NaN on the clock)
        read("transitionDuration") { vm in
            guard vm.isNumber(at: -1), let d = vm.toNumber(at: -1), d.isFinite, d >= 0, d <= LuaArgs.maximumDuration else { return nil }
            return d
        }
    }

    var customPresentationController: CustomPresentationController? {
        guard read("presentationController", nil, { $0.isTable(at: -1) }) else { return nil }
        return CustomPresentationController(shouldRemovePresentersView: read("presentationController", "shouldRemovePresentersView") { vm in
            vm.type(at: -1) == .boolean && vm.toBool(at: -1)
        })
    }

    var interactionControllerForDismissal: Bool {
        read("interactionControllerForDismissal") { vm in !vm.isNil(at: -1) && vm.toBool(at: -1) }
    }

    func runHook(_ hook: EventKind, _ controller: UIPresentationController, completed: Bool?) throws {
        let vm = host.vm
        table.push(on: vm)
        guard vm.isTable(at: -1) else { vm.pop(); return }
        vm.getField("presentationController", at: -1)
        guard vm.isTable(at: -1) else { vm.pop(2); return }
        vm.getField(hook.rawValue, at: -1)
        vm.remove(at: -2)
        vm.remove(at: -2)
        guard vm.isFunction(at: -1) else { vm.pop(); return }
        try host.callPushed {
            host.push(controller)
            if let completed { vm.push(completed); return 2 }
            return 1
        }
    }
}

extension ScriptHost {
    /// A transitioning delegate table (or nil).
    /// Kept in `owner`'s userdata, as delegate tables are.
    func transitioningDelegate(at index: Int32, owner: UIViewController) throws -> TransitioningDelegate? {
        if vm.isTable(at: index) {
            vm.getField("presentationController", at: index)
            defer { vm.pop() }
            if !vm.isNil(at: -1) {
                guard vm.isTable(at: -1) else { throw valueError("presentationController", expected: "a table", at: -1) }
                try checkMethods(inTableAt: vm.top)
            }
        }
        return try ownedTable(at: index, "transitioningDelegate", expected: "a table or nil", owner: owner, slot: "transitioningDelegate")
            .map { TableTransitioningDelegate(host: self, table: $0) }
    }

    func push(transitioningDelegate delegate: TransitioningDelegate?) {
        if let d = delegate as? TableTransitioningDelegate { d.table.push(on: vm) } else { vm.pushNil() }
    }
}

// Reading property values assigned from Lua, with errors that name the property and what it
// expected ("modalPresentationStyle: expected one of automatic, fullScreen, …, got 'sheet'").

import LifecycleKit
import LuaBridge

extension ScriptHost {
    func valueError(_ property: String, expected: String, at index: Int32) -> LuaScriptError {
        let got = vm.object(at: index).map { typeName(of: $0) } ?? vm.typeName(at: index)
        return .located("\(property): expected \(expected), got \(got)")
    }

    func bool(at index: Int32, _ property: String) throws -> Bool {
        guard vm.type(at: index) == .boolean else { throw valueError(property, expected: "a boolean", at: index) }
        return vm.toBool(at: index)
    }

    func number(at index: Int32, _ property: String) throws -> Double {
        guard vm.isNumber(at: index), let n = vm.toNumber(at: index), n.isFinite else { throw valueError(property, expected: "a finite number", at: index) }
        return n
    }

    func string(at index: Int32, _ property: String) throws -> String {
        guard vm.isString(at: index), let s = vm.toString(at: index) else { throw valueError(property, expected: "a string", at: index) }
        return s
    }

    func controller(at index: Int32, _ property: String) throws -> UIViewController? {
        if vm.isNil(at: index) { return nil }
        guard let vc = vm.object(at: index, as: UIViewController.self) else {
            throw valueError(property, expected: "a view controller or nil", at: index)
        }
        return vc
    }

    func controllers(at index: Int32, _ property: String) throws -> [UIViewController] {
        guard vm.isTable(at: index) else { throw valueError(property, expected: "an array of view controllers", at: index) }
        var result: [UIViewController] = []
        let n = vm.rawLength(at: index)
        for i in 0..<n {
            vm.rawGet(at: index, index: i + 1)
            defer { vm.pop() }
            guard let vc = vm.object(at: -1, as: UIViewController.self) else {
                throw LuaScriptError.located("\(property): item \(i + 1): expected a view controller, got \(vm.typeName(at: -1))")
            }
            result.append(vc)
        }
        return result
    }

    func style(at index: Int32) throws -> ModalPresentationStyle {
        let name = vm.isString(at: index) ? vm.toString(at: index) : nil
        guard let name, let style = ModalPresentationStyle(rawValue: name) else {
            let got = name.map { "'\($0)'" } ?? vm.typeName(at: index)
            throw LuaScriptError.located("modalPresentationStyle: expected one of \(ModalPresentationStyle.names), got \(got)")
        }
        return style
    }

    /// Pushes a delegate's table, or nil.
    func push(delegate: ScriptDelegate?) {
        if let d = delegate as? TableDelegate { d.table.push(on: vm) } else { vm.pushNil() }
    }

    /// A delegate table (or nil): its methods are called by name.
    /// `slot` names where it is kept when two properties share one (default: `property`).
    func delegate(at index: Int32, _ property: String, owner: AnyObject?, slot: String? = nil) throws -> ScriptDelegate? {
        if vm.isTable(at: index) { try checkMethods(inTableAt: index) }
        return try ownedTable(at: index, property, expected: "a table of delegate methods or nil", owner: owner, slot: slot ?? property)
            .map { TableDelegate(host: self, table: $0) }
    }

    /// issue 12: a delegate method (or hook) that is not a function was silently never called;
    /// every field named after a callback must be a function.
    func checkMethods(inTableAt index: Int32) throws {
        var problems: [String] = []
        vm.forEach(table: index) {
            guard vm.isString(at: -2), let key = vm.toString(at: -2), EventKind(rawValue: key) != nil,
                  !vm.isFunction(at: -1) else { return }
            problems.append("\(key): expected a function, got \(vm.typeName(at: -1))")
        }
        // the first in a fixed order: lua_next's order changes from run to run (rule 3)
        if let problem = problems.min() { throw LuaScriptError.located(problem) }
    }

    /// A table property's value (or nil), kept in `owner`'s userdata (nil: a global's field, in the
    /// registry), so functions in it that capture the owner do not keep it alive for ever
    /// (issue 12, item 7). Assigning nil clears the slot.
    func ownedTable(at index: Int32, _ property: String, expected: String, owner: AnyObject?, slot: String) throws -> LuaVM.OwnedValue? {
        if vm.isNil(at: index) {
            if let owner { vm.disown(owner, slot: slot) }
            return nil
        }
        guard vm.isTable(at: index) else { throw valueError(property, expected: expected, at: index) }
        return vm.own(at: index, owner: owner, slot: slot)
    }
}

/// A delegate written as a Lua table of functions.
final class TableDelegate: ScriptDelegate {
    unowned let host: ScriptHost
    let table: LuaVM.OwnedValue

    init(host: ScriptHost, table: LuaVM.OwnedValue) {
        self.host = host
        self.table = table
    }

    func responds(to method: EventKind) -> Bool {
        let vm = host.vm
        table.push(on: vm)
        defer { vm.pop() }
        guard vm.isTable(at: -1) else { return false }  // its owner's userdata was collected
        vm.getField(method.rawValue, at: -1)
        defer { vm.pop() }
        return vm.isFunction(at: -1)
    }

    func invoke(_ method: EventKind, _ arguments: [DelegateArgument]) throws -> Bool? {
        let vm = host.vm
        try call(method, arguments)
        defer { vm.pop() }
        return vm.isNil(at: -1) ? nil : vm.toBool(at: -1)
    }

    func invokeForName(_ method: EventKind, _ arguments: [DelegateArgument]) throws -> String? {
        let vm = host.vm
        try call(method, arguments)
        defer { vm.pop() }
        return vm.isString(at: -1) ? vm.toString(at: -1) : nil
    }

    func invokeForController(_ method: EventKind, _ arguments: [DelegateArgument]) throws -> UIViewController? {
        let vm = host.vm
        try call(method, arguments)
        defer { vm.pop() }
        if vm.isNil(at: -1) { return nil }
        guard let vc = vm.object(at: -1, as: UIViewController.self) else {
            throw LuaScriptError.located("\(method.rawValue): expected a view controller or nil, got \(vm.typeName(at: -1))")
        }
        return vc
    }

    /// Calls the table's function for `method`, leaving its one result on the stack.
    private func call(_ method: EventKind, _ arguments: [DelegateArgument]) throws {
        let vm = host.vm
        table.push(on: vm)
        if vm.isTable(at: -1) { vm.getField(method.rawValue, at: -1) } else { vm.pushNil() }
        vm.remove(at: -2)
        try host.callPushed(results: 1) {
            for argument in arguments { host.push(argument) }
            return Int32(arguments.count)
        }
    }
}

extension ScriptHost {
    /// A delegate method's argument, as Lua sees it.
    func push(_ argument: DelegateArgument) {
        switch argument {
        case .controller(let vc): push(vc)
        case .controllers(let vcs): push(vcs)
        case .string(let s): vm.push(s)
        case .view(let v): push(v)
        case .integer(let n): vm.push(n)
        case .bool(let b): vm.push(b)
        case .presentationController(let pc): push(pc)
        case .sizeClasses(let horizontal, let vertical):
            vm.newTable(nrec: 2)
            vm.push(horizontal); vm.setField("horizontalSizeClass", at: -2)
            vm.push(vertical); vm.setField("verticalSizeClass", at: -2)
        case .none:
            vm.pushNil()
        case .size(let width, let height):
            vm.newTable(nrec: 2)
            pushPoints(width); vm.setField("width", at: -2)
            pushPoints(height); vm.setField("height", at: -2)
        case .traits(let traits):
            push(traits)
        case .coordinator(let coordinator):
            push(coordinator as AnyObject)
        case .application:
            pushGlobalTable("UIApplication")
        case .scene:
            pushScene()
        }
    }

    /// Points as an integer when whole (852, not 852.0, as a script prints it).
    func pushPoints(_ value: Double) {
        if value == value.rounded(), abs(value) < 1e15 { vm.push(Int(value)) } else { vm.push(value) }
    }

    /// `{ horizontalSizeClass = "compact", verticalSizeClass = "regular", userInterfaceStyle = "light", userInterfaceIdiom = "phone" }`
    func push(_ traits: UITraitCollection) {
        vm.newTable(nrec: 4)
        vm.push(traits.horizontalSizeClass.rawValue); vm.setField("horizontalSizeClass", at: -2)
        vm.push(traits.verticalSizeClass.rawValue); vm.setField("verticalSizeClass", at: -2)
        vm.push(traits.userInterfaceStyle.rawValue); vm.setField("userInterfaceStyle", at: -2)
        vm.push(traits.userInterfaceIdiom); vm.setField("userInterfaceIdiom", at: -2)
    }
}

// Lua classes: UIViewController, UIView, … are class tables; `UIViewController:subclass(name,
// defs)` makes a new one whose defs hold overrides, new methods and property defaults
// (lua-api.md, Subclasses). Every class table has `__name` (its name), `__kind` (the registered
// class it instantiates) and `super` (its superclass's table). Instances are userdata whose
// metamethods are in Metamethods.swift. Everything here is generic: what a class has comes from
// its ClassBinding in the Registry.

import LifecycleKit
import LuaBridge

extension ScriptHost {
    /// The callbacks a subclass may override, by name (UIViewController's lifecycle).
    static let overridableCallbacks: [CallbackBinding] = Registry.classes.flatMap(\.callbacks)
    static let overridableNames: Set<String> = Set(overridableCallbacks.map(\.kind.rawValue))

    func installClasses() {
        // Sized up front: growing these dictionaries rehashed them a dozen times at start-up.
        methodIDs.reserveCapacity(Registry.classes.count)
        classRefs.reserveCapacity(Registry.classes.count)
        directCallIDs.reserveCapacity(Self.overridableCallbacks.count)
        for c in Registry.classes {
            var ids = [String: Int](minimumCapacity: c.methods.count)
            for m in c.methods { ids[m.name] = registerMethod(m, of: c) }
            methodIDs[c.name] = ids
        }
        for callback in Self.overridableCallbacks {
            directCallIDs[callback.kind] = registerDirectCall(callback)
        }
        noOpID = vm.registerFunction { _ in 0 }
        subclassID = vm.registerFunction { [unowned self] vm in try subclass(vm) }
        constructorID = vm.registerFunction { [unowned(unsafe) self] vm in try construct(vm) }
        classIndexID = vm.registerFunction { [unowned self] vm in try classIndex(vm) }
        superLoadViewID = vm.registerFunction { vm in
            guard let vc = vm.object(at: 1, as: UIViewController.self) else {
                throw LuaArgs(vm, function: "loadView").fail(1, expected: "a view controller")
            }
            vc.installDefaultView()
            return 0
        }
        makeClassMetatable()
        for c in Registry.classes {
            makeClassTable(name: c.name, binding: c, superRef: c.superName.flatMap { classRefs[$0] }, defsIndex: nil)
            vm.push(classRefs[c.name]!)
            vm.setGlobal(c.name)
        }
    }

    /// `obj:method(…)`: checks self — the one check of the call; the body casts unchecked
    /// (`Members.cast`) — then runs the declared body.
    private func registerMethod(_ m: MethodBinding, of c: ClassBinding) -> Int {
        // unowned(unsafe): see ScriptHost.deinit for the lifetime rule
        vm.registerFunction { [unowned(unsafe) self] vm in
            guard let object = vm.object(at: 1), c.matches(object) else {
                throw LuaScriptError.located("\(m.name): expected a \(c.name) as self (call it with ':', as in obj:\(m.name)(…)), got \(vm.object(at: 1).map { typeName(of: $0) } ?? vm.typeName(at: 1))")
            }
            return try m.body(self, object, LuaArgs(vm, function: m.name, offset: 1))
        }
    }

    /// `vc:viewWillAppear(true)` called by the script: UIKit's misuse, traced with its warning
    /// (willMove/didMove are the containment API and do their work).
    private func registerDirectCall(_ callback: CallbackBinding) -> Int {
        vm.registerFunction { vm in
            let kind = callback.kind
            let args = LuaArgs(vm, function: kind.rawValue, offset: 1)
            guard let vc = vm.object(at: 1, as: UIViewController.self) else {
                throw args.fail(0, expected: "a view controller as self")
            }
            switch kind {
            case .loadView:
                // semantics-layout-app §14 [doc "Should never be called directly"] [choice for the error]
                throw LuaScriptError.located("loadView must not be called directly; read vc.view or call vc:loadViewIfNeeded()")
            case .willMove:
                try vc.willMove(toParent: try args.optionalObject(1, as: UIViewController.self, expected: "a view controller or nil"))
            case .didMove:
                try vc.didMove(toParent: try args.optionalObject(1, as: UIViewController.self, expected: "a view controller or nil"))
            case .updateProperties:
                try vc.callUpdatePropertiesDirectly()   // semantics-ios26 §22.5
            default:
                let takesAnimated = callback.params.first?.0 == "animated"
                let animated = !takesAnimated || args.isAbsent(1) ? nil : try args.bool(1)
                try vc.callLifecycleMethodDirectly(kind, animated: animated)
            }
            return 0
        }
    }

    func typeName(of object: AnyObject) -> String {
        if let vc = object as? UIViewController { return "\(vc.className) \"\(vc.name)\"" }
        if let v = object as? UIView { return "\(v.className) \"\(v.name)\"" }
        return "userdata"
    }

    // MARK: class tables

    private var classMetatableKey: String { "lifelua.class" }

    private func makeClassMetatable() {
        vm.newTable()
        vm.pushFunction(id: constructorID)
        vm.setField("__call", at: -2)
        vm.pushFunction(id: classIndexID)
        vm.setField("__index", at: -2)
        vm.pushFunction { vm in
            guard vm.isTable(at: 1) else { vm.push("class"); return 1 }
            vm.getField("__name", at: 1)
            let name = vm.toString(at: -1) ?? "?"
            vm.push("class \(name)")
            return 1
        }
        vm.setField("__tostring", at: -2)
        // `Class.viewDidLoad = function … end` after the class was made: stored raw, and the
        // cached override sets start again.
        vm.pushFunction { [unowned self] vm in
            guard vm.isTable(at: 1), vm.isValidTableKey(at: 2) else { throw LuaScriptError.located("index is nil or NaN") }
            classGeneration += 1
            vm.pushValue(at: 2)
            vm.pushValue(at: 3)
            vm.rawSet(table: 1)
            return 0
        }
        vm.setField("__newindex", at: -2)
        // issue 12: getmetatable(UIViewController) answers this string, so a script cannot reach
        // (or replace) the metamethods
        vm.push("UIKit class")
        vm.setField("__metatable", at: -2)
        vm.pushValue(at: -1)
        vm.setField(classMetatableKey, at: LuaVM.registryIndex)
        vm.pop()
    }

    /// Creates a class table (copying `defsIndex`'s entries) and records its Ref under `name`.
    @discardableResult
    func makeClassTable(name: String, binding: ClassBinding, superRef: LuaVM.Ref?, defsIndex: Int32?) -> LuaVM.Ref {
        vm.newTable()
        if let defsIndex {
            vm.forEach(table: defsIndex) {
                vm.pushValue(at: -2)
                vm.pushValue(at: -2)
                vm.rawSet(table: -5)
            }
        }
        vm.push(name); vm.setField("__name", at: -2)
        vm.push(binding.name); vm.setField("__kind", at: -2)
        classGeneration += 1
        if let superRef { vm.push(superRef); vm.setField("super", at: -2) }
        if defsIndex == nil { installClassFunctions(binding) }
        vm.getField(classMetatableKey, at: LuaVM.registryIndex)
        vm.setMetatable(at: -2)
        let ref = vm.ref(at: -1)
        vm.pop()
        classRefs[name] = ref
        return ref
    }

    /// `UIView.animate`: functions of a registered class's own table.
    private func installClassFunctions(_ binding: ClassBinding) {
        for f in binding.classFunctions {
            vm.pushFunction { [unowned self] vm in try f.body(self, LuaArgs(vm, function: f.path)) }
            vm.setField(Self.pathParts(f.path).last!, at: -2)
        }
    }

    /// The registered class a class table instantiates (its `__kind`), if the value at `index` is one.
    func registeredClass(ofTableAt index: Int32) -> ClassBinding? {
        guard vm.isTable(at: index) else { return nil }
        vm.getField("__kind", at: index)
        defer { vm.pop() }
        return vm.toString(at: -1).flatMap { Registry.byName[$0] }
    }

    /// Visits the class table at `index` and its `super` chain, most specific first: `visit` gets
    /// each table on top of the stack (leave the stack as found) and returns false to stop. At most
    /// 64 levels, so a cycle a script made cannot hang.
    func walkClassChain(at index: Int32, _ visit: (_ depth: Int) -> Bool) {
        var depth = 0
        vm.pushValue(at: index)
        while vm.isTable(at: -1) && depth < 64 {
            if !visit(depth) { break }
            vm.push("super")
            vm.rawGet(table: -2)
            vm.remove(at: -2)
            depth += 1
        }
        vm.pop()
    }

    /// `Class.key` when the class table has no such raw field: `subclass`, then the superclass
    /// chain, then a harmless no-op for lifecycle callbacks (`Class.super.viewDidLoad(self)`).
    private func classIndex(_ vm: LuaVM) throws -> Int32 {
        guard vm.isTable(at: 1), let key = vm.toString(at: 2), vm.isString(at: 2) else { vm.pushNil(); return 1 }
        if key == "subclass", registeredClass(ofTableAt: 1)?.isSubclassable == true {
            vm.pushFunction(id: subclassID)
            return 1
        }
        if pushFromClassChain(at: 1, key, skipSelf: true) { return 1 }
        if key == EventKind.loadView.rawValue {
            vm.pushFunction(id: superLoadViewID)
            return 1
        }
        if Self.overridableNames.contains(key) {
            vm.pushFunction(id: noOpID)
            return 1
        }
        vm.pushNil()
        return 1
    }

    /// Pushes `key` found raw in the class table at `index` or its `super` chain; false (nothing
    /// pushed) when absent.
    @discardableResult
    func pushFromClassChain(at index: Int32, _ key: String, skipSelf: Bool = false) -> Bool {
        var found = false
        walkClassChain(at: index) { depth in
            if skipSelf && depth == 0 { return true }
            vm.push(key)
            vm.rawGet(table: -2)
            if vm.isNil(at: -1) { vm.pop(); return true }
            vm.insert(at: -2)   // the value goes under the table walkClassChain pops
            found = true
            return false
        }
        return found
    }

    /// `Base:subclass("Name", { defs })`
    private func subclass(_ vm: LuaVM) throws -> Int32 {
        let args = LuaArgs(vm, function: "subclass", offset: 1)
        guard vm.isTable(at: 1) else { throw LuaScriptError.located("subclass: call it on a class, as in UIViewController:subclass(\"Name\", { … })") }
        let name = try args.string(1)
        let defs = try args.optionalTable(2)
        guard let binding = registeredClass(ofTableAt: 1) else { throw args.fail(0, expected: "a class") }
        if let defs { try checkDefs(defs, of: binding) }
        let superRef = vm.ref(at: 1)
        let ref = makeClassTable(name: name, binding: binding, superRef: superRef, defsIndex: defs)
        vm.push(ref)
        return 1
    }

    /// A def whose name differs from a UIKit member only in letter case is an error naming the
    /// member meant (lua-api.md).
    private func checkDefs(_ index: Int32, of binding: ClassBinding) throws {
        var problems: [String] = []
        vm.forEach(table: index) {
            if let key = vm.toString(at: -2), vm.isString(at: -2),
               let meant = caseMismatch(key, in: binding) {
                problems.append("subclass: '\(key)' is not a member of \(binding.name); did you mean '\(meant)'?")
            }
            // issue 12: an override that is not a function was silently never called
            if let key = vm.toString(at: -2), vm.isString(at: -2), Self.overridableNames.contains(key), !vm.isFunction(at: -1) {
                problems.append("subclass: \(key): expected a function, got \(vm.typeName(at: -1))")
            }
        }
        // the first in a fixed order: lua_next's order changes from run to run (rule 3)
        if let first = problems.min() { throw LuaScriptError.located(first) }
    }

    func caseMismatch(_ key: String, in binding: ClassBinding) -> String? {
        let lower = key.lowercased()
        let names = binding.allMemberNames + Self.overridableCallbacks.map(\.kind.rawValue) + ["super", "className"]
        if names.contains(key) { return nil }
        return names.first { $0.lowercased() == lower }
    }
}

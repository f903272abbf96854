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
            try checkClassKey(at: 1, key: 2)
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
        try checkClassKey(at: 1, key: 2)
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

    /// A key read or written on a class table (`Class.viewDidApear = function … end`) that is not
    /// a member but near one (`caseMismatch`) is an error naming the member meant (issue 28).
    private func checkClassKey(at index: Int32, key: Int32) throws {
        guard vm.isString(at: key), let k = vm.toString(at: key), !k.hasPrefix("__"),
              let binding = registeredClass(ofTableAt: index) else { return }
        vm.getField("__name", at: index)
        let name = vm.toString(at: -1) ?? binding.name
        vm.pop()
        if let meant = caseMismatch(k, in: binding, extra: classTableNames(binding)) {
            throw LuaScriptError.located("\(name) has no member '\(k)'; did you mean '\(meant)'?")
        }
    }

    /// What a class table holds besides the instances' members.
    func classTableNames(_ binding: ClassBinding) -> [String] {
        ["init", "subclass"] + ConstructedClass.overridableGetters.sorted()
            + binding.chain.flatMap { $0.classFunctions.map { Self.pathParts($0.path).last! } }
    }

    /// A def whose name is not a UIKit member but near one (letter case, or a few edits:
    /// `caseMismatch`) is an error naming the member meant (lua-api.md, issue 28).
    private func checkDefs(_ index: Int32, of binding: ClassBinding) throws {
        var problems: [String] = []
        vm.forEach(table: index) {
            if let key = vm.toString(at: -2), vm.isString(at: -2),
               let meant = caseMismatch(key, in: binding, extra: classTableNames(binding)) {
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

    /// The UIKit member `key` was probably meant to be, when `key` is not one: the same name in
    /// another letter case, or one within `MemberSpelling.allowedEdits(key)` edits (issue 28).
    /// Memoised per class and key: a miss on an author's own field repeats in loops.
    func caseMismatch(_ key: String, in binding: ClassBinding, extra: [String] = []) -> String? {
        let cacheKey = "\(binding.name)\u{0}\(extra.isEmpty ? "" : "class\u{0}")\(key)"
        if let cached = nearMemberCache[cacheKey] { return cached.isEmpty ? nil : cached }
        let names = binding.allMemberNames + Self.overridableCallbacks.map(\.kind.rawValue) + ["super", "className"] + extra
        let meant = MemberSpelling.meant(key, among: names) ?? ""
        if nearMemberCache.count > 4096 { nearMemberCache.removeAll() }   // a script's own keys are unbounded
        nearMemberCache[cacheKey] = meant
        return meant.isEmpty ? nil : meant
    }
}

/// Which member a misspelt name meant (issue 28, item 2). A name is an error when it is not a
/// member but differs from one only in letter case, or by at most `allowedEdits` edits (an
/// insertion, a deletion, a substitution or two neighbours swapped, letter case ignored). Short
/// names allow fewer edits, so the author's own short fields (`shown`, `count`, `done`) stay
/// allowed: up to 4 characters, case only; 5 to 7, one edit; 8 or more, two.
enum MemberSpelling {
    static func allowedEdits(_ key: String) -> Int {
        let n = key.count
        return n >= 8 ? 2 : n >= 5 ? 1 : 0
    }

    static func meant(_ key: String, among names: [String]) -> String? {
        if names.contains(key) { return nil }
        let lower = Array(key.lowercased().utf8)
        let limit = allowedEdits(key)
        var best: (Int, String)? = nil
        for name in names {
            let other = Array(name.lowercased().utf8)
            if abs(other.count - lower.count) > limit { continue }
            let d = distance(lower, other, limit: limit)
            if d <= limit, best == nil || d < best!.0 || (d == best!.0 && name < best!.1) { best = (d, name) }
        }
        return best?.1
    }

    /// Optimal string alignment distance (Levenshtein with adjacent transpositions).
    static func distance(_ a: [UInt8], _ b: [UInt8], limit: Int) -> Int {
        if a == b { return 0 }
        let n = a.count, m = b.count
        var prev2 = [Int](repeating: 0, count: m + 1)
        var prev = Array(0...m)
        var cur = [Int](repeating: 0, count: m + 1)
        if n == 0 { return m }
        for i in 1...n {
            cur[0] = i
            var rowMin = cur[0]
            if m > 0 {
                for j in 1...m {
                    let cost = a[i - 1] == b[j - 1] ? 0 : 1
                    var v = min(prev[j] + 1, cur[j - 1] + 1, prev[j - 1] + cost)
                    if i > 1, j > 1, a[i - 1] == b[j - 2], a[i - 2] == b[j - 1] { v = min(v, prev2[j - 2] + 1) }
                    cur[j] = v
                    rowMin = min(rowMin, v)
                }
            }
            if rowMin > limit { return limit + 1 }
            (prev2, prev, cur) = (prev, cur, prev2)
        }
        return prev[m]
    }
}

// Lua classes: UIViewController, UIView, … are class tables; `UIViewController:subclass(name,
// defs)` makes a new one whose defs hold overrides, new methods and property defaults
// (lua-api.md, Subclasses). Instances are userdata whose __index/__newindex come here.
//
// Lookup on an instance, in order: a lifecycle callback name gives the direct-call method (so
// `vc:viewWillAppear(true)` is UIKit's misuse, traced with its warning); a property of the
// binding table; a built-in method; the instance's own fields; the class chain's defs.
// `self.super` is the class's superclass table; `Class.super.viewDidLoad(self)` is harmless.

import LifecycleKit
import LuaBridge

/// The engine class a class table instantiates.
enum ClassKind: String {
    case viewController = "UIViewController"
    case navigationController = "UINavigationController"
    case tabBarController = "UITabBarController"
    case view = "UIView"
    case window = "UIWindow"
}

extension ScriptHost {
    static let lifecycleCallbacks: [Callback] = [
        .viewDidLoad, .viewWillAppear, .viewIsAppearing, .viewDidAppear,
        .viewWillDisappear, .viewDidDisappear, .willMove, .didMove,
    ]

    func installClasses() {
        classes = allClassBindings()
        for c in classes { classByName[c.name] = c }
        for c in classes {
            c.superclass = c.superName.flatMap { classByName[$0] }
            for p in c.properties { c.propertyIndex[p.name] = p }
            for m in c.methods {
                c.methodIndex[m.name] = m
                let className = c.name
                c.methodIDs[m.name] = vm.registerFunction { [unowned self] vm in
                    guard let object = vm.object(at: 1), c.matches(object) else {
                        throw LuaScriptError.located("\(m.name): expected a \(className) as self (call it with ':', as in obj:\(m.name)(…)), got \(vm.object(at: 1).map { self.typeName(of: $0) } ?? vm.typeName(at: 1))")
                    }
                    return try m.body(self, object, LuaArgs(vm, function: m.name, offset: 1))
                }
            }
        }
        for callback in Self.lifecycleCallbacks {
            directCallIDs[callback] = vm.registerFunction { [unowned self] vm in
                let args = LuaArgs(vm, function: callback.rawValue, offset: 1)
                guard let vc = vm.object(at: 1, as: UIViewController.self) else {
                    throw args.fail(0, expected: "a view controller as self")
                }
                switch callback {
                case .willMove:
                    try vc.willMove(toParent: try args.optionalObject(1, as: UIViewController.self, expected: "a view controller or nil"))
                case .didMove:
                    try vc.didMove(toParent: try args.optionalObject(1, as: UIViewController.self, expected: "a view controller or nil"))
                case .viewDidLoad:
                    try vc.callLifecycleMethodDirectly(callback, animated: nil)
                default:
                    try vc.callLifecycleMethodDirectly(callback, animated: args.isAbsent(1) ? nil : try args.bool(1))
                }
                return 0
            }
        }
        noOpID = vm.registerFunction { _ in 0 }
        subclassID = vm.registerFunction { [unowned self] vm in try subclass(vm) }
        constructorID = vm.registerFunction { [unowned self] vm in try construct(vm) }
        classIndexID = vm.registerFunction { [unowned self] vm in try classIndex(vm) }
        makeClassMetatable()
        for kind in [ClassKind.viewController, .navigationController, .tabBarController, .view, .window] {
            let superName = classByName[kind.rawValue]?.superName
            makeClassTable(name: kind.rawValue, kind: kind, superRef: superName.flatMap { classRefs[$0] }, defsIndex: nil)
            vm.push(classRefs[kind.rawValue]!)
            vm.setGlobal(kind.rawValue)
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
            vm.getField("__name", at: 1)
            let name = vm.toString(at: -1) ?? "?"
            vm.push("class \(name)")
            return 1
        }
        vm.setField("__tostring", at: -2)
        vm.pushValue(at: -1)
        vm.setField(classMetatableKey, at: LuaVM.registryIndex)
        vm.pop()
    }

    /// Creates a class table (copying `defsIndex`'s entries) and records its Ref under `name`.
    @discardableResult
    func makeClassTable(name: String, kind: ClassKind, superRef: LuaVM.Ref?, defsIndex: Int32?) -> LuaVM.Ref {
        vm.newTable()
        if let defsIndex {
            vm.forEach(table: defsIndex) {
                vm.pushValue(at: -2)
                vm.pushValue(at: -2)
                vm.rawSet(table: -5)
            }
        }
        vm.push(name); vm.setField("__name", at: -2)
        vm.push(kind.rawValue); vm.setField("__kind", at: -2)
        if let superRef { vm.push(superRef); vm.setField("super", at: -2) }
        if kind == .view || kind == .window { installViewClassFunctions() }
        vm.getField(classMetatableKey, at: LuaVM.registryIndex)
        vm.setMetatable(at: -2)
        let ref = vm.ref(at: -1)
        vm.pop()
        classRefs[name] = ref
        return ref
    }

    /// `Class.key` when the class table has no such raw field: `subclass`, then the superclass
    /// chain, then a harmless no-op for lifecycle callbacks (`Class.super.viewDidLoad(self)`).
    private func classIndex(_ vm: LuaVM) throws -> Int32 {
        guard let key = vm.toString(at: 2), vm.isString(at: 2) else { vm.pushNil(); return 1 }
        vm.getField("__kind", at: 1)
        let kind = ClassKind(rawValue: vm.toString(at: -1) ?? "")
        vm.pop()
        if key == "subclass", kind != .view, kind != .window {
            vm.pushFunction(id: subclassID)
            return 1
        }
        if pushFromClassChain(at: 1, key, skipSelf: true) { return 1 }
        if let callback = Callback(rawValue: key), Self.lifecycleCallbacks.contains(callback) {
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
        var depth = 0
        vm.pushValue(at: index)
        while vm.isTable(at: -1) && depth < 64 {
            if !(skipSelf && depth == 0) {
                vm.push(key)
                vm.rawGet(table: -2)
                if !vm.isNil(at: -1) { vm.remove(at: -2); return true }
                vm.pop()
            }
            vm.push("super")
            vm.rawGet(table: -2)
            vm.remove(at: -2)
            depth += 1
        }
        vm.pop()
        return false
    }

    /// `Base:subclass("Name", { defs })`
    private func subclass(_ vm: LuaVM) throws -> Int32 {
        let args = LuaArgs(vm, function: "subclass", offset: 1)
        guard vm.isTable(at: 1) else { throw LuaScriptError.located("subclass: call it on a class, as in UIViewController:subclass(\"Name\", { … })") }
        let name = try args.string(1)
        let defs = try args.optionalTable(2)
        vm.getField("__kind", at: 1)
        guard let kind = ClassKind(rawValue: vm.toString(at: -1) ?? "") else { throw args.fail(0, expected: "a class") }
        vm.pop()
        if let defs { try checkDefs(defs, kind: kind) }
        let superRef = vm.ref(at: 1)
        let ref = makeClassTable(name: name, kind: kind, superRef: superRef, defsIndex: defs)
        vm.push(ref)
        return 1
    }

    /// A def whose name differs from a UIKit member only in letter case is an error naming the
    /// member meant (lua-api.md).
    private func checkDefs(_ index: Int32, kind: ClassKind) throws {
        guard let binding = classByName[kind.rawValue] else { return }
        var problems: [String] = []
        vm.forEach(table: index) {
            if let key = vm.toString(at: -2), vm.isString(at: -2),
               let meant = caseMismatch(key, in: binding) {
                problems.append("subclass: '\(key)' is not a member of \(kind.rawValue); did you mean '\(meant)'?")
            }
        }
        if let first = problems.first { throw LuaScriptError.located(first) }
    }

    func caseMismatch(_ key: String, in binding: ClassBinding) -> String? {
        let lower = key.lowercased()
        let names = binding.allMemberNames + Self.lifecycleCallbacks.map(\.rawValue) + ["super", "className"]
        if names.contains(key) { return nil }
        return names.first { $0.lowercased() == lower }
    }

    // MARK: construction

    /// `Class("Name")`, `Class{ name = "Name", property = value, … }`, `UINavigationController("Nav", root)`.
    private func construct(_ vm: LuaVM) throws -> Int32 {
        vm.getField("__kind", at: 1)
        let kind = ClassKind(rawValue: vm.toString(at: -1) ?? "") ?? .viewController
        vm.pop()
        vm.getField("__name", at: 1)
        let className = vm.toString(at: -1) ?? kind.rawValue
        vm.pop()
        let args = LuaArgs(vm, function: className, offset: 1)
        var name = className
        var options: Int32? = nil
        if vm.isTable(at: args.index(1)) {
            options = args.index(1)
            vm.getField("name", at: args.index(1))
            if let n = vm.toString(at: -1) { name = n }
            vm.pop()
        } else if let n = try args.optionalString(1) {
            name = n
        }
        let object: AnyObject
        switch kind {
        case .viewController:
            object = UIViewController(world: world, name: name, className: className)
        case .navigationController:
            var root: UIViewController? = nil
            if options == nil { root = try args.optionalObject(2, as: UIViewController.self, expected: "a root view controller") }
            else if let o = options {
                vm.getField("rootViewController", at: o)
                root = vm.object(at: -1, as: UIViewController.self)
                if root == nil && !vm.isNil(at: -1) { throw LuaScriptError.located("\(className): rootViewController: expected a view controller, got \(vm.typeName(at: -1))") }
                vm.pop()
            }
            object = try UINavigationController(world: world, name: name, root: root, className: className)
        case .tabBarController:
            object = UITabBarController(world: world, name: name, className: className)
        case .view:
            object = UIView(world: world, name: name)
        case .window:
            object = UIWindow(world: world, name: vm.isTable(at: args.index(1)) || !args.isAbsent(1) ? name : "Window")
        }
        if let vc = object as? UIViewController {
            vm.pushValue(at: 1)
            vc.binding = ScriptClass(ref: vm.ref(at: -1), name: className)
            vm.pop()
        }
        push(object)
        let instance = vm.top
        try applyClassDefaults(classIndex: 1, instance: instance)
        if let options {
            var keys: [String] = []
            vm.forEach(table: options) {
                if let k = vm.toString(at: -2), vm.isString(at: -2), k != "name", k != "rootViewController" { keys.append(k) }
            }
            // The contents first (a tab bar's tabs before its selectedIndex), then the rest by name.
            for key in keys.sorted(by: { a, b in a == "viewControllers" ? b != "viewControllers" : (b == "viewControllers" ? false : a < b) }) {
                vm.push(key)
                vm.getField(key, at: options)
                try assign(object, instance: instance, keyIndex: vm.top - 1, valueIndex: vm.top)
                vm.pop(2)
            }
        }
        vm.pushValue(at: instance)
        return 1
    }

    /// Property defaults declared in a subclass's defs, from the base class down.
    private func applyClassDefaults(classIndex: Int32, instance: Int32) throws {
        guard let object = vm.object(at: instance), let binding = binding(for: object) else { return }
        var chain: [LuaVM.Ref] = []
        vm.pushValue(at: classIndex)
        while vm.isTable(at: -1) && chain.count < 64 {
            chain.append(vm.ref(at: -1))
            vm.push("super"); vm.rawGet(table: -2); vm.remove(at: -2)
        }
        vm.pop()
        for ref in chain.reversed() {
            vm.push(ref)
            let table = vm.top
            var keys: [String] = []
            vm.forEach(table: table) {
                if let k = vm.toString(at: -2), vm.isString(at: -2), !vm.isFunction(at: -1),
                   binding.property(k)?.set != nil { keys.append(k) }
            }
            for key in keys.sorted() {
                vm.push(key)
                vm.getField(key, at: table)
                try binding.property(key)!.set!(self, object, vm.top)
                vm.pop(2)
            }
            vm.pop()
        }
    }
}

// Calling a class table: `Class("Name")`, `Class{ name = "Name", property = value, … }`,
// `UINavigationController("Nav", root)`. The registered class builds the engine object; then the
// subclass chain's property defaults apply, base first, then the options table's properties.

import LifecycleKit
import LuaBridge

extension ScriptHost {
    func construct(_ vm: LuaVM) throws -> Int32 {
        releaseObjectsCollectedAtScale()
        guard let info = constructedClass(at: 1) else {
            throw LuaScriptError.located("a class is constructed by calling it, as in UIViewController(\"Name\")")
        }
        // argument 1, after the class table: a name, an options table or nothing
        var name: String? = nil
        var options: Int32? = nil
        let named = !vm.isNoneOrNil(at: 2)
        if vm.isTable(at: 2) {
            options = 2
            vm.getField("name", at: 2)
            defer { vm.pop() }
            if !vm.isNil(at: -1) {   // issue 12: a name that is not a string was silently ignored
                guard vm.isString(at: -1), let n = vm.toString(at: -1) else { throw valueError("\(info.name): name", expected: "a string", at: -1) }
                name = n
            }
        } else if named {
            // LuaArgs.string's rule (a string, or a number's text), read without building the
            // LuaArgs, which only the error needs
            guard let n = vm.toString(at: 2) else { throw LuaArgs(vm, function: info.name, offset: 1).fail(1, expected: "string") }
            name = n
        }
        let callTop = vm.top   // the constructor's arguments, for a subclass's init
        let mark = vm.objectsMade
        let object = try info.binding.construct(self, ConstructorArguments(
            name: name ?? info.name, named: named, constructed: info, options: options, vm: vm))
        if let vc = object as? UIViewController { vc.associatedObject = info.scriptClass }
        // new (ClassBinding.construct): no userdata yet, and nothing of UIKit's holds it to anchor
        assert(!((object as? UIViewController)?.isHeldByUIKit ?? false))
        // a constructor makes exactly its binding's class (checked in debug builds)
        assert(Registry.number(of: object) == info.classNumber, "\(info.binding.name) constructed another class")
        vm.push(object: object, createdAt: mark, classNumber: withMemberTable(info.classNumber))
        let instance = vm.top
        try applyClassDefaults(info, to: object, instance: instance)
        if let options { try applyOptions(options, of: info.binding, to: object, instance: instance) }
        if let vc = object as? UIViewController {
            try installGetters(info, on: vc)
            try runInit(info, instance: instance, options: options, callTop: callTop)
        }
        vm.pushValue(at: instance)
        return 1
    }

    /// issue 30: objects the collector took wait for their release until the next checkpoint
    /// (their deinit comes at a point of the engine's choosing); once as many wait as the limit of
    /// exact deinit timing, a loop that makes and drops objects with no checkpoint is at scale
    /// (docs/decisions.md "Deinit at scale"), and the next object the script makes outside an
    /// engine operation releases them first, so its memory stays flat. Their deinits come
    /// there, between operations, after every callback of theirs.
    private func releaseObjectsCollectedAtScale() {
        guard vm.pendingReleaseCount >= ScriptHost.exactDeinitLimit, !world.isInOperation else { return }
        vm.drainReleases()
    }

    /// `Class{ … }`'s properties: the contents first (a tab bar's tabs before its selectedIndex),
    /// then the rest by name. `name` and the constructor's own options were used already.
    private func applyOptions(_ options: Int32, of binding: ClassBinding, to object: AnyObject, instance: Int32) throws {
        let consumed = Set(["name"] + binding.chain.flatMap { $0.constructorOptions.map(\.0) })
        var keys: [String] = []
        vm.forEach(table: options) {
            if let k = vm.toString(at: -2), vm.isString(at: -2), !consumed.contains(k) { keys.append(k) }
        }
        func rank(_ key: String) -> Int { key == "viewControllers" ? 0 : 1 }
        for key in keys.sorted(by: { (rank($0), $0) < (rank($1), $1) }) {
            vm.push(key)
            vm.getField(key, at: options)
            try assign(object, instance: instance, keyIndex: vm.top - 1, valueIndex: vm.top)
            vm.pop(2)
        }
    }

    /// lua-api "Initialisers": a subclass's `init(self, …)` runs inside the constructor, after
    /// UIKit's init and the properties, with the arguments after those the class's constructor
    /// takes (`Drawer("Name", center)`), or the options table in the table form.
    private func runInit(_ info: ConstructedClass, instance: Int32, options: Int32?, callTop: Int32) throws {
        guard info.hasInit else { return }
        vm.push(info.ref)
        guard pushFromClassChain(at: -1, "init") else { vm.pop(); return }
        vm.remove(at: -2)
        guard vm.isFunction(at: -1) else { vm.pop(); return }
        let firstExtra = Int32(2 + info.binding.positional.count)   // after the class table and the positional ones
        try callPushed {
            vm.pushValue(at: instance)
            if let options { vm.pushValue(at: options); return 2 }
            var n: Int32 = 1
            if callTop >= firstExtra { for i in firstExtra...callTop { vm.pushValue(at: i); n += 1 } }
            return n
        }
    }

    /// lua-api "overridden properties": a property given as a getter function is called each time
    /// UIKit reads it.
    private func installGetters(_ info: ConstructedClass, on vc: UIViewController) throws {
        for key in info.getters where key == "shouldAutomaticallyForwardAppearanceMethods" {
            vc.scriptedForwardingGetter = { [unowned self, unowned vc] in try self.callGetter(key, of: vc) }
        }
    }

    private func callGetter(_ key: String, of vc: UIViewController) throws -> Bool {
        guard let scriptClass = vc.associatedObject as? ScriptClass else { return true }
        vm.push(scriptClass.ref)
        guard pushFromClassChain(at: -1, key) else { vm.pop(); return true }
        vm.remove(at: -2)
        guard vm.isFunction(at: -1) else { defer { vm.pop() }; return try bool(at: -1, key) }
        try callPushed(results: 1) { push(vc); return 1 }
        defer { vm.pop() }
        guard !vm.isNil(at: -1), vm.typeName(at: -1) == "boolean" else {
            throw LuaScriptError.located("\(key): the getter must return a boolean, got \(vm.typeName(at: -1))")
        }
        return vm.toBool(at: -1)
    }

    /// A view controller given as a constructor option (`rootViewController = …`), or nil.
    func optionController(_ c: ConstructorArguments, _ key: String) throws -> UIViewController? {
        guard let options = c.options else { return nil }
        vm.getField(key, at: options)
        defer { vm.pop() }
        if vm.isNil(at: -1) { return nil }
        guard let vc = vm.object(at: -1, as: UIViewController.self) else {
            throw LuaScriptError.located("\(c.className): \(key): expected a view controller, got \(vm.typeName(at: -1))")
        }
        return vc
    }

    /// Property defaults declared in a subclass's defs, from the base class down. The keys come
    /// from the class's cache; the values are read now.
    private func applyClassDefaults(_ info: ConstructedClass, to object: AnyObject, instance: Int32) throws {
        let binding = info.binding   // what constructed the object
        if info.defaultsGeneration != classGeneration { findDefaults(of: info, binding) }
        if info.defaults.isEmpty { return }   // most classes: nothing to copy, nothing to retain
        for (ref, keys) in info.defaults {
            vm.push(ref)
            let table = vm.top
            for key in keys {
                vm.push(key)
                vm.getField(key, at: table)
                if !vm.isNil(at: -1) && !vm.isFunction(at: -1) {
                    try binding.property(key)!.set!(self, object, vm.top)
                }
                vm.pop(2)
            }
            vm.pop()
        }
    }

    /// The settable properties each class table of the chain gives a default for (base first),
    /// computed again when a class table gained a key (`classGeneration`).
    private func findDefaults(of info: ConstructedClass, _ binding: ClassBinding) {
        var chain: [LuaVM.Ref] = []
        vm.push(info.ref)
        walkClassChain(at: vm.top) { _ in chain.append(vm.ref(at: -1)); return true }
        vm.pop()
        var result: [(LuaVM.Ref, [String])] = []
        var hasInit = false
        var getters: Set<String> = []
        for ref in chain.reversed() {
            vm.push(ref)
            var keys: [String] = []
            vm.forEach(table: vm.top) {
                guard let k = vm.toString(at: -2), vm.isString(at: -2) else { return }
                if !vm.isFunction(at: -1), binding.property(k)?.set != nil { keys.append(k) }
                // lua-api "Initialisers, overridden properties": an init, a property's getter function
                if vm.isFunction(at: -1) && k == "init" { hasInit = true }
                if vm.isFunction(at: -1) && ConstructedClass.overridableGetters.contains(k) { getters.insert(k) }
            }
            vm.pop()
            if !keys.isEmpty { result.append((ref, keys.sorted())) }
        }
        info.defaults = result
        info.hasInit = hasInit
        info.getters = getters.sorted()
        info.defaultsGeneration = classGeneration
    }

    /// What constructing from the class table at `index` needs, cached by the table (reading
    /// `__kind` and `__name`, a registry reference and a ScriptClass per instance would repeat per
    /// construction what is fixed per class). A script that rewrites `__name` or `__kind` of an
    /// existing class (nothing UIKit has) is not noticed.
    func constructedClass(at index: Int32) -> ConstructedClass? {
        guard vm.isTable(at: index), let key = vm.pointer(at: index) else { return nil }
        // the class of the last construction first, as a loop constructs one class many times
        // (its info holds the table, so the pointer stays that table's)
        if let last = lastConstructed, last.key == key { return last.info }
        if let info = constructedClasses[key] { lastConstructed = (key, info); return info }
        guard let binding = registeredClass(ofTableAt: index) else { return nil }
        vm.getField("__name", at: index)
        // UIKit's own class keeps the binding's name, a literal: its instances' className then
        // needs no reference counting
        var name = binding.name
        if let given = vm.toString(at: -1), given != name { name = given }
        vm.pop()
        let info = ConstructedClass(binding: binding, scriptClass: ScriptClass(ref: vm.ref(at: index), name: name))
        // bounded: a script making classes in a loop must not grow it for ever
        if constructedClasses.count >= 1024 { constructedClasses.removeAll() }
        constructedClasses[key] = info
        lastConstructed = (key, info)
        return info
    }
}

/// A class table's cached facts for construction (`ScriptHost.constructedClass(at:)`); its
/// script class's `ref` keeps the table, so the pointer it is cached under stays its own.
final class ConstructedClass {
    let binding: ClassBinding
    /// Shared by every instance: the class table, its name, its overrides (cached by generation).
    let scriptClass: ScriptClass
    var defaults: [(LuaVM.Ref, [String])] = []
    var defaultsGeneration = -1
    /// Whether the class chain defines `init(self, …)`, and the overridable properties it gives as
    /// getter functions (found with the defaults, same generation).
    var hasInit = false
    var getters: [String] = []
    /// The properties a subclass may give as a getter, as a Swift `override var` (lua-api.md).
    static let overridableGetters: Set<String> = ["shouldAutomaticallyForwardAppearanceMethods"]

    var ref: LuaVM.Ref { scriptClass.ref }
    var name: String { scriptClass.name }

    /// The number of the class it constructs, for its instances' member table.
    let classNumber: Int

    init(binding: ClassBinding, scriptClass: ScriptClass) {
        self.binding = binding
        self.scriptClass = scriptClass
        classNumber = Registry.number(of: binding)
    }
}

// Calling a class table: `Class("Name")`, `Class{ name = "Name", property = value, … }`,
// `UINavigationController("Nav", root)`. The registered class builds the engine object; then the
// subclass chain's property defaults apply, base first, then the options table's properties.

import LifecycleKit
import LuaBridge

extension ScriptHost {
    func construct(_ vm: LuaVM) throws -> Int32 {
        guard vm.isTable(at: 1), let binding = registeredClass(ofTableAt: 1) else {
            throw LuaScriptError.located("a class is constructed by calling it, as in UIViewController(\"Name\")")
        }
        vm.getField("__name", at: 1)
        let className = vm.toString(at: -1) ?? binding.name
        vm.pop()
        let args = LuaArgs(vm, function: className, offset: 1)
        var name = className
        var options: Int32? = nil
        if vm.isTable(at: args.index(1)) {
            options = args.index(1)
            vm.getField("name", at: args.index(1))
            defer { vm.pop() }
            if !vm.isNil(at: -1) {   // issue 12: a name that is not a string was silently ignored
                guard vm.isString(at: -1), let n = vm.toString(at: -1) else { throw valueError("\(className): name", expected: "a string", at: -1) }
                name = n
            }
        } else if let n = try args.optionalString(1) {
            name = n
        }
        let object = try binding.construct(self, ConstructorArguments(
            name: name, named: options != nil || !args.isAbsent(1), className: className, args: args, options: options))
        if let vc = object as? UIViewController {
            vm.pushValue(at: 1)
            vc.associatedObject = ScriptClass(ref: vm.ref(at: -1), name: className)
            vm.pop()
        }
        push(object)
        let instance = vm.top
        try applyClassDefaults(classIndex: 1, instance: instance)
        if let options { try applyOptions(options, of: binding, to: object, instance: instance) }
        vm.pushValue(at: instance)
        return 1
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

    /// Property defaults declared in a subclass's defs, from the base class down.
    private func applyClassDefaults(classIndex: Int32, instance: Int32) throws {
        guard let object = vm.object(at: instance), let binding = Registry.binding(for: object) else { return }
        var chain: [LuaVM.Ref] = []
        walkClassChain(at: classIndex) { _ in chain.append(vm.ref(at: -1)); return true }
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

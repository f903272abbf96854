// __index / __newindex / __tostring of every engine object a scenario holds.

import LifecycleKit
import LuaBridge

extension ScriptHost {
    func installObjectHooks() {
        vm.objectIndex = { [unowned self] vm, object in try index(object) }
        vm.objectNewIndex = { [unowned self] vm, object in
            try assign(object, instance: 1, keyIndex: 2, valueIndex: 3)
            return 0
        }
        vm.objectToString = { object in
            (object as? CustomStringConvertible)?.description ?? "<object>"   // UIKit's "<Class: name>"
        }
        vm.objectTypeName = { [unowned self] object in typeName(of: object) }
        vm.objectClassNumber = { [unowned(unsafe) self] object in classNumber(of: object) }
    }

    /// The number of the object's class for its userdata's members (`LuaVM.defineObjectClass`),
    /// for an object a constructor did not make (a constructor knows its class's number:
    /// `ConstructedClass.classNumber`).
    func classNumber(of object: AnyObject) -> Int {
        withMemberTable(Registry.number(of: object))
    }

    /// `number`, after making its member table if this is its first instance (start-up makes
    /// none); 0 (no class) stays 0.
    @inline(__always)
    func withMemberTable(_ number: Int) -> Int {
        if number > 0 && !hasMemberTable[number] { defineMemberTable(number) }
        return number
    }

    /// Class `number`'s members as Lua sees them, in `ClassBinding.memberOrder` (the one
    /// statement of precedence), found by the C `__index` without entering Swift for a method.
    private func defineMemberTable(_ number: Int) {
        hasMemberTable[number] = true
        let members = Registry.classes[number - 1].memberOrder.map { name, member -> (String, LuaVM.ObjectMember) in
            switch member {
            case .method(let m, let x): return (name, .method(functionID: methodIDs[x.name]![m.name]!))
            case .property(let p, let x):
                let id = getterID(p, of: x)
                return (name, p.cached.map { .cachedGetter(functionID: id, slot: $0.rawValue) } ?? .getter(functionID: id))
            case .callback(let callback): return (name, .method(functionID: directCallIDs[callback.kind]!))
            }
        }
        vm.defineObjectClass(number, members: members)
    }

    /// The registered getter of a class's property (one per property, shared by subclasses).
    private func getterID(_ p: PropertyBinding, of c: ClassBinding) -> Int {
        let key = c.name + "." + p.name
        if let id = getterIDs[key] { return id }
        let get = p.get
        // unretained: see ScriptHost.deinit for the lifetime rule
        let host = Unmanaged.passUnretained(self)
        let id = vm.registerFunction { vm in
            try host._withUnsafeGuaranteedRef { host in
                if try vm.withGetterSelf({ try get(host, $0) }) == nil { vm.pushNil() }
            }
            return 1
        }
        getterIDs[key] = id
        return id
    }

    /// `object[key]` for what is not a member of its class (the C `__index` found those in the
    /// member table, `defineMemberTable`): `super`, the instance's own fields, the script class's
    /// methods, else nil — or an error for a member's name in the wrong letter case.
    private func index(_ object: AnyObject) throws -> Int32 {
        guard vm.isString(at: 2), let key = vm.toString(at: 2) else { return pushField() }
        guard let binding = binding(for: object) else { return pushField() }
        assert(binding.member(key) == nil, "\(key): a member of \(binding.name) reached the Swift __index")
        if key == "super", let scriptClass = (object as? UIViewController)?.associatedObject as? ScriptClass {
            vm.push(scriptClass.ref)
            vm.push("super")
            vm.rawGet(table: -2)
            vm.remove(at: -2)
            return 1
        }
        if pushField() == 1, !vm.isNil(at: -1) { return 1 }
        vm.pop()
        if let scriptClass = (object as? UIViewController)?.associatedObject as? ScriptClass {
            vm.push(scriptClass.ref)
            let found = pushFromClassChain(at: -1, key)
            vm.remove(at: found ? -2 : -1)
            if found { return 1 }
        } else if object is UIView, let ref = classRefs[binding.name] {
            vm.push(ref)
            let found = pushFromClassChain(at: -1, key)
            vm.remove(at: found ? -2 : -1)
            if found { return 1 }
        }
        if let meant = caseMismatch(key, in: binding) {
            throw LuaScriptError.located("\(binding.name) has no member '\(key)'; did you mean '\(meant)'?")
        }
        vm.pushNil()
        return 1
    }

    /// The instance's own field for the key at index 2 (nil when none).
    private func pushField() -> Int32 {
        guard vm.pushInstanceFields(at: 1, create: false) else { vm.pushNil(); return 1 }
        vm.pushValue(at: 2)
        vm.rawGet(table: -2)
        vm.remove(at: -2)
        return 1
    }

    /// `object[key] = value`: a property's setter, else a field of the author's own (a stored
    /// property of a Swift subclass); a name that differs from a UIKit member only in letter case
    /// is an error naming the member meant (lua-api.md).
    func assign(_ object: AnyObject, instance: Int32, keyIndex: Int32, valueIndex: Int32) throws {
        let key = vm.isString(at: keyIndex) ? vm.toString(at: keyIndex) : nil
        if let key, let binding = binding(for: object) {
            switch binding.member(key) {
            case .property(let property, _)?:
                guard let set = property.set else {
                    throw LuaScriptError.located("\(binding.name).\(key) is read-only")
                }
                try set(self, object, valueIndex)
                return
            case .method?:
                throw LuaScriptError.located("\(binding.name).\(key) is a method; define methods in a subclass (\(binding.name):subclass(\"Name\", { \(key) = function(self, …) end }))")
            case .callback?, nil:
                break
            }
            if let meant = caseMismatch(key, in: binding) {
                throw LuaScriptError.located("\(binding.name) has no member '\(key)'; did you mean '\(meant)'?")
            }
        }
        guard vm.isValidTableKey(at: keyIndex) else { throw LuaScriptError.located("index is nil or NaN") }
        let k = vm.absIndex(keyIndex), v = vm.absIndex(valueIndex)
        _ = vm.pushInstanceFields(at: vm.absIndex(instance), create: true)
        vm.pushValue(at: k)
        vm.pushValue(at: v)
        vm.rawSet(table: -3)
        vm.pop()
    }
}

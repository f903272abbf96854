import CLua
import LuaShim

// One userdata per Swift object (a weak-valued cache, found by the object's address: object_identity.c),
// holding one retained pointer; __gc only releases it. One shared metatable dispatches to the
// client's hooks.
// Each userdata's block holds the retained pointer, its serial number (determinism.c), its class
// number and its slot (lifelua_object_block, object_block.h). Its user values: 1, the per-instance
// fields a script sets, and 2, the values Swift keeps for the object (its delegate tables), out of
// the script's reach, both tables created lazily; then the cached values (`cachedGetter`).
// Anchors: a strong registry table userdata → true keeps an object's userdata alive.
extension LuaVM {
    func setUpObjects() {
        let reg = lifelua_registryindex()
        // weak-valued cache
        newTable()
        newTable()
        push("v")
        setField("__mode", at: -2)
        lua_setmetatable(L, -2)
        cacheRef = luaL_ref(L, reg)
        // anchors
        newTable()
        anchorsRef = luaL_ref(L, reg)
        // the metatable
        newTable()
        let fallback = registerFunction { vm in
            guard let obj = vm.object(at: 1) else { vm.pushNil(); return 1 }
            if let f = vm.objectIndex { return try f(vm, obj) }
            // default: per-instance fields
            guard vm.pushInstanceFields(at: 1, create: false) else { vm.pushNil(); return 1 }
            vm.pushValue(at: 2)
            vm.rawGet(table: -2)
            return 1
        }
        lifelua_pushobjectindex(L, lua_Integer(fallback))
        setField("__index", at: -2)
        pushFunction { vm in
            guard let obj = vm.object(at: 1) else { return 0 }
            if let f = vm.objectNewIndex { return try f(vm, obj) }
            // rule 1: lua_rawset raises on a nil or NaN key; refuse it here, in Swift
            guard vm.isValidTableKey(at: 2) else { throw LuaScriptError.located("index is nil or NaN") }
            _ = vm.pushInstanceFields(at: 1, create: true)
            vm.pushValue(at: 2)
            vm.pushValue(at: 3)
            vm.rawSet(table: -3)
            return 0
        }
        setField("__newindex", at: -2)
        pushFunction { vm in
            vm.push(vm.describe(at: 1))
            return 1
        }
        setField("__tostring", at: -2)
        pushFunction { vm in
            vm.finalizeObject(at: 1)
            return 0
        }
        setField("__gc", at: -2)
        push(LIFELUA_OBJECT_NAME)
        setField("__name", at: -2)
        push(false)
        setField("__metatable", at: -2)
        metatableRef = luaL_ref(L, reg)
    }

    func finalizeObject(at i: Int32) {
        guard let raw = lifelua_take_object(L, i) else { return }
        liveObjectCount -= 1
        // Finalizers run at arbitrary allocation points; the host may want the Swift objects
        // released (and their deinit run) only at points of its choosing.
        if defersReleases {
            pendingReleases.append(raw)
        } else {
            Unmanaged<AnyObject>.fromOpaque(raw).release()
        }
    }

    /// Releases the Swift objects whose userdata were finalized while `defersReleases` was set.
    public func drainReleases() {
        while !pendingReleases.isEmpty {
            let batch = pendingReleases
            pendingReleases.removeAll()
            for raw in batch { Unmanaged<AnyObject>.fromOpaque(raw).release() }
        }
    }

    private func pushAnchors() { lua_rawgeti(L, lifelua_registryindex(), lua_Integer(anchorsRef)) }

    private static func key(_ object: AnyObject) -> UnsafeRawPointer {
        UnsafeRawPointer(Unmanaged.passUnretained(object).toOpaque())
    }

    /// Pushes the object's userdata, the same one as long as Lua holds it.
    public func push(object: AnyObject) {
        if pushExistingUserdata(of: object) { return }
        pushNewUserdata(of: object)
    }

    /// Pushes the userdata of an object created when `objectsMade` was `mark`: if no userdata
    /// was made since, it has none, and a new one is made without looking (a constructor's
    /// object). `classNumber`: the object's (`objectClassNumber`), when the caller
    /// knows it, as a constructor does for the class it makes again and again.
    public func push(object: AnyObject, createdAt mark: Int, classNumber: Int? = nil) {
        if objectsMade == mark { pushNewUserdata(of: object, classNumber: classNumber) } else { push(object: object) }
    }

    private func pushNewUserdata(of object: AnyObject, classNumber known: Int? = nil) {
        hot.pointee.objectsMade += 1
        let classNumber = lua_Integer(known ?? objectClassNumber?(object) ?? 0)   // may define the class
        let charge = hot.pointee.engineBytes
        // only while collected objects wait for their release: the script drops objects (a
        // loop that holds what it makes would only pay for collections that free nothing)
        let waiting = hot.pointee.pendingReleases.count
        let charged = charge.perObject > 0 && waiting > 0 && liveObjectCount + waiting >= charge.fromLiveObjects
        lifelua_push_new_object(L, cacheRef, metatableRef, Self.key(object), Unmanaged.passRetained(object).toOpaque(),
                                classNumber, Int32(Self.firstCachedValue + cachedValueSlots - 1), charged ? charge.perObject : 0)
        liveObjectCount += 1
        if liveObjectCount > objectCachePeak { objectCachePeak = liveObjectCount }
    }

    /// A member of a class of bridged objects, found by the C `__index` without entering Swift.
    public enum ObjectMember {
        /// `obj.name` is this registered function's closure, made once (`obj:name(…)` calls it).
        case method(functionID: Int)
        /// `obj.name` calls this registered function (self at 1, the key at 2), which pushes the value.
        case getter(functionID: Int)
        /// A getter whose value the object's userdata keeps in `slot` (1…`cachedValueSlots`)
        /// after the first read, so later reads stay in C. For a value that changes only
        /// through its own setter, which calls `forgetCachedValue(of:slot:)`.
        case cachedGetter(functionID: Int, slot: Int)
    }

    /// User values 1 and 2 are the instance fields and the owned values; cached values follow.
    static let firstCachedValue = 3

    /// Forgets the value `slot` keeps for `object` (its setter changed it); nothing if the object
    /// has no userdata.
    public func forgetCachedValue(of object: AnyObject, slot: Int) {
        guard pushExistingUserdata(of: object) else { return }
        pushNil()
        _ = lua_setiuservalue(L, -2, Int32(Self.firstCachedValue + slot - 1))
        pop()
    }

    /// Declares the members of class `number` (> 0), the number `objectClassNumber` gives an
    /// object when its userdata is made (it may declare them then). Keys not among them go to
    /// `objectIndex`; a name given twice keeps its last member.
    /// The members live in C (object_members.c), not in Lua tables, which every collection walks.
    public func defineObjectClass(_ number: Int, members: [(String, ObjectMember)]) {
        precondition(number > 0)
        lifelua_define_member_class(L, lua_Integer(number), members.count)
        for (name, member) in members {
            let kind: Int32, value: lua_Integer
            switch member {
            case .method(let id) where lifelua_is_light_function_id(lua_Integer(id)) != 0:
                (kind, value) = (Int32(LIFELUA_MEMBER_METHOD), lua_Integer(id))
            case .method(let id):
                // a closure, made once and kept in the registry: the same function on every read
                pushFunction(id: id)
                (kind, value) = (Int32(LIFELUA_MEMBER_METHOD_REF), lua_Integer(luaL_ref(L, lifelua_registryindex())))
            case .getter(let id):
                (kind, value) = (Int32(LIFELUA_MEMBER_GETTER), lua_Integer(id))
            case .cachedGetter(let id, let slot):
                precondition(slot >= 1 && slot <= cachedValueSlots)
                (kind, value) = (Int32(LIFELUA_MEMBER_CACHED_GETTER), lua_Integer(id) << 8 | lua_Integer(Self.firstCachedValue + slot - 1))
            }
            var name = name
            name.withUTF8 { lifelua_add_member(L, lua_Integer(number), UnsafeRawPointer($0.baseAddress!).assumingMemoryBound(to: CChar.self), $0.count, kind, value) }
        }
    }

    /// Pushes the object's userdata if it has one; returns false (nothing pushed) otherwise.
    public func pushExistingUserdata(of object: AnyObject) -> Bool {
        lifelua_push_cached_object(L, cacheRef, Self.key(object)) != 0
    }

    /// Whether the value at `index` is a bridged object's userdata.
    public func isObject(at index: Int32) -> Bool {
        guard lua_type(L, index) == LUA_TUSERDATA, lua_getmetatable(L, index) != 0 else { return false }
        lua_rawgeti(L, lifelua_registryindex(), lua_Integer(metatableRef))
        let same = lua_rawequal(L, -1, -2) != 0
        pop(2)
        return same
    }

    /// The Swift object at `index`, or nil for anything else (or a finalized userdata).
    public func object(at index: Int32) -> AnyObject? {
        guard isObject(at: index), let p = lua_touserdata(L, index) else { return nil }
        guard let raw = p.assumingMemoryBound(to: UnsafeMutableRawPointer?.self).pointee else { return nil }
        return Unmanaged<AnyObject>.fromOpaque(raw).takeUnretainedValue()
    }

    /// Runs `body` with self (index 1) of a getter the C `__index` called (`ObjectMember.getter`),
    /// without retaining it (the userdata holds it for the call); nil, without running it, for a
    /// finalized object. The C `__index` checked already that self is a bridged object's userdata.
    @inlinable
    public func withGetterSelf<R>(_ body: (AnyObject) throws -> R) rethrows -> R? {
        guard let p = lua_touserdata(L, 1),
              let raw = p.assumingMemoryBound(to: UnsafeMutableRawPointer?.self).pointee else { return nil }
        return try Unmanaged<AnyObject>.fromOpaque(raw)._withUnsafeGuaranteedRef(body)
    }

    public func object<T>(at index: Int32, as type: T.Type) -> T? {
        guard let object = object(at: index) else { return nil }
        return object as? T
    }

    /// Pushes the per-instance field table of the userdata at `index` (creating it if `create`).
    /// Returns false, with nothing pushed, if there is none or the value is not a bridged object.
    public func pushInstanceFields(at index: Int32, create: Bool) -> Bool {
        let i = absIndex(index)
        guard isObject(at: i) else { return false }
        if lua_getiuservalue(L, i, 1) == LUA_TTABLE { return true }
        pop()
        guard create else { return false }
        newTable()
        lua_pushvalue(L, -1)
        _ = lua_setiuservalue(L, i, 1)
        return true
    }

    /// Stores the value at `index` as the object's `slot` (user value 2; nil clears it), where the
    /// collector traces it from the object's userdata: a delegate table whose functions capture
    /// the object makes a cycle Lua can collect, which a registry reference would pin for good.
    /// Returns false, storing nothing, if the object has no userdata.
    public func setOwnedValue(at index: Int32, of object: AnyObject, slot: String) -> Bool {
        let value = absIndex(index)
        guard pushExistingUserdata(of: object) else { return false }
        if lua_getiuservalue(L, -1, 2) != LUA_TTABLE {
            pop()
            newTable()
            lua_pushvalue(L, -1)
            _ = lua_setiuservalue(L, -3, 2)
        }
        push(slot)
        lua_pushvalue(L, value)
        lua_rawset(L, -3)  // a string key: raises only for memory, as any push does
        pop(2)
        return true
    }

    /// Pushes the object's `slot` value (nil if unset or the object has no userdata).
    public func pushOwnedValue(of object: AnyObject, slot: String) {
        guard pushExistingUserdata(of: object) else { pushNil(); return }
        if lua_getiuservalue(L, -1, 2) == LUA_TTABLE {
            push(slot)
            lua_rawget(L, -2)
            lifelua_remove(L, -2)
        }
        lifelua_remove(L, -2)
    }

    /// Anchored objects' userdata (and their fields) stay alive whatever Lua holds.
    /// No-op when the object has no userdata.
    public func setAnchored(_ object: AnyObject, _ anchored: Bool) {
        guard pushExistingUserdata(of: object) else { return }
        pushAnchors()
        lifelua_insert(L, -2)
        pushValue(at: -1)
        let was = lua_rawget(L, -3) != LUA_TNIL
        pop()
        if anchored { push(true) } else { pushNil() }
        lua_rawset(L, -3)
        pop()
        guard anchored != was else { return }
        anchoredCount += anchored ? 1 : -1
        if anchoredCount > anchorsPeak { anchorsPeak = anchoredCount }
    }

    public func isAnchored(_ object: AnyObject) -> Bool {
        guard pushExistingUserdata(of: object) else { return false }
        pushAnchors()
        lifelua_insert(L, -2)
        let t = lua_rawget(L, -2)
        pop(2)
        return t != LUA_TNIL
    }
}

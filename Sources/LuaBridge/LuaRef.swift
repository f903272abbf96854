import CLua
import LuaShim

extension LuaVM {
    /// A registry reference to a Lua value held by Swift; released when the Ref dies.
    /// Note: a Ref held by a Swift object that Lua holds makes a cycle the collector cannot see;
    /// keep an object's Lua values with `own(at:owner:slot:)` instead.
    public final class Ref {
        public let id: Int32
        /// The state, not the VM: a weak reference to the VM would give it a side table, and
        /// every retain of it (each call from Lua) would take the runtime's slow path.
        let state: StateHandle

        init(state: StateHandle, id: Int32) {
            self.state = state
            self.id = id
        }

        deinit {
            if !state.closed, id != LUA_REFNIL, id != LUA_NOREF {
                luaL_unref(state.main, lifelua_registryindex(), id)  // non-raising
            }
        }
    }

    /// A reference to the value at `index` (not popped).
    public func ref(at index: Int32) -> Ref {
        lua_pushvalue(L, index)
        return Ref(state: stateHandle, id: luaL_ref(L, lifelua_registryindex()))
    }

    /// Pushes the referenced value (nil for a nil reference).
    public func push(_ ref: Ref) {
        if ref.id == LUA_REFNIL || ref.id == LUA_NOREF { lua_pushnil(L); return }
        lua_rawgeti(L, lifelua_registryindex(), lua_Integer(ref.id))
    }
}

extension LuaVM {
    /// A Lua value Swift keeps on an object's behalf (a delegate table): in the object's userdata,
    /// so a value that captures the object is collected with it (issue 12, item 7); with no owner
    /// (a global's field), in the registry.
    public final class OwnedValue {
        private let root: Ref?
        private weak var owner: AnyObject?
        private let slot: String

        fileprivate init(root: Ref?, owner: AnyObject?, slot: String) {
            self.root = root
            self.owner = owner
            self.slot = slot
        }

        /// Pushes the value (nil once the owner or its userdata is gone).
        public func push(on vm: LuaVM) {
            if let root { vm.push(root); return }
            guard let owner else { vm.pushNil(); return }
            vm.pushOwnedValue(of: owner, slot: slot)
        }
    }

    /// Keeps the value at `index` for `owner` under `slot` (in the registry if `owner` is nil or
    /// has no userdata). The caller keeps the returned handle where the owner keeps the value.
    public func own(at index: Int32, owner: AnyObject?, slot: String) -> OwnedValue {
        if let owner, setOwnedValue(at: index, of: owner, slot: slot) {
            return OwnedValue(root: nil, owner: owner, slot: slot)
        }
        return OwnedValue(root: ref(at: index), owner: nil, slot: slot)
    }

    /// Clears what `own` stored for `owner` under `slot`.
    public func disown(_ owner: AnyObject, slot: String) {
        pushNil()
        _ = setOwnedValue(at: -1, of: owner, slot: slot)
        pop()
    }
}

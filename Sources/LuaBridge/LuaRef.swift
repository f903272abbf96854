import CLua
import LuaShim

extension LuaVM {
    /// A registry reference to a Lua value held by Swift; released when the Ref dies.
    /// Note: a Ref held by a Swift object that Lua holds makes a cycle the collector cannot see;
    /// keep an object's Lua functions in its instance fields instead.
    public final class Ref {
        public let id: Int32
        weak var vm: LuaVM?

        init(vm: LuaVM, id: Int32) {
            self.vm = vm
            self.id = id
        }

        public var isNil: Bool { id == LUA_REFNIL }

        deinit {
            if let vm, !vm.closed, id != LUA_REFNIL, id != LUA_NOREF {
                luaL_unref(vm.mainState, lifelua_registryindex(), id)  // non-raising
            }
        }
    }

    /// A reference to the value at `index` (not popped).
    public func ref(at index: Int32) -> Ref {
        lua_pushvalue(L, index)
        return Ref(vm: self, id: luaL_ref(L, lifelua_registryindex()))
    }

    /// Pushes the referenced value (nil for a nil reference).
    public func push(_ ref: Ref) {
        if ref.id == LUA_REFNIL || ref.id == LUA_NOREF { lua_pushnil(L); return }
        lua_rawgeti(L, lifelua_registryindex(), lua_Integer(ref.id))
    }
}

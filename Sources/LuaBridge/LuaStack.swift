import CLua
import LuaShim

/// Lua's basic types (lua.h's LUA_T… codes), so callers never compare magic numbers.
public enum LuaType: Int32, Sendable {
    case none = -1, `nil` = 0, boolean, lightUserdata, number, string, table, function, userdata, thread
}

// Non-raising stack helpers.
extension LuaVM {
    public static var registryIndex: Int32 { lifelua_registryindex() }
    /// `results` for a call that keeps every value the function returns (LUA_MULTRET).
    public static let multipleResults: Int32 = LUA_MULTRET

    public var top: Int32 { lua_gettop(L) }
    public func setTop(_ n: Int32) { lua_settop(L, n) }
    public func pop(_ n: Int32 = 1) { lua_settop(L, -n - 1) }
    public func absIndex(_ i: Int32) -> Int32 { lua_absindex(L, i) }

    public func pushNil() { lua_pushnil(L) }
    public func push(_ b: Bool) { lua_pushboolean(L, b ? 1 : 0) }
    public func push(_ i: Int) { lua_pushinteger(L, lua_Integer(i)) }
    public func push(_ d: Double) { lua_pushnumber(L, d) }
    public func push(_ s: String) {
        var s = s
        s.withUTF8 { buf in
            buf.withMemoryRebound(to: CChar.self) { _ = lua_pushlstring(L, $0.baseAddress, $0.count) }
        }
    }
    public func push(_ s: String?) {
        if let s { push(s) } else { pushNil() }
    }
    public func pushValue(at i: Int32) { lua_pushvalue(L, i) }
    public func insert(at i: Int32) { lifelua_insert(L, i) }
    public func remove(at i: Int32) { lifelua_remove(L, i) }
    public func replace(at i: Int32) { lifelua_replace(L, i) }

    /// Whether the value at `i` can be a table key: lua_rawset raises on nil and NaN, and a raise
    /// from a Swift frame must never happen (rule 1: check first, throw a Swift error instead).
    public func isValidTableKey(at i: Int32) -> Bool {
        switch type(at: i) {
        case .nil, .none: return false
        case .number: return toNumber(at: i).map { !$0.isNaN } ?? false
        default: return true
        }
    }

    public func type(at i: Int32) -> LuaType { LuaType(rawValue: lua_type(L, i)) ?? .none }
    public func typeName(at i: Int32) -> String {
        let t = lua_type(L, i)
        if t == LUA_TNONE { return "no value" }
        return String(cString: lua_typename(L, t))
    }
    public func isNil(at i: Int32) -> Bool { lua_type(L, i) == LUA_TNIL }
    public func isNoneOrNil(at i: Int32) -> Bool { lua_type(L, i) <= LUA_TNIL }
    public func isFunction(at i: Int32) -> Bool { lua_type(L, i) == LUA_TFUNCTION }
    public func isTable(at i: Int32) -> Bool { lua_type(L, i) == LUA_TTABLE }
    public func isString(at i: Int32) -> Bool { lua_type(L, i) == LUA_TSTRING }
    public func isNumber(at i: Int32) -> Bool { lua_type(L, i) == LUA_TNUMBER }
    public func isInteger(at i: Int32) -> Bool { lua_isinteger(L, i) != 0 }

    /// Strings, and numbers converted as Lua would (without changing the value on the stack).
    public func toString(at i: Int32) -> String? {
        switch lua_type(L, i) {
        case LUA_TSTRING:
            return stringValue(at: i)
        case LUA_TNUMBER:
            lua_pushvalue(L, i)
            let s = stringValue(at: -1)
            pop()
            return s
        default:
            return nil
        }
    }

    private func stringValue(at i: Int32) -> String {
        var len = 0
        guard let p = lua_tolstring(L, i, &len) else { return "" }
        let buf = UnsafeRawBufferPointer(start: p, count: len)
        // ASCII needs no validation; up to 15 bytes, a String is made in place (no allocation)
        let bytes = UnsafeBufferPointer(start: UnsafeRawPointer(p).assumingMemoryBound(to: UInt8.self), count: len)
        if !bytes.contains(where: { $0 >= 0x80 }) {
            if len <= 15 { return String(unsafeUninitializedCapacity: len) { UnsafeMutableRawBufferPointer($0).copyMemory(from: buf); return len } }
            return String(decoding: bytes, as: UTF8.self)
        }
        if let s = String(validating: buf, as: UTF8.self) { return s }
        return Self.escapingInvalidUTF8(buf)
    }

    /// Lua strings are bytes; Swift's are Unicode. A byte that is not part of valid UTF-8 becomes
    /// the visible text `\xff` (as Lua would write it in source), never a silent U+FFFD, so every
    /// format can hold it and the reader sees what the script had (issue 12, item 10).
    static func escapingInvalidUTF8(_ buf: UnsafeRawBufferPointer) -> String {
        var out = ""
        var i = 0
        while i < buf.count {
            let lead = buf[i]
            let n = lead < 0x80 ? 1 : lead >= 0xC2 && lead < 0xE0 ? 2 : lead >= 0xE0 && lead < 0xF0 ? 3 : lead >= 0xF0 && lead < 0xF5 ? 4 : 0
            if n > 0, i + n <= buf.count, let s = String(validating: UnsafeRawBufferPointer(rebasing: buf[i..<(i + n)]), as: UTF8.self) {
                out += s
                i += n
            } else {
                out += "\\x" + (lead < 0x10 ? "0" : "") + String(lead, radix: 16)
                i += 1
            }
        }
        return out
    }

    /// Numbers (and numeric strings, as Lua converts them).
    public func toNumber(at i: Int32) -> Double? {
        var ok: Int32 = 0
        let d = lua_tonumberx(L, i, &ok)
        return ok != 0 ? d : nil
    }

    /// Integers, and floats / numeric strings with an exact integer value.
    public func toInteger(at i: Int32) -> Int? {
        var ok: Int32 = 0
        let n = lua_tointegerx(L, i, &ok)
        return ok != 0 ? Int(n) : nil
    }

    /// Lua truthiness: false only for nil and false.
    public func toBool(at i: Int32) -> Bool { lua_toboolean(L, i) != 0 }

    /// lua5.4-like tostring of any value, without metamethods (bridged objects use
    /// `objectToString`; other tables, functions and coroutines their serial number, `table: #3`);
    /// never raises (docs/bridge-audit.md).
    public func describe(at i: Int32) -> String {
        let t = lua_type(L, i)
        switch t {
        case LUA_TNONE: return "no value"
        case LUA_TNIL: return "nil"
        case LUA_TBOOLEAN: return lua_toboolean(L, i) != 0 ? "true" : "false"
        case LUA_TNUMBER, LUA_TSTRING: return toString(at: i) ?? ""
        default:
            if t == LUA_TUSERDATA, let obj = object(at: i), let f = objectToString {
                return f(obj)
            }
            // a serial number, as the script's tostring gives (rule 3: addresses change per run)
            return typeName(at: i) + ": #" + String(lifelua_serial(L, i))
        }
    }

    // MARK: Tables (raw access only)

    public func newTable(narr: Int32 = 0, nrec: Int32 = 0) { lua_createtable(L, narr, nrec) }

    /// t[k] with t at `table`, k on top: replaces k with the value. Returns its type.
    @discardableResult
    public func rawGet(table: Int32) -> Int32 { lua_rawget(L, table) }
    /// t[k] = v with t at `table`, k and v on top (both popped). Precondition: `isValidTableKey`
    /// holds for k (lua_rawset raises on a nil or NaN key, which must not happen in a Swift frame).
    public func rawSet(table: Int32) { lua_rawset(L, table) }
    /// Pushes t[i].
    @discardableResult
    public func rawGet(at table: Int32, index: Int) -> Int32 { lua_rawgeti(L, table, lua_Integer(index)) }
    /// t[i] = value on top (popped).
    public func rawSet(at table: Int32, index: Int) { lua_rawseti(L, table, lua_Integer(index)) }
    public func rawLength(at i: Int32) -> Int { Int(lua_rawlen(L, i)) }

    /// Pushes t[name] (raw). Returns its type.
    @discardableResult
    public func getField(_ name: String, at table: Int32) -> LuaType {
        let t = absIndex(table)
        push(name)
        return LuaType(rawValue: lua_rawget(L, t)) ?? .none
    }

    /// t[name] = value on top (raw; the value is popped).
    public func setField(_ name: String, at table: Int32) {
        let t = absIndex(table)
        push(name)
        lifelua_insert(L, -2)
        lua_rawset(L, t)
    }

    public func pushGlobals() { lua_rawgeti(L, lifelua_registryindex(), lua_Integer(LUA_RIDX_GLOBALS)) }

    /// Pushes _G[name] (raw). Returns its type.
    @discardableResult
    public func getGlobal(_ name: String) -> LuaType {
        pushGlobals()
        let t = getField(name, at: -1)
        lifelua_remove(L, -2)
        return t
    }

    /// Pushes the table at `path` of globals ("DispatchQueue", "main"), creating every missing
    /// one on the way (LÖVE's `luax_insistglobal`, nested). A non-table in the way is replaced.
    public func insistTable(path: [String]) {
        pushGlobals()
        for part in path {
            if getField(part, at: -1) != .table {
                pop()
                newTable()
                pushValue(at: -1)
                setField(part, at: -3)
            }
            lifelua_remove(L, -2)
        }
    }

    /// _G[name] = value on top (raw; popped).
    public func setGlobal(_ name: String) {
        pushGlobals()
        lifelua_insert(L, -2)
        setField(name, at: -2)
        pop()
    }

    /// Calls `body` with key at -2 and value at -1 for each pair; the stack is restored after each.
    /// Do not modify the table's keys during the traversal.
    public func forEach(table: Int32, _ body: () throws -> Void) rethrows {
        let t = absIndex(table)
        lua_pushnil(L)
        while lua_next(L, t) != 0 {
            let keep = lua_gettop(L) - 1
            do { try body() } catch { lua_settop(L, keep - 1); throw error }
            lua_settop(L, keep)
        }
    }
}

extension LuaVM {
    /// Pops a table and sets it as the metatable of the value at `index` (lua_setmetatable: never raises).
    public func setMetatable(at index: Int32) { _ = lua_setmetatable(L, index) }
    /// Primitive equality, no metamethods (lua_rawequal: never raises).
    public func rawEqual(_ a: Int32, _ b: Int32) -> Bool { lua_rawequal(L, a, b) != 0 }

    /// The address of the table, function, userdata or thread at `index` (nil for other values):
    /// an identity, valid while the value is alive.
    public func pointer(at index: Int32) -> UnsafeRawPointer? {
        lua_topointer(L, index)
    }
}

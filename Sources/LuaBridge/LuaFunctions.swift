import CLua
import LuaShim

/// The one C-compatible entry point: the trampoline calls it with the closure's id.
/// Returns n >= 0 results, -1 (error value on top) or -2 (message on top, add the position).
private func luaBridgeDispatchImpl(_ state: OpaquePointer?, _ id: lua_Integer) -> Int32 {
    guard let state, let vm = LuaVM.owner(of: state) else { return 0 }
    // unretained: the host closes the VM before it goes (see ScriptHost.deinit)
    return vm._withUnsafeGuaranteedRef { $0.dispatch(state, Int(id)) }
}

let luaBridgeDispatch: @convention(c) (OpaquePointer?, lua_Integer) -> Int32 = luaBridgeDispatchImpl

/// A registered function in a plain struct: an array of bare closures keeps them at the most
/// general abstraction, and every call would go through a reabstraction thunk.
struct RegisteredFunction {
    let body: LuaFunction
}

extension LuaVM {
    func dispatch(_ state: OpaquePointer, _ id: Int) -> Int32 {
        guard id >= 0 && id < hot.pointee.functions.count else {
            lua_pushstring(state, "lifelua: unknown Swift function #\(id)")
            return -1
        }
        // the state that called: a coroutine's, or (nearly always) the one already current
        let saved = L
        if state != saved { L = state }
        defer { if state != saved { L = saved } }
        // a copy: the function may register others, and the array may move
        let f = hot.pointee.functions[id].body
        do {
            return try f(self)
        } catch {
            return pushRaised(error)
        }
    }

    /// Pushes the Lua error value for a Swift error; returns the trampoline's status.
    func pushRaised(_ error: Error) -> Int32 {
        switch error {
        case let e as LuaError:
            lastReraised = e
            push(e.message)
            return -1
        case let e as LuaArgumentError:
            push(e.message)
            return -2
        case let e as LuaScriptError:
            switch e {
            case .located(let m): push(m); return -2
            case .plain(let m): push(m); return -1
            }
        default:
            // Any other Swift error (a host exception) is raised where the script called it.
            push(String(describing: error))
            return -2
        }
    }

    /// Keeps `f` for the life of the VM; returns an id for `pushFunction(id:)`.
    /// Register once and push many times: every registration is kept.
    @discardableResult
    public func registerFunction(_ f: @escaping LuaFunction) -> Int {
        hot.pointee.functions.append(RegisteredFunction(body: f))
        return hot.pointee.functions.count - 1
    }

    /// Pushes the C closure for a registered Swift function.
    public func pushFunction(id: Int) {
        lifelua_pushswiftfunction(L, lua_Integer(id))
    }

    /// Registers `f` and pushes it (each call registers a new function).
    public func pushFunction(_ f: @escaping LuaFunction) {
        pushFunction(id: registerFunction(f))
    }

    /// `_G[name] = f` (raw).
    public func register(global name: String, _ f: @escaping LuaFunction) {
        pushFunction(f)
        setGlobal(name)
    }
}

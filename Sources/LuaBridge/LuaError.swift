import CLua

/// An error from Lua: `message` reads like lua5.4's ("file.lua:3: boom"); `traceback` is the
/// "stack traceback:\n\t..." part added by the message handler (empty for syntax and memory errors).
public struct LuaError: Error, CustomStringConvertible, Equatable {
    public var message: String
    public var traceback: String
    /// The Lua status code (LUA_ERRRUN, LUA_ERRSYNTAX, LUA_ERRMEM, LUA_ERRERR, LUA_ERRFILE).
    public var status: Int32

    public init(message: String, traceback: String = "", status: Int32 = LUA_ERRRUN) {
        self.message = message
        self.traceback = traceback
        self.status = status
    }

    public var description: String {
        traceback.isEmpty ? message : message + "\n" + traceback
    }

    public var isOutOfMemory: Bool { status == LUA_ERRMEM }

    /// lua.c's `incomplete()`: a syntax error at the end of the input, so more lines may complete
    /// the chunk (the REPL continues with ">> ").
    public var isIncompleteChunk: Bool { status == LUA_ERRSYNTAX && message.hasSuffix("<eof>") }

    /// A file that cannot be read, in `luaL_loadfile`'s words ("cannot open PATH: REASON").
    public static func cannotOpen(_ path: String, reason: String) -> LuaError {
        LuaError(message: "cannot open \(path): \(reason)", status: LUA_ERRFILE)
    }
}

/// Errors a Swift function may throw to raise a Lua error with a chosen message.
public enum LuaScriptError: Error, CustomStringConvertible {
    /// Raised with the position prefix of the calling Lua code ("file.lua:12: ..."), like luaL_error.
    case located(String)
    /// Raised as given, no prefix.
    case plain(String)

    public var description: String {
        switch self {
        case .located(let m), .plain(let m): return m
        }
    }
}

/// A bad argument to a Swift function: raised with the position prefix, like luaL_argerror.
/// The message reads "NAME: argument #N: expected EXPECTED, got TYPENAME".
public struct LuaArgumentError: Error, CustomStringConvertible {
    public var message: String
    public init(_ message: String) { self.message = message }
    public var description: String { message }
}

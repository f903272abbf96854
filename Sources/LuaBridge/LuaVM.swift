// LuaBridge — generic Swift↔Lua machinery on top of LuaShim. Knows nothing of UIKit.
//
// The rule: Lua never longjmps across a Swift frame. Swift functions called from Lua never call
// a raising API; they throw, and the C trampoline raises after the Swift frame has returned.
// Every call from Swift into Lua goes through lua_pcall with a traceback message handler.
// All stack helpers below are non-raising (except on a real out-of-memory of the process:
// the memory cap is never enforced while Swift code runs).
//
// The declarations below, with their doc comments, are the API; LuaArgs (LuaArguments.swift)
// checks arguments with "NAME: argument #N: expected EXPECTED, got TYPENAME".

import CLua
import LuaShim

public typealias LuaFunction = (LuaVM) throws -> Int32

/// The main state and whether it was closed, for values that outlive the VM (`Ref`).
final class StateHandle {
    let main: OpaquePointer
    var closed = false
    init(main: OpaquePointer) { self.main = main }
}

public final class LuaVM {
    /// The lua_State Swift code works on: the main state, or the coroutine that called the
    /// Swift function currently running.
    public internal(set) var L: OpaquePointer {
        get { hot.pointee.state }
        set { hot.pointee.state = newValue }
    }
    public let mainState: OpaquePointer
    /// What every call from Lua reads: the current state and the registered functions, kept
    /// outside the object's stored properties so the accesses need no dynamic exclusivity check
    /// (the compiler's flag that drops the checks miscompiled LuaBridge, see Package.swift).
    /// Only the thread running the VM touches it. Pushing an object reads and writes the
    /// objects' bookkeeping here too.
    struct Hot {
        var state: OpaquePointer
        var functions: [RegisteredFunction] = []
        var liveObjects = 0
        /// Userdata ever made: while it stays the same, an object created since has none.
        var objectsMade = 0
        var objectClassNumber: ((AnyObject) -> Int)?
        var objectCachePeak = 0
        var cacheRef: Int32 = LUA_REFNIL
        var metatableRef: Int32 = LUA_REFNIL
        var cachedValueSlots = 0
        var defersReleases = false
        var pendingReleases: [UnsafeMutableRawPointer] = []
        var engineBytes = EngineBytes()
    }

    /// What each object's userdata stands for outside Lua's heap, charged to the collector's
    /// pacing while collected objects wait for their release and `fromLiveObjects` objects are
    /// alive, with a userdata or waiting (issue 30; 0 bytes: nothing charged).
    public struct EngineBytes: Sendable {
        public var perObject = 0
        public var fromLiveObjects = 0
        public init(perObject: Int = 0, fromLiveObjects: Int = 0) {
            self.perObject = perObject
            self.fromLiveObjects = fromLiveObjects
        }
    }
    public var engineBytes: EngineBytes {
        get { hot.pointee.engineBytes }
        set { hot.pointee.engineBytes = newValue }
    }
    /// Objects finalized while `defersReleases` was set, waiting for `drainReleases()`.
    public var pendingReleaseCount: Int { hot.pointee.pendingReleases.count }
    let hot: UnsafeMutablePointer<Hot>

    var lastReraised: LuaError?
    var metatableRef: Int32 {
        get { hot.pointee.metatableRef }
        set { hot.pointee.metatableRef = newValue }
    }
    var cacheRef: Int32 {
        get { hot.pointee.cacheRef }
        set { hot.pointee.cacheRef = newValue }
    }
    var anchorsRef: Int32 = LUA_REFNIL
    var protectedRunnerID = 0
    var protectedBody: ((LuaVM) throws -> Void)?
    let stateHandle: StateHandle
    var closed: Bool { stateHandle.closed }

    /// When set, finalized objects wait in `pendingReleases` until `drainReleases()`.
    public var defersReleases: Bool {
        get { hot.pointee.defersReleases }
        set { hot.pointee.defersReleases = newValue }
    }
    var pendingReleases: [UnsafeMutableRawPointer] {
        get { hot.pointee.pendingReleases }
        set { hot.pointee.pendingReleases = newValue }
        _modify { yield &hot.pointee.pendingReleases }
    }

    /// Userdata created minus userdata finalized.
    public internal(set) var liveObjectCount: Int {
        get { hot.pointee.liveObjects }
        set { hot.pointee.liveObjects = newValue }
    }
    /// The most userdata alive at once since the objects' cache was last sized (collectGarbage).
    var objectCachePeak: Int {
        get { hot.pointee.objectCachePeak }
        set { hot.pointee.objectCachePeak = newValue }
    }
    /// Objects anchored (`setAnchored`), and the most at once since the anchors were last sized.
    var anchoredCount = 0
    var anchorsPeak = 0

    /// How many values an object's userdata can keep for `ObjectMember.cachedGetter` (slots
    /// 1…n); set before the first object gets its userdata.
    public var cachedValueSlots: Int {
        get { hot.pointee.cachedValueSlots }
        set {
            precondition(liveObjectCount == 0, "cachedValueSlots is set before any object is pushed")
            hot.pointee.cachedValueSlots = newValue
        }
    }

    /// The class number (`defineObjectClass`) of an object getting its userdata; nil or 0: none.
    public var objectClassNumber: ((AnyObject) -> Int)? {
        get { hot.pointee.objectClassNumber }
        set { hot.pointee.objectClassNumber = newValue }
    }
    /// How many userdata were ever made (`push(object:createdAt:)`).
    public var objectsMade: Int { hot.pointee.objectsMade }
    /// `__index` for bridged objects, for the keys their class's members do not have: self at 1,
    /// key at 2; push results, return the count.
    public var objectIndex: ((LuaVM, AnyObject) throws -> Int32)?
    /// `__newindex` for bridged objects: self at 1, key at 2, value at 3.
    public var objectNewIndex: ((LuaVM, AnyObject) throws -> Int32)?
    /// `__tostring` for bridged objects (and `describe(at:)`).
    public var objectToString: ((AnyObject) -> String)?
    /// The type name used in argument errors ("got a view controller"); default "userdata".
    public var objectTypeName: ((AnyObject) -> String)?

    /// Makes SIGTERM, SIGHUP and SIGINT flush stdout before the process ends (no trace is lost).
    public static func flushOutputOnTermination() { lifelua_flush_on_termination() }

    /// `unsafe`: every standard library (io, os, package, debug, binary chunks) instead of the
    /// sandbox (base without dofile/loadfile, text-only load, coroutine, table, string, math, utf8).
    public init(memoryLimit: Int = 1 << 30, unsafe: Bool = false) {
        guard let state = lifelua_newstate(memoryLimit) else {
            fatalError("LuaVM: cannot create a Lua state")
        }
        hot = .allocate(capacity: 1)
        hot.initialize(to: Hot(state: state))
        mainState = state
        stateHandle = StateHandle(main: state)
        lifelua_set_dispatcher(luaBridgeDispatch)
        lifelua_getextraspace(state)!
            .assumingMemoryBound(to: UnsafeMutableRawPointer?.self)
            .pointee = Unmanaged.passUnretained(self).toOpaque()
        if unsafe { lifelua_openlibs_unsafe(state) } else { lifelua_openlibs_sandboxed(state) }
        setUpObjects()
        protectedRunnerID = registerFunction { vm in
            if let body = vm.protectedBody { try body(vm) }
            return 0
        }
    }

    deinit {
        close()
        hot.deinitialize(count: 1)
        hot.deallocate()
    }

    /// Closes the state: pending finalizers run now (a script's `__gc` may call back into its
    /// host, so a host closes its VM while it is still whole). Nothing may use the VM afterwards.
    /// `releasingObjects: false`, when the process ends next: the Swift objects Lua held stay
    /// unreleased (still reachable from the VM), which saves a release and deinit per object.
    /// Returns the first error a script's `__gc` raised while the state closed (issue 31: they run
    /// under --max-memory, and under a timeout armed before the close), or nil.
    @discardableResult
    public func close(releasingObjects: Bool = true) -> String? {
        guard !stateHandle.closed else { return nil }
        stateHandle.closed = true
        if !releasingObjects { defersReleases = true }
        lifelua_close(mainState)
        let error = lifelua_close_error().map { String(cString: $0) }
        guard releasingObjects else { return error }
        defersReleases = false
        drainReleases()
        return error
    }

    /// The VM owning a lua_State (any of its threads), unretained: it outlives its state's calls.
    static func owner(of L: OpaquePointer) -> Unmanaged<LuaVM>? {
        guard let p = lifelua_getextraspace(L)?
            .assumingMemoryBound(to: UnsafeMutableRawPointer?.self).pointee else { return nil }
        return Unmanaged<LuaVM>.fromOpaque(p)
    }

    public var memoryInUse: Int { Int(lifelua_memory_in_use(mainState)) }
    public var memoryLimit: Int {
        get { Int(lifelua_memory_limit(mainState)) }
        set { lifelua_set_memory_limit(mainState, newValue) }
    }
    /// Whether an object of the script's may have a finalizer (a metatable with `__gc` was set,
    /// or the unsafe libraries are open); the bridge's own objects do not count.
    public var hasScriptFinalizers: Bool { lifelua_has_script_finalizers(mainState) != 0 }

    /// The first error a `__gc` metamethod raised since the last call (Lua 5.4 only warns), or nil.
    public func takeFinalizerError() -> String? {
        var buffer = [CChar](repeating: 0, count: 400)
        guard lifelua_take_gc_error(mainState, &buffer, buffer.count) != 0 else { return nil }
        return String(decoding: buffer.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
    }

    /// Counts memory the host keeps for the script against the cap (negative: gives it back).
    public func chargeMemory(_ bytes: Int) { lifelua_charge_memory(mainState, Int64(bytes)) }

    // MARK: Running code

    /// Pushes the chunk of a text file (chunk name "@path": messages read "path:line:").
    public func load(file path: String) throws(LuaError) {
        let status = lifelua_loadfile(L, path)
        if status != LUA_OK { throw popError(status) }
    }

    /// Pushes a chunk from a string. `name` follows Lua's conventions ("@file", "=stdin", or source).
    public func load(string: String, name: String) throws(LuaError) {
        var s = string
        let status = s.withUTF8 { buf in
            buf.withMemoryRebound(to: CChar.self) { lifelua_loadbuffer(L, $0.baseAddress, $0.count, name) }
        }
        if status != LUA_OK { throw popError(status) }
    }

    /// Called once, right before the next call into Lua (every call goes through `pcall`), then
    /// cleared: the engine's layout pass watches for script code this way (ScriptHost+Engine.swift).
    public var willEnterLua: (() -> Void)?

    /// Function and `args` arguments on the stack: a protected call with a traceback handler.
    public func pcall(args: Int32, results: Int32) throws(LuaError) {
        if let watcher = willEnterLua { willEnterLua = nil; watcher() }
        let status = lifelua_pcall_traceback(L, args, results)
        if status != LUA_OK { throw popError(status) }
    }

    /// Calls the function held by `ref` with the `args` values on top of the stack.
    public func call(_ ref: Ref, args: Int32 = 0, results: Int32 = 0) throws(LuaError) {
        push(ref)
        lifelua_insert(L, -(args + 1))
        try pcall(args: args, results: results)
    }

    public func run(file path: String) throws(LuaError) {
        try load(file: path)
        try pcall(args: 0, results: 0)
    }

    public func run(string: String, name: String) throws(LuaError) {
        try load(string: string, name: name)
        try pcall(args: 0, results: 0)
    }

    /// Runs Swift code inside a Lua protected call (like lua.c's pmain): a Swift error it throws
    /// comes back as a LuaError. Lua code it runs must still go through `pcall` (rule 1).
    public func protected(_ body: (LuaVM) throws -> Void) throws(LuaError) {
        try withoutActuallyEscaping(body) { (escapable) throws(LuaError) in
            let saved = protectedBody
            protectedBody = escapable
            defer { protectedBody = saved }
            pushFunction(id: protectedRunnerID)
            try pcall(args: 0, results: 0)
        }
    }

    /// Pops the error value and turns it into a LuaError.
    func popError(_ status: Int32) -> LuaError {
        let raw = toString(at: -1) ?? describe(at: -1)
        pop()
        var message = raw
        var traceback = ""
        if let r = raw.firstRange(of: "\nstack traceback:") {
            message = String(raw[raw.startIndex..<r.lowerBound])
            traceback = String(raw[raw.index(after: r.lowerBound)...])
        }
        if let last = lastReraised, last.message == message {
            lastReraised = nil
            if !last.traceback.isEmpty { traceback = last.traceback }
        }
        return LuaError(message: message, traceback: traceback, status: status)
    }

    // MARK: Interrupts and timeouts

    /// Async-signal-safe. sticky: keeps firing so a script's own pcall cannot swallow it.
    public func interrupt(_ why: String, sticky: Bool) {
        lifelua_interrupt(mainState, why, sticky ? 1 : 0)
    }

    public func clearInterrupt() { lifelua_clear_interrupt(mainState) }

    /// SIGALRM after `seconds`: a sticky "timeout: the scenario ran longer than N s".
    public func armTimeout(seconds: Double) { lifelua_arm_timeout(mainState, seconds) }

    /// Stops the timer and clears a pending interrupt.
    public func disarmTimeout() {
        lifelua_disarm_timeout()
        lifelua_clear_interrupt(mainState)
    }

    /// Ctrl-C interrupts the running chunk once with "interrupted!" (REPL).
    public func catchSigint() { lifelua_catch_sigint(mainState) }
    public func releaseSigint() { lifelua_release_sigint() }

    /// A full collection: finalizers run, so Swift objects no longer held by Lua deinit now.
    /// Then the objects' cache and the anchors, if either holds a quarter of its peak or less,
    /// are rebuilt to size: an emptied table keeps its nodes, and every collection walks them.
    public func collectGarbage() {
        lifelua_gc_collect(L)
        if Self.isSparse(count: liveObjectCount, peak: objectCachePeak) {
            lifelua_compact_table_ref(L, cacheRef, lua_Integer(liveObjectCount))
            objectCachePeak = liveObjectCount
        }
        if Self.isSparse(count: anchoredCount, peak: anchorsPeak) {
            lifelua_compact_table_ref(L, anchorsRef, lua_Integer(anchoredCount))
            anchorsPeak = anchoredCount
        }
    }

    private static func isSparse(count: Int, peak: Int) -> Bool { peak >= 64 && count * 4 <= peak }
}

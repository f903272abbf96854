import XCTest
import CLua
import LuaShim
@testable import LuaBridge

// Issue 12, item 2: every Lua API call the bridge makes from a Swift frame either cannot raise
// or is guarded. docs/bridge-audit.md lists the calls by family; each family has a test here
// that drives its raising case (memory past the cap, a NaN key, a number that does not fit,
// a failing finalizer, …) from inside a Swift function called from Lua, then checks that the
// state is still usable: a longjmp across the Swift frame would have corrupted it (ASan and
// valgrind runs of these tests are in scripts/test-sanitizers).
final class BridgeAuditTests: XCTestCase {

    private func eval(_ vm: LuaVM, _ code: String) throws -> String { try evaluate(vm, code) }

    // Family 1, pushes and creations (lua_pushlstring, lua_createtable, lua_newuserdatauv,
    // lua_pushcclosure, luaL_ref): memory errors only, and the cap is off in Swift frames.
    func testPushesFromASwiftFrameNeverMeetTheCap() throws {
        let vm = LuaVM(memoryLimit: 2 << 20)
        var finished = false
        vm.register(global: "everything") { vm in
            vm.newTable()
            for i in 1...20_000 {
                vm.push(String(repeating: "x", count: 200) + String(i))   // a string
                vm.rawSet(at: -2, index: i)
            }
            for i in 1...2_000 {
                vm.push(object: Probe {})                                   // a userdata
                _ = vm.ref(at: -1)                                          // a reference
                vm.pop()
                vm.pushFunction { _ in 0 }                                  // a closure
                vm.rawSet(at: -2, index: 20_000 + i)
            }
            finished = vm.memoryInUse > 2 << 20
            return 1
        }
        // the Swift function goes past the 2 MB cap without a raise in its frame: all its work
        // is done; the return to Lua, over the cap, raises the memory error at the call, with
        // its place (the trampoline asks for a few bytes once the frame has returned)
        XCTAssertThrowsError(try vm.run(string: "local n = 1\nlocal t = everything()", name: "=after")) { error in
            XCTAssertTrue((error as! LuaError).message.hasPrefix("after:2: not enough memory"), "\(error)")
        }
        XCTAssertTrue(finished, "the Swift function was stopped in its frame")
        vm.collectGarbage()
        XCTAssertLessThan(vm.memoryInUse, 2 << 20, "the result was garbage once the call failed")
        XCTAssertEqual(try eval(vm, "return 1 + 1"), "2", "Lua runs again under the cap")
    }

    // Family 2, raw table writes (lua_rawset, lua_rawseti, lua_rawsetp, lua_setiuservalue): a nil
    // or NaN key raises, so every key from the script is checked in Swift first.
    func testTableKeysAreCheckedBeforeARawSet() throws {
        let vm = LuaVM()
        let cases: [(String, Bool)] = [("nil", false), ("0/0", false), ("-(0/0)", false), ("1/0", true), ("-0.0", true),
                                       ("math.mininteger", true), ("'k'", true), ("{}", true), ("true", true)]
        for (code, valid) in cases {
            try vm.load(string: "return \(code)", name: "=k")
            try vm.pcall(args: 0, results: 1)
            XCTAssertEqual(vm.isValidTableKey(at: -1), valid, code)
            vm.pop()
        }
        XCTAssertFalse(vm.isValidTableKey(at: 5), "no value")
        // through a bridged object: the script's NaN key is an error, the state goes on
        vm.push(object: Probe {})
        vm.setGlobal("o")
        XCTAssertThrowsError(try vm.run(string: "o[0/0] = 1", name: "=nan"))
        XCTAssertThrowsError(try vm.run(string: "o[nil] = 1", name: "=nil"))
        XCTAssertEqual(try eval(vm, "o[1/0] = 'inf'; return o[1/0]"), "inf")
    }

    // Family 3, conversions (lua_tolstring, lua_tonumberx, lua_tointegerx): tolstring converts a
    // number in place (and allocates): the bridge converts a copy; the others never raise.
    func testConversionsOfEdgeValuesNeverRaise() throws {
        let vm = LuaVM()
        try vm.load(string: "return 0/0, 1/0, 2^63, '1e400', '0x10', math.mininteger, 2^53, -0.0, '  7  ', 'x'", name: "=c")
        try vm.pcall(args: 0, results: 10)
        XCTAssertNil(vm.toInteger(at: 1))                   // NaN
        XCTAssertNil(vm.toInteger(at: 2))                   // inf
        XCTAssertNil(vm.toInteger(at: 3))                   // 2^63 does not fit
        XCTAssertEqual(vm.toNumber(at: 4), .infinity)       // as Lua converts it
        XCTAssertEqual(vm.toInteger(at: 5), 16)
        XCTAssertEqual(vm.toInteger(at: 6), Int.min)
        XCTAssertEqual(vm.toInteger(at: 7), 1 << 53)
        XCTAssertEqual(vm.toString(at: 8), "-0.0")
        XCTAssertEqual(vm.toInteger(at: 9), 7)
        XCTAssertNil(vm.toNumber(at: 10))
        XCTAssertTrue(vm.isNumber(at: 8), "toString converted a copy, not the value on the stack")
        XCTAssertEqual(vm.describe(at: 1).lowercased().contains("nan"), true)
        vm.setTop(0)
    }

    // Family 4, traversal (lua_next): raises only on a key changed during the traversal, which
    // the bridge never does; a Swift error inside the body restores the stack.
    func testTraversalRestoresTheStackWhenItsBodyThrows() throws {
        let vm = LuaVM()
        try vm.load(string: "local t = {} for i = 1, 100 do t['k' .. i] = i end return t", name: "=t")
        try vm.pcall(args: 0, results: 1)
        var seen = 0
        XCTAssertThrowsError(try vm.forEach(table: -1) {
            seen += 1
            if seen == 50 { throw BoomError() }
        })
        XCTAssertEqual(seen, 50)
        XCTAssertEqual(vm.top, 1)
        var count = 0
        vm.forEach(table: -1) { count += 1 }
        XCTAssertEqual(count, 100)
        vm.pop()
    }

    // Family 5, collection (lua_gc): a finalizer that raises is a warning in Lua 5.4, never a
    // raise out of lua_gc; the bridge keeps the first message for the run to fail with.
    func testACollectionFromSwiftNeverRaises() throws {
        let vm = LuaVM()
        var called = 0
        vm.register(global: "note") { _ in called += 1; return 0 }
        try vm.run(string: """
            for i = 1, 10 do setmetatable({}, { __gc = function() note(); error('gc ' .. i) end }) end
            """, name: "=gc")
        vm.collectGarbage()   // from a Swift frame: the errors stay inside lua_gc
        XCTAssertEqual(called, 10)
        XCTAssertNotNil(vm.takeFinalizerError())
        XCTAssertNil(vm.takeFinalizerError(), "the first error only, once")
        XCTAssertEqual(try eval(vm, "return 1 + 1"), "2")
    }

    // Family 6, metatables and identity (lua_getmetatable, lua_setmetatable, lua_rawequal,
    // lua_touserdata): never raise; a userdata the bridge did not make is not an object, and a
    // script cannot reach the shared metatable.
    func testForeignUserdataAndProtectedMetatables() throws {
        let vm = LuaVM()
        vm.push(object: Probe {})
        vm.setGlobal("o")
        XCTAssertEqual(try eval(vm, "return getmetatable(o)"), "false")
        XCTAssertThrowsError(try vm.run(string: "setmetatable(o, {})", name: "=set"))
        _ = lua_newuserdatauv(vm.L, 8, 0)
        XCTAssertFalse(vm.isObject(at: -1))
        XCTAssertNil(vm.object(at: -1))
        vm.newTable()
        vm.setMetatable(at: -2)   // a foreign userdata with a metatable of its own
        XCTAssertNil(vm.object(at: -1))
        vm.pop()
        XCTAssertEqual(vm.top, 0)
    }

    // Family 7, calls (lua_pcall through lifelua_pcall_traceback): every error object becomes a
    // Swift error, and the cap is back on after each, at any depth.
    func testEveryErrorObjectComesBackAsASwiftError() throws {
        let vm = LuaVM(memoryLimit: 8 << 20)
        vm.register(global: "callback") { vm in
            try vm.call(try LuaArgs(vm, function: "callback").function(1))
            return 0
        }
        for (code, expected) in [("error('s')", "e:1: s"), ("error({})", "(error object is a table value)"),
                                 ("error(nil)", "(error object is a nil value)"), ("error(setmetatable({}, {__tostring = function() return 'T' end}))", "T"),
                                 ("local t = {} t[0/0] = 1", "table index is NaN"),
                                 ("local s = 'x' while true do s = s .. s end", "not enough memory")] {
            XCTAssertThrowsError(try vm.run(string: "callback(function() \(code) end)", name: "=e"), code) { error in
                XCTAssertTrue((error as! LuaError).message.contains(expected), "\(code): \(error)")
            }
            XCTAssertEqual(vm.top, 0, code)
        }
        XCTAssertEqual(try eval(vm, "return 'still usable'"), "still usable")
    }

    // Family 8, loading (luaL_loadbufferx, luaL_loadfilex): errors are statuses, never raises;
    // binary chunks are refused.
    func testLoadingReportsStatusesNotRaises() throws {
        let vm = LuaVM()
        XCTAssertThrowsError(try vm.load(string: "local = 1", name: "=syntax")) { error in
            XCTAssertTrue((error as! LuaError).message.hasPrefix("syntax:1:"), "\(error)")
        }
        XCTAssertThrowsError(try vm.load(string: "\u{1b}Lua", name: "=binary")) { error in
            XCTAssertTrue((error as! LuaError).message.contains("binary chunk"), "\(error)")
        }
        XCTAssertThrowsError(try vm.load(file: "/nonexistent/x.lua")) { error in
            XCTAssertTrue((error as! LuaError).message.contains("cannot open"), "\(error)")
        }
        XCTAssertEqual(vm.top, 0)
    }

    // Family 9, finalizers that run inside a Swift frame (any allocation there may step the
    // collector): they cannot raise out of it, and one that calls back into Swift re-enters
    // the bridge safely.
    func testFinalizersRunningInsideASwiftFrameMayReenterTheBridge() throws {
        let vm = LuaVM()
        var reentered = 0
        vm.register(global: "reenter") { vm in
            reentered += 1
            vm.push(String(repeating: "z", count: 64))
            return 1
        }
        vm.register(global: "allocate") { vm in
            for i in 1...20_000 { vm.push("s" + String(i)); vm.pop() }
            return 0
        }
        try vm.run(string: """
            for i = 1, 2000 do setmetatable({}, { __gc = function() reenter() end }) end
            allocate()
            """, name: "=fin")
        vm.collectGarbage()
        XCTAssertEqual(reentered, 2000)
        XCTAssertEqual(try eval(vm, "return 'ok'"), "ok")
    }

    // issue 31: the message handler calls an error object's __tostring under the cap (it took
    // gigabytes under a 4 MB limit), and the finalizers lua_close runs stay under it too.
    func testTheMessageHandlersToStringRunsUnderTheCap() throws {
        let vm = LuaVM(memoryLimit: 4 << 20)
        try vm.load(string: """
            error(setmetatable({}, { __tostring = function()
              local t = {} while true do t[#t + 1] = string.rep("x", 1000) .. #t end end }))
            """, name: "=test")
        XCTAssertThrowsError(try vm.pcall(args: 0, results: 0)) { error in
            XCTAssertTrue("\(error)".contains("not enough memory in the error object's __tostring"), "\(error)")
        }
        XCTAssertEqual(try eval(vm, "return 1 + 1"), "2")
    }

    func testFinalizersRunByCloseStayUnderTheCap() throws {
        let vm = LuaVM(memoryLimit: 4 << 20)
        try vm.load(string: """
            G = setmetatable({}, { __gc = function()
              local t = {} while true do t[#t + 1] = string.rep("x", 1000) .. #t end end })
            """, name: "=test")
        try vm.pcall(args: 0, results: 0)
        let error = vm.close()
        XCTAssertEqual(error, "not enough memory (in a __gc metamethod)")
    }
}

import XCTest
import CLua
import LuaShim
@testable import LuaBridge

// Tests of Sources/LuaShim/sandbox.c: the libraries a scenario gets, and the setmetatable that notes finalizers.
// XCTest, not Swift Testing: the shim keeps process globals (the dispatcher, the timeout's and
// Ctrl-C's state, signal handlers) that parallel test runs would race on.
final class SandboxTests: XCTestCase {

    func eval(_ vm: LuaVM, _ code: String) throws -> String { try evaluate(vm, code) }

    // 9. Sandbox.
    func testSandbox() throws {
        let vm = LuaVM()
        for name in ["io", "os", "package", "debug", "require", "dofile", "loadfile"] {
            XCTAssertEqual(try eval(vm, "return type(\(name))"), "nil", name)
        }
        for name in ["string", "table", "math", "utf8", "coroutine", "print", "pcall", "load"] {
            XCTAssertNotEqual(try eval(vm, "return type(\(name))"), "nil", name)
        }
        // load is text only
        XCTAssertEqual(try eval(vm, "return load('return 1 + 1')()"), "2")
        XCTAssertEqual(try eval(vm, """
            local f, err = load(string.dump(function() return 1 end))
            return err
            """), "attempt to load a binary chunk (mode is 't')")
        XCTAssertEqual(try eval(vm, "return load('return x', 'n', 'b', {x = 5})()"), "5")
    }

    // Issue 11: `lifelua run` skips the last collection and lua_close when no object of the
    // script's can have a finalizer. Lua marks an object for finalization only when its metatable
    // is set with a __gc already in it (manual §2.5.3), so setmetatable is where to notice.
    func testScriptFinalizersAreNoticedWhereLuaMarksThem() throws {
        let vm = LuaVM()
        vm.push(object: Probe {})   // the bridge's own objects have a __gc: they do not count
        vm.setGlobal("p")
        try vm.run(string: "local mt = {}; setmetatable({}, mt); mt.__gc = print; setmetatable({}, nil)", name: "=t")
        XCTAssertFalse(vm.hasScriptFinalizers, "a __gc added after setmetatable finalizes nothing")
        XCTAssertThrowsError(try vm.run(string: "setmetatable(1, { __gc = print })", name: "=t")) {
            // the sandbox's setmetatable words its errors as Lua's base library does
            XCTAssertEqual(($0 as? LuaError)?.message, "t:1: bad argument #1 to 'setmetatable' (table expected, got number)")
        }
        XCTAssertFalse(vm.hasScriptFinalizers, "refused: nothing was marked")
        try vm.run(string: "setmetatable({}, { __gc = false })", name: "=t")
        XCTAssertTrue(vm.hasScriptFinalizers, "any __gc field marks the object, as in Lua")
        XCTAssertTrue(LuaVM(unsafe: true).hasScriptFinalizers, "files and debug.setmetatable")
    }
}

import XCTest
import CLua
import LuaShim
@testable import LuaBridge

// Tests of Sources/LuaShim/interrupts.c: interrupts and the timeout, in the main thread and in coroutines.
// XCTest, not Swift Testing: the shim keeps process globals (the dispatcher, the timeout's and
// Ctrl-C's state, signal handlers) that parallel test runs would race on.
final class InterruptTests: XCTestCase {

    func eval(_ vm: LuaVM, _ code: String) throws -> String { try evaluate(vm, code) }

    // 8. Timeout, sticky even through the script's pcall.
    func testTimeoutIsSticky() throws {
        let vm = LuaVM()
        vm.armTimeout(seconds: 0.2)
        defer { vm.disarmTimeout() }
        let start = DispatchTime.now()
        XCTAssertThrowsError(try vm.run(string: """
            for i = 1, 3 do
              pcall(function() while true do end end)
            end
            while true do pcall(function() while true do end end) end
            """, name: "@loop.lua")) { error in
            let e = error as! LuaError
            XCTAssertTrue(e.message.contains("timeout: the scenario ran longer than 0.2 s"), e.message)
        }
        let elapsed = Double(DispatchTime.now().uptimeNanoseconds - start.uptimeNanoseconds) / 1e9
        XCTAssertLessThan(elapsed, 5)
        vm.disarmTimeout()
        XCTAssertEqual(try eval(vm, "return 'alive'"), "alive")
    }

    func testTimeoutReachesCoroutines() throws {
        let vm = LuaVM()
        vm.armTimeout(seconds: 0.2)
        defer { vm.disarmTimeout() }
        XCTAssertThrowsError(try vm.run(string: """
            local co = coroutine.wrap(function()
              local inner = coroutine.create(function() while true do end end)
              print(coroutine.resume(inner))
              while true do end
            end)
            pcall(co)
            while true do end
            """, name: "@co.lua")) { error in
            XCTAssertTrue((error as! LuaError).message.contains("timeout"), "\(error)")
        }
    }

    func testNonStickyInterruptFiresOnce() throws {
        let vm = LuaVM()
        var calls = 0
        vm.register(global: "poke") { vm in
            calls += 1
            if calls == 1 { vm.interrupt("interrupted!", sticky: false) }
            return 0
        }
        XCTAssertEqual(try eval(vm, """
            local ok, err = pcall(function() poke() local x = 0 for i = 1, 10 do x = x + i end end)
            poke()
            return err
            """), "test:1: interrupted!")
        XCTAssertEqual(calls, 2)
        XCTAssertEqual(try eval(vm, "return 'after'"), "after")
    }
}

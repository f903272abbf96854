import XCTest
import CLua
import LuaShim
@testable import LuaBridge

// Tests of Sources/LuaShim/memory_cap.c: the --max-memory cap, off in Swift frames, and the wording of its refusals.
// XCTest, not Swift Testing: the shim keeps process globals (the dispatcher, the timeout's and
// Ctrl-C's state, signal handlers) that parallel test runs would race on.
final class MemoryCapTests: XCTestCase {

    func eval(_ vm: LuaVM, _ code: String) throws -> String { try evaluate(vm, code) }

    // 7. Memory cap.
    func testMemoryCap() throws {
        let vm = LuaVM(memoryLimit: 16 << 20)
        XCTAssertThrowsError(try vm.run(string: "local t = {} for i=1,1e9 do t[i] = i end", name: "=cap")) { error in
            let e = error as! LuaError
            XCTAssertTrue(e.message.contains("not enough memory"), e.message)
            XCTAssertTrue(e.isOutOfMemory)
        }
        XCTAssertEqual(vm.top, 0)
        vm.collectGarbage()
        XCTAssertLessThan(vm.memoryInUse, 1 << 20)
        XCTAssertEqual(try eval(vm, "local t = {} for i = 1, 1000 do t[i] = i end return #t"), "1000")
        // inside pcall in the script, too
        XCTAssertEqual(try eval(vm, """
            local ok, err = pcall(function() local s = {} for i=1,1e9 do s[i] = i end end)
            return tostring(ok) .. ' ' .. err
            """), "false not enough memory")
    }

    func testSwiftFunctionsIgnoreTheCap() throws {
        let vm = LuaVM(memoryLimit: 4 << 20)
        var filled = 0
        vm.register(global: "bigTable") { vm in
            vm.newTable()
            for i in 1...200_000 { vm.push(i); vm.rawSet(at: -2, index: i); filled = i }
            return 1
        }
        // the Swift function itself may exceed the cap without a raise in its frame; the return
        // to Lua raises the memory error at the call
        XCTAssertThrowsError(try eval(vm, "return #bigTable()")) { error in
            XCTAssertTrue((error as! LuaError).message.hasPrefix("test:1: not enough memory"), "\(error)")
        }
        XCTAssertEqual(filled, 200_000, "the Swift function was stopped in its frame")
    }

    // Memory the engine keeps for the script is charged to the cap from Swift (the trace's
    // store, chargeMemory); a loop that allocates nothing in Lua meets the cap on its next
    // return from Swift, not at the timeout.
    func testChargedMemoryMeetsTheCapOnReturnFromSwift() throws {
        let vm = LuaVM(memoryLimit: 4 << 20)
        var calls = 0
        vm.register(global: "keep") { vm in calls += 1; vm.chargeMemory(1 << 20); return 0 }
        XCTAssertThrowsError(try vm.run(string: "for i = 1, 100 do keep() end", name: "=loop")) { error in
            XCTAssertTrue((error as! LuaError).message.hasPrefix("loop:1: not enough memory"), "\(error)")
        }
        XCTAssertLessThanOrEqual(calls, 5, "the cap was met late")
    }

    // issue 12, item 8: the cap refuses with the script's place and the limit, and still holds
    // after the script caught a memory error; memory the host charges counts against it.
    func testMemoryCapNamesThePlaceAndHoldsAfterACaughtError() throws {
        let vm = LuaVM(memoryLimit: 8 << 20)
        let grow = "local t = {} for i = 1, 1e8 do t[i] = string.rep('x', 64) .. i end"
        try vm.load(string: "local ok = pcall(function() \(grow) end)\nassert(not ok)\ncollectgarbage()\n\(grow)", name: "@cap.lua")
        XCTAssertThrowsError(try vm.pcall(args: 0, results: 0)) { error in
            let e = error as! LuaError
            XCTAssertTrue(e.isOutOfMemory)
            XCTAssertEqual(e.message, "cap.lua:4: not enough memory: the scenario reached the --max-memory limit of 8 MB")
        }
        vm.collectGarbage()
        vm.chargeMemory(8 << 20)   // the host holds the whole allowance
        try vm.load(string: "local s = string.rep('y', 1000)", name: "@charged.lua")
        XCTAssertThrowsError(try vm.pcall(args: 0, results: 0)) { error in
            XCTAssertEqual((error as! LuaError).message, "charged.lua:1: not enough memory: the scenario reached the --max-memory limit of 8 MB")
        }
        vm.chargeMemory(-(8 << 20))
        try vm.load(string: "local s = string.rep('y', 1000)", name: "@given-back.lua")
        try vm.pcall(args: 0, results: 0)
    }
}

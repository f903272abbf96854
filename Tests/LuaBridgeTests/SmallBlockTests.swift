import XCTest
import CLua
import LuaShim
@testable import LuaBridge

// Tests of Sources/LuaShim/small_blocks.c: Lua's small blocks by size class.
// XCTest, not Swift Testing: the shim keeps process globals (the dispatcher, the timeout's and
// Ctrl-C's state, signal handlers) that parallel test runs would race on.
final class SmallBlockTests: XCTestCase {

    func eval(_ vm: LuaVM, _ code: String) throws -> String { try evaluate(vm, code) }

    // Issue 11: Lua's blocks of up to 256 bytes come from chunks, by size class (small_blocks.c). A
    // table's array grows through every class and past them, shrinks back into one, and strings
    // of every size are made, freed and made again from the freed blocks: nothing is lost.
    func testSmallBlocksKeepTheirContentsAcrossSizeClasses() throws {
        let vm = LuaVM()
        let script = """
            local t = {}
            for i = 1, 300 do t[i] = i end
            for i = 300, 3, -1 do t[i] = nil end
            t.x = 10
            collectgarbage()
            local sum = 0
            for _, v in pairs(t) do sum = sum + v end
            local parts = {}
            for round = 1, 3 do
              for n = 1, 300 do parts[n] = string.rep(string.char(96 + round), n) .. n end
              for n = 1, 300 do assert(parts[n] == string.rep(string.char(96 + round), n) .. n) end
              collectgarbage()
            end
            return sum .. " " .. #parts[300]
            """
        XCTAssertEqual(try eval(vm, script), "13 303")
        XCTAssertGreaterThan(vm.memoryInUse, 0)
    }
}

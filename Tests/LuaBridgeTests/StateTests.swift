import XCTest
import CLua
import LuaShim
@testable import LuaBridge

// Tests of Sources/LuaShim/state.c: a state's life: closing it, with and without releasing its objects.
// XCTest, not Swift Testing: the shim keeps process globals (the dispatcher, the timeout's and
// Ctrl-C's state, signal handlers) that parallel test runs would race on.
final class StateTests: XCTestCase {

    func eval(_ vm: LuaVM, _ code: String) throws -> String { try evaluate(vm, code) }

    // Issue 11: closing without releasing leaves the objects alive (the process ends next); the
    // script's finalizers still run.
    func testCloseWithoutReleasingObjects() throws {
        var deinits = 0
        var finalized = false
        do {
            let vm = LuaVM()
            vm.push(object: Probe { deinits += 1 })
            vm.setGlobal("p")
            vm.register(global: "note") { _ in finalized = true; return 0 }
            try vm.run(string: "setmetatable({}, { __gc = function() note() end })", name: "=t")
            vm.close(releasingObjects: false)
            XCTAssertTrue(finalized)
            XCTAssertEqual(deinits, 0)
            vm.drainReleases()   // what a process exit would not do; no leak for the sanitizers
            XCTAssertEqual(deinits, 1)
        }
    }

    func testVMDeinitReleasesObjects() throws {
        var deinited = false
        do {
            let vm = LuaVM()
            vm.push(object: Probe { deinited = true })
            vm.setGlobal("keep")
        }
        XCTAssertTrue(deinited)
    }
}

import XCTest
import CLua
import LuaShim
@testable import LuaBridge

// Tests of Sources/LuaShim/calls.c (with places.c): the trampoline and its errors raised after the Swift frame returned, protected calls and their tracebacks, loading text chunks, light trampolines.
// XCTest, not Swift Testing: the shim keeps process globals (the dispatcher, the timeout's and
// Ctrl-C's state, signal handlers) that parallel test runs would race on.
final class CallTests: XCTestCase {

    func eval(_ vm: LuaVM, _ code: String) throws -> String { try evaluate(vm, code) }

    // 1. Acceptance: a Swift error inside a Swift function does not skip Swift cleanup.
    func testSwiftErrorRunsDeferAndDeinit() throws {
        let vm = LuaVM()
        var deferRan = false
        var deinitRan = false
        vm.register(global: "explode") { vm in
            defer { deferRan = true }
            let local = Probe { deinitRan = true }
            _ = local
            throw BoomError()
        }
        let result = try eval(vm, """
            local ok, err = pcall(explode)
            return tostring(ok) .. "|" .. err
            """)
        XCTAssertTrue(deferRan, "defer did not run")
        XCTAssertTrue(deinitRan, "deinit did not run")
        XCTAssertEqual(result, "false|boom from Swift")
        // still usable, and a second round works the same
        deferRan = false; deinitRan = false
        XCTAssertEqual(try eval(vm, "return 1 + 2"), "3")
        XCTAssertEqual(try eval(vm, "return select(2, pcall(explode))"), "boom from Swift")
        XCTAssertTrue(deferRan && deinitRan)
        XCTAssertEqual(vm.top, 0)
    }

    func testUncaughtSwiftErrorBecomesLuaErrorWithTraceback() throws {
        let vm = LuaVM()
        vm.register(global: "explode") { _ in throw LuaScriptError.located("kaboom") }
        let path = tempFile("uncaught.lua", "local x = 1\nexplode()\n")
        XCTAssertThrowsError(try vm.run(file: path)) { error in
            let e = error as! LuaError
            XCTAssertEqual(e.message, "\(path):2: kaboom")
            XCTAssertTrue(e.traceback.hasPrefix("stack traceback:"), e.traceback)
        }
        XCTAssertEqual(vm.top, 0)
    }

    // 2. Syntax errors read "PATH:LINE:".
    func testSyntaxErrorFromFile() throws {
        let vm = LuaVM()
        let path = tempFile("syntax.lua", "local a = 1\nlocal b = = 2\n")
        XCTAssertThrowsError(try vm.load(file: path)) { error in
            let e = error as! LuaError
            XCTAssertTrue(e.message.hasPrefix("\(path):2:"), e.message)
            XCTAssertEqual(e.status, LUA_ERRSYNTAX)
        }
        XCTAssertEqual(vm.top, 0)
        XCTAssertThrowsError(try vm.load(file: "/nonexistent/x.lua")) { error in
            XCTAssertTrue((error as! LuaError).message.contains("cannot open"))
        }
    }

    // 3. Runtime error traceback contains file:line.
    func testRuntimeErrorTraceback() throws {
        let vm = LuaVM()
        let path = tempFile("runtime.lua", """
            local function inner()
              error("boom")
            end
            local function outer() inner() end
            outer()
            """)
        XCTAssertThrowsError(try vm.run(file: path)) { error in
            let e = error as! LuaError
            XCTAssertEqual(e.message, "\(path):2: boom")
            XCTAssertTrue(e.traceback.contains("\(path):2:"), e.traceback)
            XCTAssertTrue(e.traceback.contains("\(path):4:"), e.traceback)
            XCTAssertFalse(e.traceback.contains("boom"))
        }
    }

    // 4. Argument errors with the position prefix.
    func testArgumentErrorMessage() throws {
        let vm = LuaVM()
        final class Controller {}
        vm.objectTypeName = { _ in "an object" }
        vm.register(global: "present") { vm in
            let args = LuaArgs(vm, function: "present")
            _ = try args.object(1, as: Controller.self, expected: "a view controller")
            _ = try args.bool(2, default: true)
            return 0
        }
        vm.register(global: "title") { vm in
            let args = LuaArgs(vm, function: "title")
            vm.push(try args.string(1))
            return 1
        }
        let path = tempFile("args.lua", "\n\npresent(nil)\n")
        XCTAssertThrowsError(try vm.run(file: path)) { error in
            XCTAssertEqual((error as! LuaError).message,
                           "\(path):3: present: argument #1: expected a view controller, got nil")
        }
        XCTAssertThrowsError(try vm.run(string: "present()", name: "@s.lua")) { error in
            XCTAssertEqual((error as! LuaError).message,
                           "s.lua:1: present: argument #1: expected a view controller, got no value")
        }
        vm.push(object: Controller())
        vm.setGlobal("c")
        XCTAssertThrowsError(try vm.run(string: "present(c, 3)", name: "@s.lua")) { error in
            XCTAssertEqual((error as! LuaError).message,
                           "s.lua:1: present: argument #2: expected boolean, got number")
        }
        XCTAssertThrowsError(try vm.run(string: "present(setmetatable({}, {}))", name: "@s.lua")) { error in
            XCTAssertEqual((error as! LuaError).message,
                           "s.lua:1: present: argument #1: expected a view controller, got table")
        }
        XCTAssertEqual(try eval(vm, "return title(12)"), "12")
        XCTAssertEqual(try eval(vm, "return select(2, pcall(title, {}))"),
                       "title: argument #1: expected string, got table")
        // plain vs located
        vm.register(global: "plain") { _ in throw LuaScriptError.plain("no prefix") }
        XCTAssertEqual(try eval(vm, "return select(2, pcall(plain))"), "no prefix")
        vm.register(global: "located") { _ in throw LuaScriptError.located("with prefix") }
        XCTAssertThrowsError(try vm.run(string: "\nlocated()", name: "@m.lua")) { error in
            XCTAssertEqual((error as! LuaError).message, "m.lua:2: with prefix")
        }
    }

    // Issue 11: the first 512 Swift functions are light C functions (one trampoline per id: no
    // collectable object, the same value on every push); later ids get a closure each. Both call
    // their own function, and an error from either is raised after the Swift frame returned.
    func testSwiftFunctionsAreLightUpToTheirTrampolines() throws {
        let vm = LuaVM()
        var ids: [Int] = []
        for i in 0..<600 {
            ids.append(vm.registerFunction { vm in
                if i == 599 { throw LuaScriptError.located("function 599 refuses") }
                vm.push(i)
                return 1
            })
        }
        let low = ids.first!, high = ids[598]
        XCTAssertLessThan(low, 512)
        XCTAssertGreaterThanOrEqual(high, 512)
        for (name, id) in [("low", low), ("low2", low), ("high", high), ("high2", high), ("bad", ids[599])] {
            vm.pushFunction(id: id)
            vm.setGlobal(name)
        }
        XCTAssertEqual(try eval(vm, "return low() .. ' ' .. high()"), "0 598")
        XCTAssertEqual(try eval(vm, "return tostring(rawequal(low, low2)) .. ' ' .. tostring(rawequal(high, high2))"), "true false")
        XCTAssertThrowsError(try eval(vm, "return bad()")) { error in
            XCTAssertTrue("\(error)".contains("function 599 refuses"), "\(error)")
        }
    }

    func testNestedErrorKeepsInnermostTraceback() throws {
        let vm = LuaVM()
        // an "engine" Swift function that calls a Lua override, which fails
        vm.register(global: "engine") { vm in
            let args = LuaArgs(vm, function: "engine")
            let f = try args.function(1)
            try vm.call(f)
            return 0
        }
        let path = tempFile("nested.lua", """
            local function override()
              error("override failed")
            end
            engine(override)
            """)
        XCTAssertThrowsError(try vm.run(file: path)) { error in
            let e = error as! LuaError
            XCTAssertEqual(e.message, "\(path):2: override failed")
            XCTAssertTrue(e.traceback.contains("\(path):2:"), e.traceback)
            // the traceback of the failing override (taken inside engine's pcall), not a new one
            XCTAssertTrue(e.traceback.contains("[C]: in function 'error'"), e.traceback)
            XCTAssertTrue(e.traceback.contains("in function 'engine'"), e.traceback)
        }
    }

    func testProtectedRunsSwiftInsideProtectedCall() throws {
        let vm = LuaVM()
        var ran = false
        try vm.protected { _ in ran = true }
        XCTAssertTrue(ran)
        XCTAssertThrowsError(try vm.protected { _ in throw LuaScriptError.plain("stop") }) { error in
            XCTAssertEqual((error as! LuaError).message, "stop")
        }
    }
}

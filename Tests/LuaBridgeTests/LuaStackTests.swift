import XCTest
import CLua
import LuaShim
@testable import LuaBridge

// Tests of the Swift side of the bridge: LuaStack.swift and LuaRef.swift (references, calls, stack helpers, strings).
// XCTest, not Swift Testing: the shim keeps process globals (the dispatcher, the timeout's and
// Ctrl-C's state, signal handlers) that parallel test runs would race on.
final class LuaStackTests: XCTestCase {

    func eval(_ vm: LuaVM, _ code: String) throws -> String { try evaluate(vm, code) }

    func testRefsAndCalls() throws {
        let vm = LuaVM()
        var saved: LuaVM.Ref?
        vm.register(global: "later") { vm in
            saved = try LuaArgs(vm, function: "later").function(1)
            return 0
        }
        try vm.run(string: "later(function(a, b) return a * b end)", name: "=t")
        let ref = try XCTUnwrap(saved)
        vm.push(6); vm.push(7)
        try vm.call(ref, args: 2, results: 1)
        XCTAssertEqual(vm.toInteger(at: -1), 42)
        vm.pop()
        saved = nil
        XCTAssertEqual(vm.top, 0)
    }

    func testStackHelpersAndDescribe() throws {
        let vm = LuaVM()
        vm.pushNil(); vm.push(true); vm.push(3); vm.push(2.5); vm.push("hé")
        XCTAssertEqual(vm.top, 5)
        XCTAssertEqual((1...5).map { vm.describe(at: Int32($0)) }, ["nil", "true", "3", "2.5", "hé"])
        XCTAssertEqual(vm.typeName(at: 6), "no value")
        XCTAssertEqual(vm.toString(at: 3), "3")
        XCTAssertTrue(vm.isInteger(at: 3))   // not converted in place
        vm.setTop(0)
        vm.newTable()
        vm.push(1); vm.setField("a", at: -2)
        vm.push(2); vm.setField("b", at: -2)
        var sum = 0
        vm.forEach(table: -1) { sum += vm.toInteger(at: -1) ?? 0 }
        XCTAssertEqual(sum, 3)
        XCTAssertEqual(vm.describe(at: -1), "table: #1")   // a serial, never an address (rule 3)
        vm.setGlobal("tbl")
        XCTAssertEqual(try eval(vm, "return tbl.a + tbl.b"), "3")
        XCTAssertEqual(vm.getGlobal("tbl"), .table)
        vm.pop()
        XCTAssertEqual(vm.top, 0)
    }

    // issue 12, item 10: invalid UTF-8 from Lua is shown as \xNN, never a silent U+FFFD.
    func testInvalidUTF8IsEscapedVisibly() throws {
        let vm = LuaVM()
        try vm.load(string: #"return "a\xffb caf\xc3\xa9 \xc3""#, name: "=test")
        try vm.pcall(args: 0, results: 1)
        XCTAssertEqual(vm.toString(at: -1), #"a\xffb café \xc3"#)
        vm.pop()
    }

    // Strings of up to 15 ASCII bytes are made in place; each length, the bytes next to the limit
    // and a non-ASCII byte must read as the general path would.
    func testShortStringsReadAsTheirBytes() throws {
        let vm = LuaVM()
        let alphabet = Array("abcdefghijklmnopq")
        var expected: [String] = []
        for n in 0...17 { expected.append(String(alphabet[0..<n])) }
        expected += ["é", "caf\u{E9}", "\u{7F}x", "a\0b", "123456789012345"]
        for s in expected {
            vm.push(s)
            let read = vm.toString(at: -1)
            XCTAssertEqual(read, s)
            XCTAssertEqual(read?.utf8.count, s.utf8.count)
            XCTAssertEqual(read?.hashValue, s.hashValue)
            XCTAssertEqual(read.map { $0 + "!" }, s + "!")
            vm.pop()
        }
    }
}

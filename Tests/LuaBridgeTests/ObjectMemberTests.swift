import XCTest
import CLua
import LuaShim
@testable import LuaBridge

// Tests of Sources/LuaShim/object_members.c: the members of bridged classes and the objects' __index (with the Swift fallback of LuaObjects.swift).
// XCTest, not Swift Testing: the shim keeps process globals (the dispatcher, the timeout's and
// Ctrl-C's state, signal handlers) that parallel test runs would race on.
final class ObjectMemberTests: XCTestCase {

    func eval(_ vm: LuaVM, _ code: String) throws -> String { try evaluate(vm, code) }

    func testMethodArgumentsOffset() throws {
        let vm = LuaVM()
        final class Thing {}
        vm.objectIndex = { vm, _ in
            vm.pushFunction { vm in
                let args = LuaArgs(vm, function: "setTitle", offset: 1)
                vm.push("title=" + (try args.string(1)))
                return 1
            }
            return 1
        }
        vm.push(object: Thing())
        vm.setGlobal("thing")
        XCTAssertEqual(try eval(vm, "return thing:setTitle('x')"), "title=x")
        XCTAssertThrowsError(try vm.run(string: "thing:setTitle(false)", name: "@t.lua")) { error in
            XCTAssertEqual((error as! LuaError).message,
                           "t.lua:1: setTitle: argument #1: expected string, got boolean")
        }
    }

    // Issue 11: a class's members are found by the C __index: a method is the same closure every
    // time (no new closure per lookup), a getter runs with self at 1, and any other key, or an
    // object of no class, goes to objectIndex.
    func testObjectClassMembers() throws {
        let vm = LuaVM()
        final class Thing { var title = "t1" }
        final class Other {}
        vm.objectClassNumber = { $0 is Thing ? 1 : 0 }
        let shout = vm.registerFunction { vm in
            vm.push("shout from " + ((vm.object(at: 1) as? Thing)?.title ?? "?"))
            return 1
        }
        let title = vm.registerFunction { vm in
            XCTAssertEqual(vm.top, 2)   // self and the key
            vm.push((vm.object(at: 1) as! Thing).title)
            return 1
        }
        vm.defineObjectClass(1, members: [("shout", .method(functionID: shout)), ("title", .getter(functionID: title))])
        var fallbackKeys: [String] = []
        vm.objectIndex = { vm, _ in
            fallbackKeys.append(vm.toString(at: 2) ?? "?")
            vm.push("fallback")
            return 1
        }
        let thing = Thing()
        vm.push(object: thing)
        vm.setGlobal("thing")
        vm.push(object: Other())
        vm.setGlobal("other")
        XCTAssertEqual(try eval(vm, "return thing.title"), "t1")
        thing.title = "t2"
        XCTAssertEqual(try eval(vm, "return thing.title"), "t2")
        XCTAssertEqual(try eval(vm, "return thing:shout()"), "shout from t2")
        XCTAssertEqual(try eval(vm, "return rawequal(thing.shout, thing.shout)"), "true")
        XCTAssertEqual(try eval(vm, "return thing.nothing"), "fallback")
        XCTAssertEqual(try eval(vm, "return other.title"), "fallback")
        XCTAssertEqual(try eval(vm, "return thing[1]"), "fallback")
        XCTAssertEqual(fallbackKeys, ["nothing", "title", "1"])
    }

    // Issue 11: members live in C. A method past the light functions is one closure, kept; a
    // name given twice keeps its last member; a class redefined loses its old members; a name
    // with a zero byte or many similar names are told apart.
    func testObjectClassMembersInC() throws {
        let vm = LuaVM()
        final class Thing {}
        vm.objectClassNumber = { _ in 3 }
        vm.objectIndex = { vm, _ in vm.push("fallback"); return 1 }
        var ids: [Int] = []
        for i in 0..<600 { ids.append(vm.registerFunction { vm in vm.push("f\(i)"); return 1 }) }
        var members: [(String, LuaVM.ObjectMember)] = [("late", .method(functionID: ids[599])),
                                                       ("twice", .getter(functionID: ids[1])),
                                                       ("twice", .getter(functionID: ids[2])),
                                                       ("a\0b", .getter(functionID: ids[3]))]
        for i in 0..<100 { members.append(("m\(i)", .getter(functionID: ids[100 + i]))) }
        // the same first and last eight bytes and length: one hash, told apart by their bytes
        members += [("beginningXmiddle_ending", .getter(functionID: ids[5])),
                    ("beginningYmiddle_ending", .getter(functionID: ids[6]))]
        vm.defineObjectClass(3, members: members)
        vm.push(object: Thing())
        vm.setGlobal("thing")
        XCTAssertEqual(try eval(vm, "return rawequal(thing.late, thing.late)"), "true")
        XCTAssertEqual(try eval(vm, "return thing:late()"), "f599")
        XCTAssertEqual(try eval(vm, "return thing.twice"), "f2")
        XCTAssertEqual(try eval(vm, "return thing['a\\0b'] .. thing.a"), "f3fallback")
        XCTAssertEqual(try eval(vm, "local s = '' for i = 0, 99 do s = s .. thing['m' .. i] .. ',' end return s"),
                       (0..<100).map { "f\(100 + $0)," }.joined())
        XCTAssertEqual(try eval(vm, "return thing.beginningXmiddle_ending .. thing.beginningYmiddle_ending .. thing.beginningZmiddle_ending"),
                       "f5f6fallback")
        vm.defineObjectClass(3, members: [("only", .getter(functionID: ids[4]))])
        XCTAssertEqual(try eval(vm, "return thing.only .. thing.twice"), "f4fallback")
    }

    // Issue 11: a cached getter enters Swift on the first read only; forgetting the value makes
    // the next read ask again; a nil is never kept; each object keeps its own value.
    func testCachedGetter() throws {
        let vm = LuaVM()
        vm.cachedValueSlots = 1
        final class Thing { var title: String?; init(_ t: String?) { title = t } }
        vm.objectClassNumber = { $0 is Thing ? 1 : 0 }
        var reads = 0
        let title = vm.registerFunction { vm in
            reads += 1
            vm.push((vm.object(at: 1) as! Thing).title)
            return 1
        }
        vm.defineObjectClass(1, members: [("title", .cachedGetter(functionID: title, slot: 1))])
        let a = Thing("a1"), b = Thing("b1"), none = Thing(nil)
        for (name, thing) in [("a", a), ("b", b), ("none", none)] {
            vm.push(object: thing)
            vm.setGlobal(name)
        }
        XCTAssertEqual(try eval(vm, "return a.title .. a.title .. a.title"), "a1a1a1")
        XCTAssertEqual(reads, 1)
        XCTAssertEqual(try eval(vm, "return b.title"), "b1")
        XCTAssertEqual(reads, 2)
        a.title = "a2"
        XCTAssertEqual(try eval(vm, "return a.title"), "a1", "kept until forgotten")
        vm.forgetCachedValue(of: a, slot: 1)
        XCTAssertEqual(try eval(vm, "return a.title .. a.title"), "a2a2")
        XCTAssertEqual(reads, 3)
        XCTAssertEqual(try eval(vm, "return tostring(none.title) .. tostring(none.title)"), "nilnil")
        XCTAssertEqual(reads, 5)
    }

    // Rule 1: the default __newindex refuses a NaN or nil key in Swift; lua_rawset would raise
    // across the Swift closure (the VM stays usable afterwards).
    func testDefaultNewIndexRefusesNaNKey() throws {
        let vm = LuaVM()
        let probe = Probe {}
        vm.push(object: probe)
        vm.setGlobal("o")
        XCTAssertThrowsError(try vm.run(string: "o[0/0] = 1", name: "=t")) { error in
            XCTAssertTrue(String(describing: error).contains("t:1: index is nil or NaN"), "\(error)")
        }
        XCTAssertEqual(try eval(vm, "o.x = 2; return o.x"), "2")
    }

    func testObjectHooksAndToString() throws {
        let vm = LuaVM()
        final class Box { var value = 0 }
        let box = Box()
        vm.objectIndex = { vm, obj in
            guard let b = obj as? Box else { vm.pushNil(); return 1 }
            if vm.toString(at: 2) == "value" { vm.push(b.value); return 1 }
            throw LuaScriptError.located("no field '\(vm.describe(at: 2))'")
        }
        vm.objectNewIndex = { vm, obj in
            let b = obj as! Box
            b.value = try LuaArgs(vm, function: "value", offset: 2).integer(1)
            return 0
        }
        vm.objectToString = { obj in "Box(\((obj as! Box).value))" }
        vm.push(object: box)
        vm.setGlobal("box")
        XCTAssertEqual(try eval(vm, "box.value = 7 return box.value"), "7")
        XCTAssertEqual(box.value, 7)
        XCTAssertEqual(try eval(vm, "return tostring(box)"), "Box(7)")
        XCTAssertThrowsError(try vm.run(string: "local x = box.nope", name: "@h.lua")) { error in
            XCTAssertEqual((error as! LuaError).message, "h.lua:1: no field 'nope'")
        }
    }
}

import XCTest
import CLua
import LuaShim
@testable import LuaBridge

// Tests of Sources/LuaShim/object_identity.c: one userdata per Swift object: identity, slots, finalizers, the objects' table.
// XCTest, not Swift Testing: the shim keeps process globals (the dispatcher, the timeout's and
// Ctrl-C's state, signal handlers) that parallel test runs would race on.
final class ObjectIdentityTests: XCTestCase {

    func eval(_ vm: LuaVM, _ code: String) throws -> String { try evaluate(vm, code) }

    // 5. Same userdata twice; deinit after Lua drops it and a collection; not while anchored.
    func testObjectIdentityAndLifetime() throws {
        let vm = LuaVM()
        var deinited = false
        var probe: Probe? = Probe { deinited = true }
        vm.push(object: probe!)
        vm.push(object: probe!)
        XCTAssertEqual(lua_rawequal(vm.L, -1, -2), 1)
        XCTAssertTrue(vm.object(at: -1) === probe)
        XCTAssertEqual(vm.liveObjectCount, 1)
        vm.setGlobal("a")
        vm.setGlobal("b")
        XCTAssertEqual(try eval(vm, "return rawequal(a, b) and a == b"), "true")
        weak let weakProbe = probe
        probe = nil
        XCTAssertNotNil(weakProbe, "Lua holds it")
        vm.collectGarbage()
        XCTAssertFalse(deinited)

        // anchored: survives dropping all Lua references
        vm.setAnchored(weakProbe!, true)
        XCTAssertTrue(vm.isAnchored(weakProbe!))
        try vm.run(string: "a = nil b = nil", name: "=t")
        vm.collectGarbage()
        vm.collectGarbage()
        XCTAssertFalse(deinited, "deinitialized while anchored")
        XCTAssertEqual(vm.liveObjectCount, 1)

        vm.setAnchored(weakProbe!, false)
        vm.collectGarbage()
        XCTAssertTrue(deinited, "not deinitialized after the collection")
        XCTAssertNil(weakProbe)
        XCTAssertEqual(vm.liveObjectCount, 0)
    }

    // Issue 11: after a burst, the objects' cache is rebuilt to size by a collection, and the
    // objects still held keep their userdata (identity, per-instance fields).
    func testObjectCacheIsResizedAfterABurstAndKeepsItsObjects() throws {
        let vm = LuaVM()
        var deinits = 0
        let kept = (0..<10).map { _ in Probe { deinits += 1 } }
        for (i, probe) in kept.enumerated() {
            vm.push(object: probe)
            vm.setGlobal("k\(i)")
        }
        try vm.run(string: "for i = 0, 9 do _G['k' .. i].field = i end", name: "=t")
        for _ in 0..<200 { vm.push(object: Probe { deinits += 1 }); vm.pop() }
        XCTAssertGreaterThanOrEqual(vm.objectCachePeak, 64, "collections during the burst kept the peak low")
        vm.collectGarbage()
        XCTAssertEqual(deinits, 200)
        XCTAssertEqual(vm.liveObjectCount, 10)
        XCTAssertEqual(vm.objectCachePeak, 10, "the cache was not rebuilt")
        for (i, probe) in kept.enumerated() {
            vm.push(object: probe)
            vm.setGlobal("again")
            XCTAssertEqual(try eval(vm, "return tostring(rawequal(again, k\(i))) .. again.field"), "true\(i)")
        }
        XCTAssertEqual(vm.liveObjectCount, 10, "a held object got a second userdata")

        // the anchors likewise: 100 anchored, 95 let go; the 5 still anchored outlive every
        // Lua reference
        var anchoredDeinits = 0
        var anchored: [Probe] = (0..<100).map { _ in Probe { anchoredDeinits += 1 } }
        for probe in anchored { vm.push(object: probe); vm.pop(); vm.setAnchored(probe, true) }
        for probe in anchored[5...] { vm.setAnchored(probe, false) }
        XCTAssertEqual(vm.anchorsPeak, 100)
        anchored.removeSubrange(5...)
        weak let firstAnchored = anchored[0]
        anchored.removeAll()
        vm.collectGarbage()
        XCTAssertEqual(anchoredDeinits, 95)
        XCTAssertEqual(vm.anchorsPeak, 5, "the anchors were not rebuilt")
        XCTAssertNotNil(firstAnchored, "an anchored object lost its anchor")
        XCTAssertTrue(vm.isAnchored(firstAnchored!))
    }

    // Issue 11: an object's userdata is found by its address through a map in C and a slot in
    // the weak table; slots of finalized userdata are reused. Half of 1,000 objects lose their
    // userdata (the map deletes 500 entries from its clusters), then all are pushed again: the
    // others must get their own userdata back, with their fields, never a neighbour's.
    func testObjectIdentityThroughSlotReuse() throws {
        let vm = LuaVM()
        let probes = (0..<1000).map { _ in Probe {} }
        vm.newTable()
        for (i, probe) in probes.enumerated() {
            vm.push(object: probe)
            vm.rawSet(at: -2, index: i + 1)
        }
        vm.setGlobal("held")
        try vm.run(string: "for i = 1, 1000 do held[i].field = i end for i = 1, 1000, 2 do held[i] = nil end", name: "=t")
        vm.collectGarbage()
        XCTAssertEqual(vm.liveObjectCount, 500)
        for (i, probe) in probes.enumerated().reversed() {   // the freed slots are taken again
            vm.push(object: probe)
            vm.setGlobal("again")
            let n = i + 1   // held[n] was let go for odd n
            let expected = n % 2 == 1 ? "nil" : "true\(n)"
            XCTAssertEqual(try eval(vm, "return held[\(n)] and tostring(rawequal(again, held[\(n)])) .. again.field or tostring(again.field)"), expected)
            if n % 2 == 1 { try vm.run(string: "held[\(n)] = again", name: "=t") }
        }
        XCTAssertEqual(vm.liveObjectCount, 1000, "an object held by Lua got a second userdata")
        try vm.run(string: "local seen = {} for i = 1, 1000 do assert(not seen[held[i]]) seen[held[i]] = true end", name: "=t")
    }

    // Issue 11: a constructor's object gets its userdata without a lookup only if no userdata
    // was made since it was created; one pushed meanwhile (by a callback) is found again.
    func testPushCreatedAtLooksOnlyWhenAUserdataWasMadeMeanwhile() throws {
        let vm = LuaVM()
        var mark = vm.objectsMade
        let fresh = Probe {}
        vm.push(object: fresh, createdAt: mark)
        vm.push(object: fresh)
        XCTAssertEqual(lua_rawequal(vm.L, -1, -2), 1)
        vm.pop(2)
        mark = vm.objectsMade
        let pushedMeanwhile = Probe {}
        vm.push(object: pushedMeanwhile)
        vm.setGlobal("early")
        vm.push(object: pushedMeanwhile, createdAt: mark)
        vm.setGlobal("late")
        XCTAssertEqual(try eval(vm, "return rawequal(early, late)"), "true")
        XCTAssertEqual(vm.liveObjectCount, 2)
    }

    // Issue 11: the collector clears a dead userdata's entry before its __gc runs; an object
    // pushed in between (here by a finalizer that runs first) gets a new userdata, and the old
    // __gc must leave the new one's entry alone.
    func testObjectPushedBetweenItsUserdataDyingAndItsFinalizer() throws {
        let vm = LuaVM()
        var deinits = 0
        var probe: Probe? = Probe { deinits += 1 }
        vm.register(global: "pushProbe") { vm in vm.push(object: probe!); return 1 }
        // finalizers run in the reverse order of marking: the table's, marked last, runs first
        try vm.run(string: """
            do local u = pushProbe(); u.field = 1 end
            setmetatable({}, { __gc = function() again = pushProbe() end })
            collectgarbage(); collectgarbage()
            """, name: "=t")
        XCTAssertEqual(try eval(vm, "return tostring(again.field) .. tostring(rawequal(again, pushProbe()))"), "niltrue")
        XCTAssertEqual(vm.liveObjectCount, 1)
        probe = nil
        try vm.run(string: "again = nil", name: "=t")
        vm.collectGarbage()
        XCTAssertEqual(deinits, 1)
        XCTAssertEqual(vm.liveObjectCount, 0)
    }

    // Issue 12 item 7: a value owned by an object (a delegate table) that captures the object is
    // collected with it; the same value through a registry Ref would pin the object for good.
    func testOwnedValueCapturingItsOwnerIsCollected() throws {
        let vm = LuaVM()
        var deinited = false
        var probe: Probe? = Probe { deinited = true }
        vm.push(object: probe!)
        vm.setGlobal("p")
        try vm.load(string: "return { back = p }", name: "=t")
        try vm.pcall(args: 0, results: 1)
        let owned = vm.own(at: -1, owner: probe!, slot: "delegate")
        vm.pop()
        owned.push(on: vm)
        vm.getField("back", at: -1)
        XCTAssertTrue(vm.object(at: -1) === probe, "the owned table is read back through its owner")
        vm.setTop(0)
        vm.disown(probe!, slot: "other")  // clearing another slot leaves this one
        owned.push(on: vm)
        XCTAssertTrue(vm.isTable(at: -1))
        vm.setTop(0)
        weak let weakProbe = probe
        probe = nil
        try vm.run(string: "p = nil", name: "=t")
        vm.collectGarbage()
        vm.collectGarbage()
        XCTAssertTrue(deinited, "the cycle object → owned table → object was not collected")
        XCTAssertNil(weakProbe)
        owned.push(on: vm)
        XCTAssertTrue(vm.isNil(at: -1), "a value whose owner is gone reads as nil")
    }

    func testObjectNotAnObject() throws {
        let vm = LuaVM()
        try vm.load(string: "return io, {}, 'x', 3", name: "=t")
        try vm.pcall(args: 0, results: 4)
        for i: Int32 in 1...4 { XCTAssertNil(vm.object(at: i)) }
        vm.setTop(0)
        lua_pushlightuserdata(vm.L, UnsafeMutableRawPointer(bitPattern: 0x1234))
        XCTAssertNil(vm.object(at: -1))
        XCTAssertFalse(vm.pushInstanceFields(at: -1, create: true))
        vm.pop()
        XCTAssertEqual(vm.top, 0)
    }

    // 6. Instance fields survive a collection while anchored.
    func testInstanceFieldsSurviveWhileAnchored() throws {
        let vm = LuaVM()
        var deinited = false
        var probe: Probe? = Probe { deinited = true }
        vm.push(object: probe!)
        vm.setGlobal("o")
        vm.setAnchored(probe!, true)
        weak let weakProbe = probe
        probe = nil
        try vm.run(string: "o.name = 'kept'; o.callback = function() return 42 end; o = nil", name: "=t")
        vm.collectGarbage()
        vm.collectGarbage()
        XCTAssertFalse(deinited)
        vm.push(object: weakProbe!)
        XCTAssertTrue(vm.pushInstanceFields(at: -1, create: false))
        vm.getField("name", at: -1)
        XCTAssertEqual(vm.toString(at: -1), "kept")
        vm.pop(3)
        vm.push(object: weakProbe!)
        vm.setGlobal("o")
        XCTAssertEqual(try eval(vm, "return o.callback() .. o.name"), "42kept")
        // and a fresh userdata has no fields
        let other = Probe {}
        vm.push(object: other)
        XCTAssertFalse(vm.pushInstanceFields(at: -1, create: false))
        XCTAssertTrue(vm.pushInstanceFields(at: -1, create: true))
        vm.pop(2)
        XCTAssertEqual(vm.top, 0)
    }
}

import XCTest
import CLua
import LuaShim
@testable import LuaBridge

final class Probe {
    let onDeinit: () -> Void
    init(_ onDeinit: @escaping () -> Void) { self.onDeinit = onDeinit }
    deinit { onDeinit() }
}

struct BoomError: Error, CustomStringConvertible {
    var description: String { "boom from Swift" }
}

func tempFile(_ name: String, _ contents: String) -> String {
    let dir = NSTemporaryDirectory() + "luabridge-tests-\(getpid())"
    try? FileManager.default.createDirectory(atPath: dir, withIntermediateDirectories: true)
    let path = dir + "/" + name
    _ = FileManager.default.createFile(atPath: path, contents: Data(contents.utf8))
    return path
}

final class LuaBridgeTests: XCTestCase {

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

    // Issue 11: Lua's blocks of up to 256 bytes come from chunks, by size class (luashim.c). A
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

    func testProtectedRunsSwiftInsideProtectedCall() throws {
        let vm = LuaVM()
        var ran = false
        try vm.protected { _ in ran = true }
        XCTAssertTrue(ran)
        XCTAssertThrowsError(try vm.protected { _ in throw LuaScriptError.plain("stop") }) { error in
            XCTAssertEqual((error as! LuaError).message, "stop")
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

// The globals of a scenario besides the classes: the run loop and main queue on the virtual
// clock, the trace, expectations, printHierarchy (lua-api.md, Time, Trace and expectations).

import LifecycleKit
import LuaBridge

extension GlobalFunction {
    /// Every global, in the order the types file lists them.
    static let all: [GlobalFunction] = [
        GlobalFunction(path: "RunLoop.run", params: [("seconds", "number?")], returns: nil,
                       doc: "Runs the main run loop until nothing is pending, or for `seconds` of virtual time.") { rt, a in
            guard rt.callbackDepth == 0 else {
                throw LuaScriptError.located("RunLoop.run cannot be called from inside a callback, a block or a delegate method")
            }
            try rt.world.runLoop.run(seconds: try a.optionalDuration(1))
            return 0
        },
        GlobalFunction(path: "DispatchQueue.main:async", params: [("block", "fun()")], returns: nil,
                       doc: "Runs the block in a later turn of the main run loop.") { rt, a in
            let f = try rt.mainQueueArguments(a).function(1)
            rt.world.runLoop.enqueue { try rt.call(f) }
            return 0
        },
        GlobalFunction(path: "DispatchQueue.main:asyncAfter", params: [("delay", "number"), ("block", "fun()")], returns: nil,
                       doc: "Runs the block when `delay` seconds of virtual time have passed.") { rt, a in
            let a = rt.mainQueueArguments(a)
            let delay = try a.duration(1)
            let f = try a.function(2)
            rt.world.runLoop.schedule(after: delay) { try rt.call(f) }
            return 0
        },
        GlobalFunction(path: "now", params: [], returns: "number",
                       doc: "Virtual seconds since the scenario started.") { rt, a in
            rt.vm.push(rt.world.runLoop.now)
            return 1
        },
        GlobalFunction(path: "log", params: [("...", "any")], returns: nil,
                       doc: "Adds a line of the author's own to the trace.") { rt, a in
            let parts = (0..<a.count).map { rt.vm.toString(at: a.index($0 + 1)) ?? rt.vm.describe(at: a.index($0 + 1)) }
            rt.world.trace.log(parts.joined(separator: " "))
            return 0
        },
        GlobalFunction(path: "trace.clear", params: [], returns: nil,
                       doc: "Forgets the events recorded so far (expectTrace and trace.events start again).") { rt, a in
            rt.world.trace.clear()
            return 0
        },
        GlobalFunction(path: "trace.events", params: [], returns: "TraceEvent[]",
                       doc: "The events since the last trace.clear().") { rt, a in
            rt.pushEvents(rt.world.trace.events)
            return 1
        },
        GlobalFunction(path: "expectTrace", params: [("expected", "string")], returns: nil,
                       doc: "Compares the events of the kinds it names, since the last clear; an error shows both side by side.") { rt, a in
            let text = try a.string(1)
            if let failure = TraceExpectation(text).mismatch(against: rt.world.trace.events) {
                throw LuaScriptError.located(failure)
            }
            return 0
        },
        GlobalFunction(path: "printHierarchy", params: [], returns: nil,
                       doc: "Prints windows, controllers, children and presented controllers as a tree.") { rt, a in
            rt.output(rt.world.hierarchyDescription() + "\n")
            return 0
        },
        GlobalFunction(path: "scenario", params: [("name", "string"), ("body", "fun()")], returns: nil,
                       doc: "A named scenario; `lifelua test` runs each in a fresh world.") { rt, a in
            let name = try a.string(1)
            let body = try a.function(2)
            if let handler = rt.scenarioHandler {
                try handler(name, body)
            } else {
                rt.world.trace.log("scenario: \(name)")
                try rt.runScenarioBlock(body)
            }
            return 0
        },
    ]
}

extension ScriptHost {
    /// `DispatchQueue.main:async(f)` passes the main table first; `.async(f)` does not. Either
    /// way the block is argument #1, as for every other method (self is not counted).
    func mainQueueArguments(_ a: LuaArgs) -> LuaArgs {
        vm.isTable(at: a.index(1)) ? LuaArgs(vm, function: a.function, offset: a.offset + 1) : a
    }

    /// Each global at its path: `log` directly, `RunLoop.run` and `DispatchQueue.main:async` in
    /// their (created) tables.
    func installGlobals() {
        for f in Registry.globals {
            let parts = Self.pathParts(f.path)
            let id = vm.registerFunction { [unowned self] vm in
                try f.body(self, LuaArgs(vm, function: f.path))
            }
            vm.insistTable(path: Array(parts.dropLast()))
            vm.pushFunction(id: id)
            vm.setField(parts.last!, at: -2)
            vm.pop()
        }
        installGlobalTables()
    }

    /// The fields of global tables (`UIApplication.delegate`): a metatable whose `__index` reads a
    /// field and whose `__newindex` assigns it; assigning a read-only field or a name that is not a
    /// field is an error. Each table is also kept in the registry, for `pushGlobalTable`.
    func installGlobalTables() {
        for table in Registry.globalTables {
            let path = Self.pathParts(table.path)
            vm.insistTable(path: path)
            vm.pushValue(at: -1)
            vm.setField(Self.registryKey(table.path), at: LuaVM.registryIndex)
            guard !table.fields.isEmpty else { vm.pop(); continue }
            let index = vm.registerFunction { [unowned self] vm in
                guard vm.isString(at: 2), let key = vm.toString(at: 2), let field = table.field(key) else {
                    vm.pushNil()
                    return 1
                }
                try field.get(self)
                return 1
            }
            let newIndex = vm.registerFunction { [unowned self] vm in
                let key = vm.isString(at: 2) ? vm.toString(at: 2) : nil
                guard let key, let field = table.field(key) else {
                    let shown = key.map { "'\($0)'" } ?? vm.describe(at: 2)
                    // built only on this error path, never at start-up
                    let names = table.fields.map(\.name).joined(separator: ", ")
                    throw LuaScriptError.located("\(table.path) has no field \(shown) (its fields are \(names))")
                }
                guard let set = field.set else { throw LuaScriptError.located("\(table.path).\(key) is read-only") }
                try set(self, 3)
                return 0
            }
            vm.newTable(nrec: 2)
            vm.pushFunction(id: index); vm.setField("__index", at: -2)
            vm.pushFunction(id: newIndex); vm.setField("__newindex", at: -2)
            vm.setMetatable(at: -2)
            vm.pop()
        }
    }

    /// "UIView.animate" or "trace:expect" → its names, split on the UTF-8 bytes (the paths are
    /// ASCII, so no grapheme breaking is needed).
    static func pathParts(_ path: String) -> [String] {
        let bytes = path.utf8
        var parts: [String] = []
        var start = bytes.startIndex
        for i in bytes.indices where bytes[i] == UInt8(ascii: ".") || bytes[i] == UInt8(ascii: ":") {
            parts.append(String(Substring(bytes[start..<i])))
            start = bytes.index(after: i)
        }
        parts.append(String(Substring(bytes[start...])))
        return parts
    }

    static func registryKey(_ path: String) -> String { "lifelua.global." + path }

    /// Pushes the global table at `path` as installed (even if the script shadowed the global).
    func pushGlobalTable(_ path: String) {
        vm.getField(Self.registryKey(path), at: LuaVM.registryIndex)
    }

    func pushEvents(_ events: [TraceEvent]) {
        vm.newTable(narr: Int32(events.count))
        for (i, e) in events.enumerated() {
            vm.newTable(nrec: 8)
            vm.push(e.seq); vm.setField("seq", at: -2)
            vm.push(e.time); vm.setField("time", at: -2)
            if let c = e.controller { vm.push(c); vm.setField("vc", at: -2) }
            vm.push(e.event.rawValue); vm.setField("event", at: -2)
            if let an = e.animated { vm.push(an); vm.setField("animated", at: -2) }
            if let p = e.parent, let name = p { vm.push(name); vm.setField("parent", at: -2) }
            if let t = e.target { vm.push(t); vm.setField("target", at: -2) }
            if let i = e.index { vm.push(i); vm.setField("index", at: -2) }
            if let m = e.message { vm.push(m); vm.setField("message", at: -2) }
            if let c = e.completed { vm.push(c); vm.setField("completed", at: -2) }
            vm.rawSet(at: -2, index: i + 1)
        }
    }
}

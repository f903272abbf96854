// The one path that loads and drains a scenario: `lifelua run`, `lifelua test`, the REPL's
// `:load` and `-i`, and `scenario(name, fn)` blocks all come here, so a scenario means the same
// thing wherever it runs.

import LifecycleKit
import LuaBridge

extension ScriptHost {
    /// Compiles the scenario file at `path` and pushes it, ready to call with the returned number
    /// of arguments (already pushed above it). The file is read as `luaL_loadfile` reads it: a
    /// UTF-8 byte-order mark and a first line starting with `#` (`#!/usr/bin/env lifelua`) are
    /// skipped, keeping line numbers. `rewrite` transforms the source first (the REPL turns
    /// top-level locals into globals).
    ///
    /// semantics §8, docs/decisions.md "Locals of the scenario file": a controller held by a local
    /// of the file is held until the final drain has run. So the drain runs inside the chunk,
    /// while its locals are alive: the chunk takes the drain from a global on its first line and
    /// calls it last — unless the file ends with a `return`, which nothing may follow; then the
    /// caller's drain runs after. The returned count is always 0 now (the chunk's `...` is empty).
    public func loadScenario(path: String, rewrite: (String) -> String = { $0 }) throws(LuaError) -> Int32 {
        // `-` is standard input, as for lua5.4 (issue 12)
        let file = path == "-" ? "/dev/stdin" : path
        let source: String
        // issue 31: a regular file (or standard input) only, and never more than --max-memory
        do { source = try FileText.contents(of: file, limit: vm.memoryLimit) } catch {
            throw LuaError.cannotOpen(path, reason: error.reason)
        }
        if !keepsAllTraceEvents && !Self.mayReadTrace(source) { world.trace.keepsEvents = false }
        scenarioDirectory = Self.directory(of: path)
        let text = rewrite(Self.skippingFirstLineComment(source))
        let name = path == "-" ? "=stdin" : "@" + path
        // The drain runs inside the chunk, after its last statement, while its locals still hold
        // their controllers (decisions: Locals of the scenario file). It reaches the chunk through a
        // global the first line takes and clears, so the chunk's `...` stays empty (issue 12, item
        // 10) and line numbers do not move. A chunk ending in `return` cannot take the call.
        vm.pushFunction(id: drainID)
        vm.setGlobal(Self.drainGlobal)
        let take = "local \(Self.drainGlobal) <const> = _ENV.\(Self.drainGlobal); _ENV.\(Self.drainGlobal) = nil; "
        if (try? vm.load(string: take + text + "\n;\(Self.drainGlobal)()", name: name)) != nil {
            return 0
        }
        vm.pushNil()
        vm.setGlobal(Self.drainGlobal)
        try vm.load(string: text, name: name)
        return 0
    }

    static let drainGlobal = "__lifelua_drain"

    /// Whether a scenario's source could read the trace back: it names the trace (`trace`,
    /// `expectTrace`), or could reach any global by a computed name (`_ENV`, `_G`, `load`,
    /// `require`, `debug`, `dofile`, `rawget`), or has scenario blocks (perf-anatomy §2.5 item 4).
    /// Conservative: a false yes only costs memory.
    static func mayReadTrace(_ source: String) -> Bool {
        // a byte search: the needles are ASCII, so bytes match exactly where Characters would
        let needles: [[UInt8]] = ["race", "_ENV", "_G", "load", "require", "debug", "dofile", "rawget", "scenario", "getfenv"]
            .map { Array($0.utf8) }
        let bytes = Array(source.utf8)
        return bytes.withUnsafeBufferPointer { text in
            needles.contains { needle in
                guard text.count >= needle.count else { return false }
                for start in 0...(text.count - needle.count) where text[start] == needle[0] {
                    var i = 1
                    while i < needle.count && text[start + i] == needle[i] { i += 1 }
                    if i == needle.count { return true }
                }
                return false
            }
        }
    }

    /// What `luaL_loadfile` skips: a byte-order mark, and a `#` first line (made a comment, so
    /// the line count stays).
    static func skippingFirstLineComment(_ source: String) -> String {
        var text = Substring(source)
        if text.unicodeScalars.first == "\u{FEFF}" { text = Substring(text.unicodeScalars.dropFirst()) }
        return text.hasPrefix("#") ? "--" + text : String(text)
    }

    /// Runs the run loop until nothing is pending, in a protected call (Lua blocks and overrides
    /// run inside it): the end of a scenario, of a `scenario` block, of a REPL entry.
    public func drain() throws(LuaError) {
        try vm.protected { [unowned self] _ in try world.runLoop.run() }
    }

    /// Runs one turn of the run loop, protected (the REPL's `:step`).
    public func step() throws(LuaError) {
        try vm.protected { [unowned self] _ in try world.runLoop.step() }
    }

    /// Runs a `scenario(name, fn)` block to its end: the block, then the drain.
    public func runScenarioBlock(_ body: LuaVM.Ref) throws(LuaError) {
        try callScenarioBody(body)
        try drain()
    }

    /// Replaces the global `print` with one that writes through `write` (the REPL's output; stderr
    /// when the trace format is for programs, so every stdout line stays JSON — issue 12).
    public func redirectPrint(to write: @escaping (String) -> Void) throws(LuaError) {
        let writeID = vm.registerFunction { vm in
            write(vm.toString(at: 1) ?? "")
            return 0
        }
        let top = vm.top
        defer { vm.setTop(top) }
        try vm.load(string: """
            local write, tostring, select, concat = ...
            print = function(...)
              local n = select("#", ...)
              local parts = {}
              for i = 1, n do parts[i] = tostring((select(i, ...))) end
              write(concat(parts, "\\t") .. "\\n")
            end
            """, name: "=print")
        vm.pushFunction(id: writeID)
        vm.getGlobal("tostring")
        vm.getGlobal("select")
        vm.getGlobal("table")
        vm.getField("concat", at: -1)
        vm.remove(at: -2)
        try vm.pcall(args: 4, results: 0)
    }
}

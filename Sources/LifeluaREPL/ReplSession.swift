// The REPL's core, without a terminal: `lifelua repl` feeds it lines (from libedit or from a
// pipe), tests feed it strings. It follows lua.c's conventions (engineering notes, "The REPL that
// Lua users know"):
//   - prompts "> " and ">> ";
//   - a line is first tried as `return <line>;`, so an expression prints its values (through the
//     global `print`, called in a protected call: several values are tab-separated);
//   - a chunk whose syntax error ends in "<eof>" is incomplete: more lines follow with ">> ";
//   - errors print their message and traceback, and the REPL goes on.
// And lifelua's own:
//   - after each entry the run loop runs until idle, and every callback traced meanwhile (during
//     the entry and the drain) is printed under it, indented by two spaces (ReplTraceSink);
//   - a top-level `local` in an entry becomes a global (ReplChunk), so later entries see it;
//   - commands :tree :trace :step :run :reset :load FILE :help :quit (a line starting with one
//     colon; `::label::` is Lua).
// Lua runs only through vm.pcall / vm.protected.

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import LifecycleKit
import LifecycleTrace
import LifeluaBindings
import LuaBridge

/// Prints every traced event as a text trace line, indented under the entry that caused it.
final class ReplTraceSink: TraceSink {
    let write: (String) -> Void
    /// While completing a name, output is held here (so the line being edited is not broken)
    /// and printed before the next entry's output.
    var held: [String]?
    var indent = "  "

    init(write: @escaping (String) -> Void) { self.write = write }

    func record(_ event: TraceEvent) {
        guard TraceFilter.defaultTrace.admits(event) else { return }
        let line = indent + TextTraceWriter.line(event) + "\n"
        if held != nil { held!.append(line) } else { write(line) }
    }
}

public final class ReplSession {
    public let host: ScriptHost
    let sink: ReplTraceSink
    let write: (String) -> Void
    let writeError: (String) -> Void

    /// Lines of an incomplete statement, waiting for more.
    var pending: [String] = []
    /// Automatic draining of the run loop after each entry (`:step` turns it off, `:run` on).
    public private(set) var autoDrain = true
    /// Set by `:quit`.
    public private(set) var wantsQuit = false
    /// Called before and after Lua runs for an entry: the terminal front end catches Ctrl-C
    /// (vm.catchSigint) only while Lua runs, and gives it back to line editing afterwards.
    public var willRunLua: () -> Void = {}
    public var didRunLua: () -> Void = {}
    /// Per-entry wall-clock limit in seconds (0: none; Ctrl-C is the way out on a terminal).
    public var timeout: Double = 0
    /// Whether the last entry ended in an error (scripts and tests may look).
    public private(set) var lastEntryFailed = false
    /// The terminal's width, to wrap `:hints` to; nil (unwrapped) when not on a terminal.
    public var hintWidth: Int? = nil
    /// Whether `:hints` said why the REPL's own globals are passed over (once a session).
    var saidWhyGlobalsAreExempt = false

    /// `write` gets ordinary output (values, trace lines, command output); `writeError` gets
    /// error messages and tracebacks.
    public init(configuration: Configuration = Configuration(), memoryLimit: Int = RunOptions.defaultMemoryLimit, unsafe: Bool = false,
                write: @escaping (String) -> Void, writeError: @escaping (String) -> Void) {
        self.write = write
        self.writeError = writeError
        let sink = ReplTraceSink(write: write)
        self.sink = sink
        host = ScriptHost(configuration: configuration, sinks: [sink], output: write,
                                  memoryLimit: memoryLimit, unsafe: unsafe)
        host.keepsAllTraceEvents = true   // `:trace` reads them
        installPrint()
    }

    public var prompt: String { pending.isEmpty ? "> " : ">> " }
    public var isContinuing: Bool { !pending.isEmpty }

    /// Ctrl-C at the prompt: forget an incomplete statement.
    public func discardPendingInput() { pending.removeAll() }

    // MARK: entries

    /// One line of input: a command, part of a statement, or a whole entry.
    public func feed(_ line: String) {
        flushHeld()
        if pending.isEmpty {
            let trimmed = line.trimmingWhitespace()
            if trimmed.hasPrefix(":") && !trimmed.hasPrefix("::") {
                command(trimmed)
                return
            }
            if trimmed.isEmpty { return }
            // lua.c: first as an expression whose values are printed.
            let top = host.vm.top
            if (try? host.vm.load(string: "return " + line + ";", name: "=stdin")) != nil {
                executeEntry(base: top)
                return
            }
            host.vm.setTop(top)
        }
        pending.append(line)
        let source = pending.joined(separator: "\n")
        let top = host.vm.top
        do {
            try host.vm.load(string: ReplChunk.globalizingTopLevelLocals(source), name: "=stdin")
        } catch {
            host.vm.setTop(top)
            if error.isIncompleteChunk {
                return                                              // incomplete: ">> "
            }
            pending.removeAll()
            report(error)
            return
        }
        pending.removeAll()
        executeEntry(base: top)
    }

    /// An entry typed at the prompt: the globals it makes are the REPL's own, which the
    /// held-by-a-global hint passes over (issue 28 item 8); a loaded file's globals are not.
    func executeEntry(base: Int32) {
        let before = Set(globalNames())
        execute(base: base)
        host.globalsExemptFromHints.formUnion(Set(globalNames()).subtracting(before))
    }

    /// Runs the chunk pushed above `base` (with its `arguments` above it), prints its results,
    /// then drains the run loop (when automatic).
    func execute(base: Int32, arguments: Int32 = 0) {
        let vm = host.vm
        lastEntryFailed = false
        willRunLua()
        defer {
            didRunLua()
            vm.clearInterrupt()
            vm.setTop(base)
        }
        do {
            try limited { () throws(LuaError) in try vm.pcall(args: arguments, results: LuaVM.multipleResults) }
        } catch {
            vm.setTop(base)
            report(error)
            drainIfAutomatic()
            return
        }
        let count = vm.top - base
        if count > 0 {
            // lua.c's l_print: the global print, protected.
            vm.getGlobal("print")
            vm.insert(at: base + 1)
            do {
                try limited { () throws(LuaError) in try vm.pcall(args: count, results: 0) }
            } catch {
                report(LuaError(message: "error calling 'print' (\(error.message))", traceback: ""))
            }
        }
        vm.setTop(base)
        drainIfAutomatic()
    }

    /// Runs Lua under the entry's time limit (if any); an interrupt left pending (Ctrl-C or the
    /// limit, after the code it aimed at had finished) is cleared, so it cannot hit what follows.
    func limited(_ body: () throws(LuaError) -> Void) throws(LuaError) {
        let vm = host.vm
        if timeout > 0 { vm.armTimeout(seconds: timeout) }
        defer { if timeout > 0 { vm.disarmTimeout() } else { vm.clearInterrupt() } }
        try body()
    }

    func drainIfAutomatic() {
        if autoDrain { drain() }
    }

    /// Runs the run loop until idle (Lua blocks run inside it).
    func drain() {
        do {
            try limited { () throws(LuaError) in try host.drain() }
        } catch {
            report(error)
        }
    }

    func report(_ error: LuaError) {
        lastEntryFailed = true
        writeError(error.message + "\n" + (error.traceback.isEmpty ? "" : error.traceback + "\n"))
    }

    func flushHeld() {
        if let held = sink.held, !held.isEmpty { held.forEach(write) }
        sink.held = nil
    }

    // MARK: files

    /// Runs a scenario file in the current world, then drains the run loop (`-i FILE`, `:load`).
    /// Its top-level locals become globals, so they can be inspected at the prompt.
    @discardableResult
    public func load(file path: String) -> Bool {
        flushHeld()
        let vm = host.vm
        let top = vm.top
        let arguments: Int32
        do {
            arguments = try host.loadScenario(path: path, rewrite: ReplChunk.globalizingTopLevelLocals)
        } catch {
            vm.setTop(top)
            report(error)
            return false
        }
        let saved = autoDrain
        autoDrain = true
        defer { autoDrain = saved }
        execute(base: top, arguments: arguments)
        return !lastEntryFailed
    }

    // MARK: print

    /// The global `print` writes through `write`, so values, trace lines and command output keep
    /// their order whatever the destination (a terminal, a pipe, a test's buffer).
    func installPrint() {
        do { try host.redirectPrint(to: write) } catch {
            writeError("lifelua: cannot install print: \(error.message)\n")
        }
    }

    // MARK: commands

    public static let commandHelp: [(String, String)] = [
        (":tree", "print the hierarchy: windows, controllers, children, presented (printHierarchy())"),
        (":trace", "print the events since the last trace.clear(), in text form"),
        (":step", "run one turn of the run loop, to watch timing; entries are then no longer drained"),
        (":run", "run the run loop until idle, and drain after each entry again"),
        (":reset", "start a fresh world: no windows, clock at 0, empty trace (see below)"),
        (":load FILE", "run a scenario file in the current world, then drain the run loop"),
        (":hints", "why a callback you expected did not come, and the fix (the hints so far)"),
        (":help", "this help"),
        (":quit", "leave (or Ctrl-D)"),
    ]

    public static var helpText: String {
        var s = "Type Lua: an expression prints its value; a statement runs. After each entry the\n"
        s += "run loop runs until idle, and the callbacks it caused are printed indented under it.\n"
        s += "A top-level `local` becomes a global, so later entries see it.\n\n"
        for (name, doc) in commandHelp {
            s += "  " + name + String(repeating: " ", count: max(1, 13 - name.count)) + doc + "\n"
        }
        s += "\nAfter :reset, globals that held the old world's controllers still hold them (they\n"
        s += "belong to the old world): create new ones, or :load a scenario again.\n"
        s += "Keys: Tab completes globals and, after `obj.` or `obj:`, obj's properties and methods;\n"
        s += "Ctrl-C interrupts a running chunk (or clears the line); Ctrl-D quits.\n"
        return s
    }

    func command(_ line: String) {
        let parts = line.split(separator: " ", maxSplits: 1, omittingEmptySubsequences: true)
        let name = String(parts[0])
        let argument = parts.count > 1 ? String(parts[1]).trimmingWhitespace() : ""
        lastEntryFailed = false
        switch name {
        case ":tree":
            write(host.world.hierarchyDescription() + "\n")
        case ":trace":
            let events = host.world.trace.events
            if events.isEmpty { write("(no events since the last trace.clear())\n") }
            for e in events where TraceFilter.defaultTrace.admits(e) { write(TextTraceWriter.line(e) + "\n") }
        case ":step":
            autoDrain = false
            let loop = host.world.runLoop
            if loop.isIdle {
                write("(nothing pending at \(formatTime(loop.now)) s; entries are no longer drained: :run drains again)\n")
                return
            }
            willRunLua()
            defer { didRunLua(); host.vm.clearInterrupt() }
            do {
                try limited { () throws(LuaError) in try host.step() }
            } catch {
                report(error)
            }
            write("(turn done at \(formatTime(loop.now)) s; \(loop.isIdle ? "idle" : "more pending: :step again, or :run"))\n")
        case ":run":
            autoDrain = true
            willRunLua()
            defer { didRunLua(); host.vm.clearInterrupt() }
            drain()
        case ":reset":
            host.resetWorld()
            write("(a fresh world: no windows, clock at 0, empty trace; globals still hold the old world's objects)\n")
        case ":load":
            guard !argument.isEmpty else { writeError(":load needs a file: :load FILE.lua\n"); lastEntryFailed = true; return }
            load(file: ReplSession.expandingHome(argument))
        case ":hints":
            let hints = host.hints()
            write(hints.isEmpty ? "(no hints so far)\n" : Hint.textBlock(hints, width: hintWidth))
            if host.exemptedAGlobal && !saidWhyGlobalsAreExempt {
                saidWhyGlobalsAreExempt = true
                write("(a controller held by a variable made at this prompt is not reported as held by a global: every variable of the REPL is global; set it to nil to let the controller go)\n")
            }
        case ":help", ":h", ":?":
            write(ReplSession.helpText)
        case ":quit", ":q", ":exit":
            wantsQuit = true
        default:
            lastEntryFailed = true
            writeError("unknown command \(name) (:help lists them)\n")
        }
    }

    static func expandingHome(_ path: String) -> String {
        guard path.hasPrefix("~/"), let home = getenv("HOME") else { return path }
        return String(cString: home) + path.dropFirst()
    }
}

// `lifelua run FILE`: load the file, run it as phase 2 of the first turn, drain the run loop
// (as a running app would), and report errors as `file:line: message` with a traceback on
// stderr. Everything traced before an error has already been written.

import LifecycleKit
import LifecycleTrace
import LuaBridge
#if canImport(Glibc)
import Glibc
#endif

public struct RunOptions {
    public var configuration = Configuration()
    public var format: TraceFormat = .text
    /// Wall-clock limit on Lua code (a script stuck in `while true do end`).
    public var timeout: Double = 10
    /// Bytes the script may hold, the trace it can read back included (`--max-memory`).
    public var memoryLimit = RunOptions.defaultMemoryLimit
    public static let defaultMemoryLimit = 512 << 20
    /// `--timeout S`: 0 (no limit) to 1,000,000 s (inf, NaN and huge values used to disable it).
    public static let timeoutRange = 0.0...1_000_000.0
    /// `--max-memory MB`: from 1 MB to 1 TB.
    public static let memoryLimitRange = 1...(1 << 20)

    /// What is wrong with a `--timeout` value, or nil: the one check for the command line and
    /// test headers (issue 12: inf, NaN and huge values used to disable the limit silently).
    public static func timeoutProblem(_ seconds: Double) -> String? {
        seconds.isFinite && timeoutRange.contains(seconds) ? nil
            : "--timeout must be a number of seconds from 0 (no limit) to \(Int(timeoutRange.upperBound))"
    }

    /// What is wrong with a `--max-memory` value, or nil.
    public static func memoryLimitProblem(_ megabytes: Int) -> String? {
        memoryLimitRange.contains(megabytes) ? nil
            : "--max-memory must be a number of megabytes from \(memoryLimitRange.lowerBound) to \(memoryLimitRange.upperBound)"
    }
    /// Where `print` and `printHierarchy()` write (nil: with the trace, on stdout). A format for
    /// programs sends them to stderr, so every stdout line stays the format's (issue 12).
    public var scriptOutput: ((String) -> Void)?
    /// Folders `require` searches after the scenario's own (`--path DIR`).
    public var modulePaths: [String] = []
    /// Every standard library instead of the sandbox (`--unsafe`).
    public var unsafe = false
    /// Print the hints after the trace (`--no-hints` turns them off).
    public var hints = true
    public init() {}
}

public enum ScenarioOutcome: Equatable {
    case success
    /// A Lua error (syntax, runtime, UIKit exception, failed expectation), already formatted.
    case failure(message: String, traceback: String)
}

public final class ScenarioRunner {
    public let host: ScriptHost
    let options: RunOptions

    public init(options: RunOptions, sinks: [TraceSink], output: @escaping (String) -> Void = StandardOutput.write) {
        self.options = options
        host = ScriptHost(configuration: options.configuration, sinks: sinks, output: options.scriptOutput ?? output,
                                  memoryLimit: options.memoryLimit, unsafe: options.unsafe)
        host.modulePaths = options.modulePaths
        if let scriptOutput = options.scriptOutput { try? host.redirectPrint(to: scriptOutput) }
    }

    /// Runs a scenario file to the end and drains the run loop.
    public func run(file path: String) -> ScenarioOutcome {
        let vm = host.vm
        startedAt = Self.now()
        vm.armTimeout(seconds: options.timeout)
        defer { vm.disarmTimeout() }
        do {
            let arguments = try host.loadScenario(path: path)
            try vm.pcall(args: arguments, results: 0)
            try host.drain()
        } catch {
            return .failure(message: error.message, traceback: error.traceback)
        }
        return finalizerOutcome()
    }

    /// Set when the process ends after this run (`lifelua run`): the work whose only effect would
    /// be the script's own finalizers is skipped when the script can have none.
    public var endsProcess = false

    /// issue 12, item 8: an error inside a `__gc` metamethod fails the run (Lua only warns); a last
    /// full collection finalizes what the scenario left as garbage. Without script finalizers it
    /// has nothing to report, and before the process ends it would only finalize the bridge's
    /// objects, whose releases are deferred past the end.
    private func finalizerOutcome() -> ScenarioOutcome {
        if endsProcess && !host.vm.hasScriptFinalizers { return .success }
        host.vm.collectGarbage()
        if let message = host.vm.takeFinalizerError() { return .failure(message: message, traceback: "") }
        return .success
    }

    /// Runs a chunk of source (the REPL, tests).
    public func run(source: String, name: String) -> ScenarioOutcome {
        do {
            try host.vm.load(string: source, name: name)
            try host.vm.pcall(args: 0, results: 0)
            try host.drain()
        } catch {
            return .failure(message: error.message, traceback: error.traceback)
        }
        return finalizerOutcome()
    }

    /// Ends the scenario, then lets sinks that write at the end (mermaid, svg) write: called on
    /// the failure path too, so a picture shows what was traced before an error.
    public func finish() {
        host.finish()
        for sink in host.sinks { sink.finish() }
    }

    /// Closes the Lua state (the script's last finalizers run) when the process ends next,
    /// leaving the engine objects unreleased (`LuaVM.close(releasingObjects:)`).
    /// Without script finalizers closing would only free memory the process is about to return,
    /// so the state stays open (reachable from the kept runner).
    /// issue 31: the finalizers the close runs stay under the run's limits: --max-memory (the cap
    /// is on in lifelua_close) and what is left of --timeout. Returns the first error one raised.
    @discardableResult
    public func closeBeforeExit() -> String? {
        if !host.vm.hasScriptFinalizers { return nil }
        if options.timeout > 0 {
            let left = options.timeout - (startedAt.map { Self.now() - $0 } ?? 0)
            host.vm.armTimeout(seconds: max(left, 0.001))
        }
        return host.vm.close(releasingObjects: false)
    }

    /// When `run(file:)` started, in seconds of a monotonic clock.
    private var startedAt: Double?

    static func now() -> Double {
        var t = timespec()
        clock_gettime(CLOCK_MONOTONIC, &t)
        return Double(t.tv_sec) + Double(t.tv_nsec) / 1e9
    }
}

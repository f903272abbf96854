// `lifelua run FILE`: load the file, run it as phase 2 of the first turn, drain the run loop
// (as a running app would), and report errors as `file:line: message` with a traceback on
// stderr. Everything traced before an error has already been written.

import LifecycleKit
import LifecycleTrace
import LuaBridge

public struct RunOptions {
    public var configuration = Configuration()
    public var format: TraceFormat = .text
    /// Wall-clock limit on Lua code (a script stuck in `while true do end`).
    public var timeout: Double = 10
    public var memoryLimit = 1 << 30
    public init() {}
}

public enum ScenarioOutcome: Equatable {
    case success
    /// A Lua error (syntax, runtime, UIKit exception, failed expectation), already formatted.
    case failure(message: String, traceback: String)
}

public final class ScenarioRunner {
    public let runtime: ScenarioRuntime
    let options: RunOptions

    public init(options: RunOptions, sinks: [TraceSink], output: @escaping (String) -> Void = StandardOutput.write) {
        self.options = options
        runtime = ScenarioRuntime(configuration: options.configuration, sinks: sinks, output: output,
                                  memoryLimit: options.memoryLimit)
    }

    /// Runs a scenario file to the end and drains the run loop.
    public func run(file path: String) -> ScenarioOutcome {
        let vm = runtime.vm
        vm.armTimeout(seconds: options.timeout)
        defer { vm.disarmTimeout() }
        do {
            try vm.load(file: path)
            // semantics §8: a controller held by a local of the scenario never deinits before the
            // scenario ends, and the scenario ends after the final drain. So the drain runs inside
            // the chunk, while its locals are alive: the chunk gets a drain function as `...` and
            // calls it last (unless the file ends with a `return`, which nothing may follow).
            if let source = FileText.read(path),
               (try? vm.load(string: source + "\n;(...)()", name: "@" + path)) != nil {
                vm.remove(at: -2)
                vm.pushFunction(id: drainID)
                try vm.pcall(args: 1, results: 0)
            } else {
                try vm.pcall(args: 0, results: 0)
            }
            try vm.protected { [runtime] _ in try runtime.world.runLoop.run() }
        } catch {
            return .failure(message: error.message, traceback: error.traceback)
        }
        return .success
    }

    private lazy var drainID: Int = runtime.vm.registerFunction { [runtime] _ in
        try runtime.world.runLoop.run()
        return 0
    }

    /// Runs a chunk of source (the REPL, tests).
    public func run(source: String, name: String) -> ScenarioOutcome {
        do {
            try runtime.vm.load(string: source, name: name)
            try runtime.vm.pcall(args: 0, results: 0)
            try runtime.vm.protected { [runtime] _ in try runtime.world.runLoop.run() }
        } catch {
            return .failure(message: error.message, traceback: error.traceback)
        }
        return .success
    }

    /// Ends the scenario, then lets sinks that write at the end (mermaid, svg) write: called on
    /// the failure path too, so a picture shows what was traced before an error.
    public func finish() {
        runtime.finish()
        for case let sink as FinishingTraceSink in runtime.sinks { sink.finish() }
    }
}

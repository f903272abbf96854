// `lifelua test`: runs scenario files in fresh Lua states and checks their expectations —
// `expectTrace` inside them, and golden traces (NAME.lua beside NAME.trace, compared with the
// text trace). A file may hold several `scenario("name", function() … end)` blocks; each runs
// in a fresh world (its own windows, clock and trace).
//
// A scenario file may set its device in its first lines: `-- lifelua: --ios 12 --device ipad`.

import LifecycleKit
import LifecycleTrace
import LuaBridge

public struct TestResult {
    public var file: String
    public var name: String
    public var passed: Bool
    public var message: String?
    public var duration: Double = 0

    public init(file: String, name: String, passed: Bool, message: String? = nil) {
        self.file = file
        self.name = name
        self.passed = passed
        self.message = message
    }
}

public final class TestRunner {
    public var update = false
    public var timeout: Double = 10

    public init() {}

    /// The options a file asks for in its header (`-- lifelua: --ios 12`).
    public static func configuration(forSource source: String, base: Configuration) -> Configuration {
        var config = base
        for (option, value) in headerOptions(source) {
            if option == "--ios", let v = Configuration.iosVersion(value) { config.iosVersion = v }
            if option == "--device", let d = Configuration.device(value) { config.device = d }
        }
        return config
    }

    /// The events a file's golden trace shows (`-- lifelua: --events all`); the default trace if
    /// the header names none or an unknown one.
    public static func eventFilter(forSource source: String) -> TraceFilter {
        for (option, value) in headerOptions(source) where option == "--events" {
            if let filter = try? TraceFilter(parsing: value) { return filter }
        }
        return .defaultTrace
    }

    /// The words of the header lines (`-- lifelua: …`) in the first ten lines.
    static func headerWords(_ source: String) -> [String] {
        source.split(separator: "\n", omittingEmptySubsequences: false).prefix(10).flatMap { line -> [String] in
            guard let r = line.firstRange(of: "-- lifelua:") else { return [] }
            return line[r.upperBound...].split(separator: " ").map(String.init)
        }
    }

    /// `(option, value)` pairs of the header lines.
    static func headerOptions(_ source: String) -> [(String, String)] {
        let words = headerWords(source)
        return stride(from: 0, to: max(0, words.count - 1), by: 1).filter { words[$0].hasPrefix("--") }.map { (words[$0], words[$0 + 1]) }
    }

    public func run(file path: String, source: String, golden: String?, base: Configuration,
                    writeGolden: (String) -> String?) -> [TestResult] {
        var lines: [String] = []
        // The golden trace is the default trace (semantics-layout-app §20), or the header's --events.
        let filter = Self.eventFilter(forSource: source)
        let sink = ClosureSink { if filter.admits($0) { lines.append(TextTraceWriter.line($0)) } }
        var options = RunOptions()
        options.configuration = Self.configuration(forSource: source, base: base)
        options.timeout = timeout
        let runner = ScenarioRunner(options: options, sinks: [sink], output: { text in
            lines.append(contentsOf: text.split(separator: "\n", omittingEmptySubsequences: false).dropLast().map(String.init))
        })
        var results: [TestResult] = []
        runner.host.scenarioHandler = { [unowned host = runner.host] name, body in
            host.resetWorld()
            lines.append("-- scenario: \(name)")
            do {
                try host.runScenarioBlock(body)
                results.append(TestResult(file: path, name: "\(path): \(name)", passed: true))
            } catch {
                let message = (error as? LuaError).map { $0.message } ?? String(describing: error)
                results.append(TestResult(file: path, name: "\(path): \(name)", passed: false, message: message))
                lines.append("-- error: \(message)")
            }
        }
        let outcome = runner.run(file: path)
        runner.finish()
        // Hints explain a failure; a golden includes them only when its header asks (`--hints`).
        let hints = runner.host.hints()
        if Self.headerWords(source).contains("--hints") {
            lines.append(contentsOf: Hint.textBlock(hints).split(separator: "\n").map(String.init))
        }
        let hintNote = hints.isEmpty ? "" : "\n" + Hint.textBlock(hints).dropLast()
        let trace = lines.joined(separator: "\n") + (lines.isEmpty ? "" : "\n")
        var fileResult = TestResult(file: path, name: path, passed: true)
        if case .failure(let message, _) = outcome {
            fileResult.passed = false
            fileResult.message = message + hintNote
        } else if update {
            if let reason = writeGolden(trace) {
                fileResult.passed = false
                fileResult.message = "cannot write the golden trace: \(reason)"
            }
        } else if let golden, golden != trace {
            fileResult.passed = false
            fileResult.message = "golden trace differs (- expected, + actual):\n" + LineDiff.render(expected: golden, actual: trace) + hintNote
        }
        if results.isEmpty || !fileResult.passed || golden != nil {
            if !results.isEmpty { fileResult.name = path + " (golden trace)" }
            results.append(fileResult)
        }
        return results
    }
}

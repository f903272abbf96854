// `lifelua test`: runs scenario files in fresh Lua states and checks their expectations —
// `expectTrace` inside them, and golden traces (NAME.lua beside NAME.trace, compared with the
// text trace). A file may hold several `scenario("name", function() … end)` blocks; each runs
// in a fresh world (its own windows, clock and trace).
//
// A scenario file may set its device in its first lines: `-- lifelua: --ios 12 --device ipad`.

import LifecycleKit
import LifecycleTrace
import LuaBridge
#if canImport(Glibc)
import Glibc
#endif

public struct TestResult {
    public var file: String
    public var name: String
    public var passed: Bool
    public var message: String?
    /// Seconds of real time the scenario (or the file, for its own result) took.
    public var duration: Double = 0
    /// Not a failed expectation but a run that could not finish: a crashed or killed worker, an
    /// unreadable file (JUnit's `<error>`).
    public var isError = false
    /// Its SVG timeline, when the runner draws them (`lifelua test --html`).
    public var picture: String?

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
    public var memoryLimit = RunOptions.defaultMemoryLimit
    public var modulePaths: [String] = []
    public var unsafe = false
    /// `lifelua test --filter` when the file's path does not match: only the scenario blocks
    /// whose names match run, and the golden trace is neither compared nor written.
    public var scenarioFilter: ((String) -> Bool)? = nil
    /// Draw each result's SVG timeline (`lifelua test --html`, issue 29).
    public var drawsPictures = false

    public init() {}

    /// Real time in seconds (monotonic), for the reports' times.
    public static func clock() -> Double {
        var t = timespec()
        clock_gettime(CLOCK_MONOTONIC, &t)
        return Double(t.tv_sec) + Double(t.tv_nsec) / 1e9
    }

    /// What a file asks for in its header lines (`-- lifelua: --ios 12 --events all --hints`),
    /// checked as the command line checks its options: a bad header is that file's failure, not
    /// a silently different run (issue 12, item 11).
    public struct Header {
        public var ios: Int?
        public var device: Device?
        public var events: TraceFilter?
        /// The --events and --timeout values as the file wrote them (for `run`'s note).
        var eventsText = "", timeoutText = ""
        public var hints = false
        /// The file's own limits (issue 12, item 11: the same limits as `run`).
        public var timeout: Double?
        public var memoryLimit: Int?

        /// Applies what the command line did not give (`given`: the options it named), and
        /// returns the header's words that were taken, for the note `run` prints.
        public func apply(to options: inout RunOptions, filter: inout TraceFilter?, given: (String) -> Bool) -> [String] {
            var taken: [String] = []
            if let ios, !given("--ios") { options.configuration.iosVersion = ios; taken.append("--ios \(ios)") }
            if let device, !given("--device") { options.configuration.device = device; taken.append("--device \(device.rawValue)") }
            if let events, !given("--events") { filter = events; taken.append("--events \(eventsText)") }
            if let timeout, !given("--timeout") { options.timeout = timeout; taken.append("--timeout \(timeoutText)") }
            if let memoryLimit, !given("--max-memory") { options.memoryLimit = memoryLimit; taken.append("--max-memory \(memoryLimit >> 20)") }
            return taken
        }

        public func configuration(base: Configuration) -> Configuration {
            var config = base
            if let ios { config.iosVersion = ios }
            if let device { config.device = device }
            return config
        }
    }

    public struct HeaderError: Error { public let message: String }

    public static func header(_ source: String) throws(HeaderError) -> Header {
        var header = Header()
        var words = headerWords(source).filter { !$0.isEmpty }[...]
        func value(_ option: String) throws(HeaderError) -> String {
            guard let v = words.popFirst(), !v.hasPrefix("--") else { throw HeaderError(message: "\(option) needs a value") }
            return v
        }
        while let option = words.popFirst() {
            switch option {
            case "--ios":
                let v = try value(option)
                do { header.ios = try Configuration.parseIOS(v) } catch { throw HeaderError(message: error.description) }
            case "--device":
                let v = try value(option)
                do { header.device = try Configuration.parseDevice(v) } catch { throw HeaderError(message: error.description) }
            case "--events":
                let v = try value(option)
                do { header.events = try TraceFilter(parsing: v) } catch { throw HeaderError(message: "\(error)") }
                header.eventsText = v
            case "--hints":
                header.hints = true
            case "--timeout":
                let v = try value(option)
                guard let t = Double(v), RunOptions.timeoutProblem(t) == nil else {
                    throw HeaderError(message: (RunOptions.timeoutProblem(Double(v) ?? .nan) ?? "") + ", not '\(v)'")
                }
                header.timeout = t
                header.timeoutText = v
            case "--max-memory":
                let v = try value(option)
                guard let mb = Int(v), RunOptions.memoryLimitProblem(mb) == nil else {
                    throw HeaderError(message: (RunOptions.memoryLimitProblem(Int(v) ?? 0) ?? "") + ", not '\(v)'")
                }
                header.memoryLimit = mb << 20
            default:
                throw HeaderError(message: "unknown option '\(option)' (a header takes --ios, --device, --events, --hints, --timeout and --max-memory)")
            }
        }
        return header
    }

    /// The header of a scenario file, for `run`, `diff` and `repl -i` (issue 28: the one reader
    /// `test` uses); nil when the file has none or is not a regular file.
    public static func header(ofFile path: String) throws(HeaderError) -> Header? {
        // a byte scan first: most files have no header, and the string search's generic set-up
        // would be most of `run`'s start-up
        guard let head = FileText.head(of: path), containsHeaderMark(head), !headerWords(head).isEmpty else { return nil }
        return try header(head)
    }

    /// Whether `text` holds "-- lifelua:" anywhere (bytes, no string search).
    static func containsHeaderMark(_ text: String) -> Bool {
        let mark = Array("-- lifelua:".utf8)
        var text = text
        return text.withUTF8 { bytes in
            guard bytes.count >= mark.count else { return false }
            for i in 0...(bytes.count - mark.count) where bytes[i] == mark[0] {
                var j = 1
                while j < mark.count && bytes[i + j] == mark[j] { j += 1 }
                if j == mark.count { return true }
            }
            return false
        }
    }

    /// The words of the header lines (`-- lifelua: …`) in the first ten lines.
    static func headerWords(_ source: String) -> [String] {
        source.split(separator: "\n", omittingEmptySubsequences: false).prefix(10).flatMap { line -> [String] in
            guard let r = line.firstRange(of: "-- lifelua:") else { return [] }
            return line[r.upperBound...].split(whereSeparator: { $0 == " " || $0 == "\t" || $0 == "\r" }).map(String.init)
        }
    }

    public func run(file path: String, source: String, golden: String?, base: Configuration,
                    writeGolden: (String) -> String?) -> [TestResult] {
        let header: Header
        do { header = try Self.header(source) } catch {
            return [TestResult(file: path, name: path, passed: false, message: "-- lifelua: header: \(error.message)")]
        }
        var lines: [String] = []
        // The golden trace is the default trace (semantics-layout-app §20), or the header's --events.
        let filter = header.events ?? .defaultTrace
        let sink = ClosureSink { if filter.admits($0) { lines.append(TextTraceWriter.line($0)) } }
        var options = RunOptions()
        options.configuration = header.configuration(base: base)
        options.timeout = header.timeout ?? timeout
        options.memoryLimit = header.memoryLimit ?? memoryLimit
        options.modulePaths = modulePaths
        options.unsafe = unsafe
        // printHierarchy and `print` go into the file's trace, beside the events, never to the
        // report's stdout, where a printed "ok" line could pass for a result (issue 12, item 11).
        let capture: (String) -> Void = { text in
            lines.append(contentsOf: text.split(separator: "\n", omittingEmptySubsequences: false).dropLast().map(String.init))
        }
        options.scriptOutput = capture
        let pictures = drawsPictures ? SVGTraceWriter(write: { _ in }) : nil
        let runner = ScenarioRunner(options: options, sinks: [sink] + (pictures.map { [FilteringSink($0, filter: filter)] } ?? []), output: capture)
        pictures?.world = { [unowned host = runner.host] in host.world }
        var results: [TestResult] = []
        let blockFilter = scenarioFilter
        runner.host.scenarioHandler = { [unowned host = runner.host] name, body in
            if let blockFilter, !blockFilter(name) { return }
            host.resetWorld()
            lines.append("-- scenario: \(name)")
            let start = Self.clock()
            let firstEvent = pictures?.eventCount ?? 0
            var result: TestResult
            do {
                try host.runScenarioBlock(body)
                result = TestResult(file: path, name: "\(path): \(name)", passed: true)
            } catch {
                let message = (error as? LuaError).map { $0.message } ?? String(describing: error)
                result = TestResult(file: path, name: "\(path): \(name)", passed: false, message: message)
                lines.append("-- error: \(message)")
            }
            result.duration = Self.clock() - start
            if let pictures {
                var picture = pictures.picture(from: firstEvent)
                picture.failure = result.passed ? nil : result.message
                result.picture = SVGTraceWriter.render(picture)
            }
            results.append(result)
        }
        let fileStart = Self.clock()
        let outcome = runner.run(file: path)
        runner.finish()
        // Hints explain a failure; a golden includes them only when its header asks (`--hints`).
        let hints = runner.host.hints()
        if header.hints {
            lines.append(contentsOf: Hint.textBlock(hints).split(separator: "\n").map(String.init))
        }
        let hintNote = hints.isEmpty ? "" : "\n" + Hint.textBlock(hints).dropLast()
        let trace = lines.joined(separator: "\n") + (lines.isEmpty ? "" : "\n")
        var fileResult = TestResult(file: path, name: path, passed: true)
        fileResult.duration = Self.clock() - fileStart - results.reduce(0) { $0 + $1.duration }
        if case .failure(let message, _) = outcome {
            fileResult.passed = false
            fileResult.message = message + hintNote
        } else if blockFilter != nil {
            return results   // a part of the file ran: its golden says nothing of it
        } else if update {
            if let reason = writeGolden(trace) {
                fileResult.passed = false
                fileResult.message = "cannot write the golden trace: \(reason)"
            }
        } else if let golden, golden != trace {
            fileResult.passed = false
            fileResult.message = "golden trace differs (- expected, + actual):\n" + LineDiff.render(expected: golden, actual: trace) + hintNote
        }
        if let pictures {
            var picture = pictures.picture(from: 0)
            picture.hints = Hint.lines(hints)
            if case .failure(let message, _) = outcome { picture.failure = message }
            fileResult.picture = SVGTraceWriter.render(picture)
        }
        if results.isEmpty || !fileResult.passed || golden != nil {
            if !results.isEmpty { fileResult.name = path + " (golden trace)" }
            results.append(fileResult)
        }
        return results
    }
}

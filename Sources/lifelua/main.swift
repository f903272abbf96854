// lifelua: UIKit's view-controller lifecycle, simulated and scripted in Lua.
// Exit status: 0 success; 1 a scenario error or failed expectation; 2 bad usage (lua-api.md).

import ArgumentParser
import HeapTuning
import LifecycleKit
import LifecycleTrace
import LifeluaBindings
import LuaBridge
#if canImport(Glibc)
import Glibc
#endif

struct Lifelua: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "lifelua",
        abstract: "Simulates UIKit's view-controller lifecycle and prints the callbacks, in order.",
        discussion: """
        A scenario is a Lua file that builds windows and controllers and presents, pushes, adds \
        and removes them, as an iOS app would. lifelua prints every callback UIKit would make \
        (viewDidLoad, viewWillAppear, …, deinit), on a virtual clock.

        Examples:
          lifelua run examples/present_fullscreen.lua
          lifelua run --ios 12 --format jsonl examples/present_default_ios12.lua
        """,
        version: "0.1.0",
        subcommands: [Run.self, Test.self, Diff.self, Types.self, Repl.self]
    )
}

/// The options that shape the modelled device, shared by run, test and repl.
struct DeviceOptions: ParsableArguments {
    @Option(name: .long, help: "The iOS major version to model: 12 to 18, or 26 and later (there is no 19 to 25).")
    var ios: Int = 26

    @Option(name: .long, help: "The device idiom: iphone or ipad.")
    var device: String = "iphone"

    /// A version or device that does not exist is bad input, not a usage slip: its message and
    /// exit status 1 (issues 27, 28: `--ios 21`, `--ios 5`).
    func configuration() throws -> Configuration {
        do {
            return Configuration(iosVersion: try Configuration.parseIOS(String(ios)), device: try Configuration.parseDevice(device))
        } catch {
            StandardOutput.error("lifelua: \(error.description)\n")
            throw ExitCode(1)
        }
    }
}

/// `--timeout`: seconds of real time, 0 for no limit (issue 12: inf, NaN and huge values used to
/// disable the limit silently).
enum Timeout {
    static func isValid(_ seconds: Double) -> Bool { RunOptions.timeoutProblem(seconds) == nil }
    static func check(_ seconds: Double) throws {
        if let problem = RunOptions.timeoutProblem(seconds) { throw ValidationError(problem) }
    }
}

/// `--max-memory MB`: what the script may hold, the trace it can read back included (issue 12).
enum MaxMemory {
    static let help: ArgumentHelp = ArgumentHelp("Stop a scenario that holds more than this many megabytes (its Lua values and the trace it can read back).", valueName: "MB")
    static func isValid(_ megabytes: Int) -> Bool { RunOptions.memoryLimitProblem(megabytes) == nil }
    static func bytes(_ megabytes: Int) throws -> Int {
        if let problem = RunOptions.memoryLimitProblem(megabytes) { throw ValidationError(problem) }
        return megabytes << 20
    }
}

/// `--path DIR` and `--unsafe`: where `require` looks, and the standard libraries (issue 12).
struct ModuleOptions: ParsableArguments {
    @Option(name: .customLong("path"), help: ArgumentHelp("Also look for require's modules in this folder (after the scenario's own; repeatable).", valueName: "dir"))
    var paths: [String] = []

    @Flag(name: .long, help: "Open Lua's io, os, package and debug libraries, loadfile, dofile and binary chunks to the scenario (a scenario can then read and write files and run programs).")
    var unsafe = false

    static let unsafeNotice = "lifelua: --unsafe: the scenario can use io, os, package, debug, loadfile, dofile and binary chunks (it can read and write files and run programs)\n"

    func apply(to options: inout RunOptions) {
        options.modulePaths = paths
        options.unsafe = unsafe
    }
}

struct Run: ParsableCommand {
    static let configuration = CommandConfiguration(
        abstract: "Runs a scenario and prints its lifecycle trace as it happens.",
        usage: "lifelua run [<options>] <file>",
        discussion: """
        The file runs as the first turn of the main run loop; when it ends, the run loop is \
        drained, as a running app would. Errors print file:line and a traceback on stderr and \
        exit with status 1; everything traced before the error has been printed.

        A file of scenario("name", fn) blocks runs each block in a fresh world under a "-- scenario: name" heading, as lifelua test does, with the block's hints after it.

        Examples:
          lifelua run examples/present_sheet.lua
          lifelua run --format jsonl examples/present_fullscreen.lua
          lifelua run --ios 12 --device ipad examples/present_default_ios12.lua
          lifelua run --events appearance,messages examples/double_did_appear.lua
          lifelua run --format svg examples/ads_overlay_fixed.lua > overlay.svg
        """
    )

    @Argument(help: "The scenario file (.lua).")
    var file: String

    @Option(name: .long, help: ArgumentHelp(TraceFormat.help))
    var format: String = "text"

    @OptionGroup var device: DeviceOptions

    @Option(name: .long, help: "Stop a scenario whose Lua code runs longer than this many seconds of real time (0: no limit).")
    var timeout: Double = 10

    @Option(name: .customLong("max-memory"), help: MaxMemory.help)
    var maxMemory: Int = RunOptions.defaultMemoryLimit >> 20

    @OptionGroup var modules: ModuleOptions

    @Option(name: .long, help: ArgumentHelp(TraceFilter.help, valueName: "list"))
    var events: String?

    @Flag(name: .long, help: "No colour in the text trace (NO_COLOR in the environment does the same).")
    var noColor = false

    @Flag(name: .long, help: "Do not print the hints (why an expected callback did not come, and the fix) after the trace.")
    var noHints = false

    /// Usage slips, checked while parsing so that the error shows run's usage (issue 28 item 6).
    func validate() throws {
        guard TraceFormat(rawValue: format) != nil else {
            throw ValidationError("--format must be one of \(TraceFormat.allCases.map(\.rawValue).joined(separator: ", "))")
        }
        try Timeout.check(timeout)
        _ = try MaxMemory.bytes(maxMemory)
        do { _ = try events.map { try TraceFilter(parsing: $0) } } catch { throw ValidationError(String(describing: error)) }
    }

    func run() throws {
        guard let format = TraceFormat(rawValue: format) else {
            throw ValidationError("--format must be one of \(TraceFormat.allCases.map(\.rawValue).joined(separator: ", "))")
        }
        var options = RunOptions()
        options.configuration = try device.configuration()
        options.format = format
        try Timeout.check(timeout)
        options.timeout = timeout
        options.memoryLimit = try MaxMemory.bytes(maxMemory)
        modules.apply(to: &options)
        options.hints = !noHints
        let filter: TraceFilter?
        do { filter = try events.map { try TraceFilter(parsing: $0) } } catch { throw ValidationError(String(describing: error)) }
        let status = Run.perform(file: file, options: options, filter: filter, noColor: noColor)
        if status != 0 { throw ExitCode(status) }
    }

    /// The finished run, kept until the process exits: releasing it produces no output, and the
    /// process ending frees it at once.
    nonisolated(unsafe) static var keptUntilExit: ScenarioRunner?

    /// Runs the scenario; returns the exit status (0, or 1 after printing the error).
    static func perform(file: String, options: RunOptions, filter: TraceFilter?, noColor: Bool) -> Int32 {
        var options = options, filter = filter
        // issue 28: the file's `-- lifelua:` header, as `test` reads it; the command line wins
        do {
            if let header = try TestRunner.header(ofFile: file) {
                let taken = header.apply(to: &options, filter: &filter, given: CommandLineOptions.gives)
                if !taken.isEmpty { noteHeader(taken, format: options.format) }
            }
        } catch {
            StandardOutput.error("\(file):1: -- lifelua: header: \(error.message)\n")
            return 1
        }
        let colors = options.format == .text && !noColor && TextTraceWriter.terminalWantsColor
        if options.unsafe { StandardOutput.error(ModuleOptions.unsafeNotice) }
        if options.format != .text { options.scriptOutput = { StandardOutput.error($0) } }
        LuaVM.flushOutputOnTermination()
        let sinks = options.format.makeSinks(colors: colors, filter: filter)
        let runner = ScenarioRunner(options: options, sinks: sinks)
        keptUntilExit = runner
        runner.endsProcess = true
        // issue 29: a picture reads the hierarchy as it goes, and shows the hints and the error
        let pictures = sinks.compactMap { ($0 as? FilteringSink)?.picture ?? ($0 as? PictureTraceWriter) }
        // issue 28 item 4: each scenario() block runs in a fresh world, as in `lifelua test`,
        // under its heading, and gets its own hints right after its trace (in a picture, each
        // block's hints named by it)
        var block: String? = nil
        var earlierHints: [String] = []
        func blockHints(_ hints: [Hint]) -> [String] {
            Hint.lines(hints).map { line in block.map { "scenario \($0): " + line } ?? line }
        }
        for picture in pictures {
            picture.world = { [unowned runner] in runner.host.world }
            if options.hints { picture.hints = { [unowned runner] in earlierHints + blockHints(runner.host.hints()) } }
        }
        let hints = options.hints, format = options.format
        runner.host.scenarioHandler = { [unowned host = runner.host] name, body in
            if hints && pictures.isEmpty {
                writeHints(host.forEachHint, block: block, format: format, colors: colors)
            } else if hints {
                let found = host.hints()
                writeHints({ body in found.forEach(body) }, block: block, format: format, colors: colors)
                earlierHints += blockHints(found)
            }
            host.resetWorld()
            for sink in sinks { sink.beginBlock(name) }
            block = name
            try host.runScenarioBlock(body)
        }
        let status = perform(runner: runner, pictures: pictures, file: file, options: options, colors: colors,
                             block: { block })
        // after the flush, as a release of the runner did; issue 31: under the run's limits, and
        // an error in a finalizer it runs fails the run as one in the last collection does
        if let error = runner.closeBeforeExit(), status == 0 {
            StandardOutput.error("\(file): \(error)\n")
            return 1
        }
        return status
    }

    static func perform(runner: ScenarioRunner, pictures: [PictureTraceWriter], file: String, options: RunOptions,
                        colors: Bool, block: () -> String?) -> Int32 {
        let outcome = runner.run(file: file)
        if case .failure(let message, _) = outcome { for picture in pictures { picture.failure = message } }
        runner.finish()
        if options.hints { writeHints(runner.host.forEachHint, block: block(), format: options.format, colors: colors) }
        if let reason = StandardOutput.flushReportingFailure() {
            StandardOutput.error("lifelua: cannot write the trace to standard output: \(reason)\n")
            return 1
        }
        if case .failure(let message, let traceback) = outcome {
            StandardOutput.error(message + "\n" + (traceback.isEmpty ? "" : traceback + "\n"))
            return 1
        }
        return 0
    }

    /// The options taken from the file's header: the text trace's first line; for the other
    /// formats (a JSONL stream, a picture) on standard error, so the output stays valid.
    static func noteHeader(_ taken: [String], format: TraceFormat) {
        let line = "-- lifelua: \(taken.joined(separator: " ")) (from the file's header)\n"
        if format == .text { StandardOutput.write(line) } else { StandardOutput.error(line) }
    }

    /// Hints after the trace: text and JSONL on stdout; for the pictures, on stderr (the picture
    /// stays a valid file).
    /// `block`: the scenario() block they are about, named in their heading (and in JSONL).
    /// `each`: the hints, made one at a time as they are written (`ScriptHost.forEachHint`).
    static func writeHints(_ each: ((Hint) -> Void) -> Void, block: String? = nil, format: TraceFormat, colors: Bool) {
        switch format {
        case .text: Hint.writeTextBlock(each, colors: colors, block: block, width: Terminal.width(of: 1), write: StandardOutput.write)
        case .jsonl: each { hint in StandardOutput.write(hint.jsonLine(block: block) + "\n") }
        case .mermaid, .svg: Hint.writeTextBlock(each, block: block, width: Terminal.width(of: 2), write: StandardOutput.error)
        }
    }
}

/// The width hints wrap to (issue 28 item 8).
enum Terminal {
    /// The columns of the terminal on `fd`; nil when `fd` is not a terminal (a pipe, a file),
    /// so what is piped keeps one line per hint.
    static func width(of fd: Int32) -> Int? {
        guard isatty(fd) != 0 else { return nil }
        var size = winsize()
        if ioctl(fd, UInt(TIOCGWINSZ), &size) == 0, size.ws_col >= 20 { return Int(size.ws_col) }
        if let columns = getenv("COLUMNS").flatMap({ Int(String(cString: $0)) }), columns >= 20 { return columns }
        return 80
    }
}

extension TraceFilter {
    /// `--events`' help, its groups from the code's own list (issue 28 item 6).
    static var help: String {
        "Show only these events: callback names or groups (\(TraceFilter.groupNames.joined(separator: ", "))), comma-separated."
    }
}

/// Whether the command line names an option (`--ios 12` or `--ios=12`): what it gives wins over
/// a file's header (issue 28).
enum CommandLineOptions {
    static func gives(_ option: String) -> Bool {
        (1..<Int(CommandLine.argc)).contains { i in
            let a = String(cString: CommandLine.unsafeArgv[i]!)
            return a == option || a.hasPrefix(option + "=")
        }
    }
}

// Process-level tuning first (heap_tuning.c; it does nothing outside shipping builds on glibc).
lifelua_tune_heap_for_many_objects()

// The common case, `lifelua run FILE` with plain options, skips the argument parser's start-up
// cost (it scans Swift's conformance tables); anything else goes through it.
// (From argv itself, without CommandLine.arguments' one-time set-up.)
if let fast = FastRun.parse(count: Int(CommandLine.argc) - 1, argument: { String(cString: CommandLine.unsafeArgv[$0 + 1]!) }) {
    exit(Run.perform(file: fast.file, options: fast.options, filter: fast.filter, noColor: fast.noColor))
}

/// Flushes stdout; output that could not be written (a full disk, a closed pipe) is a failure,
/// for every command as for `run` (issue 12, item 10).
func flushOrFail() {
    if let reason = StandardOutput.flushReportingFailure() {
        StandardOutput.error("lifelua: cannot write to standard output: \(reason)\n")
        exit(1)
    }
}

do {
    var command = try Lifelua.parseAsRoot()
    if command is Lifelua && isatty(0) != 0 { command = try Repl.parse([]) }   // `lifelua` alone on a terminal
    try command.run()
    flushOrFail()
} catch let code as ExitCode {
    flushOrFail()
    exit(code.rawValue)
} catch {
    StandardOutput.flush()
    let status = Lifelua.exitCode(for: error)
    if status == .success {
        Lifelua.exit(withError: error)   // --help, --version
    }
    StandardOutput.error(Lifelua.fullMessage(for: error) + "\n")
    exit(2)
}

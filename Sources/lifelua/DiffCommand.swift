// `lifelua diff`: what changes between two runs of a scenario (two iOS versions, two devices,
// or both), or between a run and a trace recorded in lifelua's JSONL format.

import ArgumentParser
import LifecycleKit
import LifecycleTrace
import LifeluaBindings
#if canImport(Glibc)
import Glibc
#endif

struct Diff: ParsableCommand {
    static let configuration = CommandConfiguration(
        abstract: "Aligns two traces side by side and lists what differs; exit 1 when they differ.",
        usage: "lifelua diff [<options>] <file> (--ios V --ios V | --device D --device D)\n       lifelua diff [<options>] <trace> <trace>",
        discussion: """
        One scenario and two configurations, or two traces (a scenario's run, or a JSONL file). \
        Rows are matched by their text line without seq (and without the time, with --ignore-time).

        Examples:
          lifelua diff examples/present_default.lua --ios 12 --ios 18
          lifelua diff examples/diff_popover_devices.lua --device iphone --device ipad
          lifelua diff examples/present_sheet.lua recorded.jsonl --ignore-time
        """
    )

    @Argument(help: "A scenario (.lua) and two --ios or --device values, or two traces (.lua or .jsonl).")
    var inputs: [String]

    @Option(name: .long, help: "An iOS version; give two to compare them (one applies to both sides).")
    var ios: [Int] = []

    @Option(name: .long, help: "A device, iphone or ipad; give two to compare them.")
    var device: [String] = []

    @Option(name: .long, help: "Output: text (side by side, then a summary) or jsonl (one object per row).")
    var format: String = "text"

    @Option(name: .long, help: ArgumentHelp("Compare only these events (as `run --events`).", valueName: "list"))
    var events: String?

    @Option(name: .long, help: "Stop a scenario still running after this many seconds of real time (0: no limit), as `run`.")
    var timeout: Double = 10

    @Option(name: .long, help: MaxMemory.help)
    var maxMemory: Int = RunOptions.defaultMemoryLimit >> 20

    @Flag(name: .long, help: "Compare without the time column.")
    var ignoreTime = false

    @Flag(name: .long, help: "No colour.")
    var noColor = false

    func validate() throws {
        guard format == "text" || format == "jsonl" else { throw ValidationError("--format must be text or jsonl") }
    }

    func run() throws {
        guard format == "text" || format == "jsonl" else { throw ValidationError("--format must be text or jsonl") }
        try Timeout.check(timeout)
        _ = try MaxMemory.bytes(maxMemory)
        let filter: TraceFilter
        do { filter = try events.map { try TraceFilter(parsing: $0) } ?? .defaultTrace } catch { throw ValidationError(String(describing: error)) }
        let devices: [Device]
        do throws(Configuration.OptionError) {
            for v in ios { _ = try Configuration.parseIOS(String(v)) }
            devices = try device.map { d throws(Configuration.OptionError) in try Configuration.parseDevice(d) }
        } catch { throw ValidationError(error.description) }
        let sides = try self.sides(devices: devices)
        let traces = try sides.map { try trace(of: $0.input, $0.configuration, filter: filter) }
        let diff = TraceDiff(left: traces[0], right: traces[1], leftName: sides[0].name, rightName: sides[1].name,
                             ignoreTime: ignoreTime)
        let colors = format == "text" && !noColor && TextTraceWriter.terminalWantsColor
        StandardOutput.write(format == "text" ? diff.text(colors: colors) : diff.jsonl())
        StandardOutput.flush()
        if diff.differs { throw ExitCode(1) }
    }

    struct Side { let input: String; let configuration: Configuration; let name: String }

    /// The two sides: one scenario under two configurations, or two inputs under one.
    func sides(devices: [Device]) throws -> [Side] {
        guard ios.count <= 2, devices.count <= 2 else { throw ValidationError("give at most two --ios and two --device values") }
        func config(_ k: Int) -> Configuration {
            Configuration(iosVersion: ios.isEmpty ? 18 : ios[min(k, ios.count - 1)],
                          device: devices.isEmpty ? .iphone : devices[min(k, devices.count - 1)])
        }
        func name(_ c: Configuration) -> String {
            [ios.count == 2 ? "iOS \(c.iosVersion)" : nil, devices.count == 2 ? c.device.rawValue : nil].compactMap { $0 }.joined(separator: " ")
        }
        switch inputs.count {
        case 1 where inputs[0] == "-" && (ios.count == 2 || devices.count == 2):
            throw ValidationError("standard input (-) can be read only once: give a file to run under two configurations")
        case 1 where ios.count == 2 || devices.count == 2:
            return [Side(input: inputs[0], configuration: config(0), name: name(config(0))),
                    Side(input: inputs[0], configuration: config(1), name: name(config(1)))]
        case 2 where ios.count < 2 && devices.count < 2:
            return inputs.map { Side(input: $0, configuration: config(0), name: $0) }
        default:
            throw ValidationError("give one scenario with two --ios or --device values, or two traces (.lua or .jsonl)")
        }
    }

    /// The events of a scenario's run, or of a recorded JSONL trace, that the filter admits.
    func trace(of input: String, _ configuration: Configuration, filter: TraceFilter) throws -> [TraceEvent] {
        if input.hasSuffix(".jsonl") {
            // issue 31: a recording that cannot be read (a FIFO, a device, larger than --max-memory)
            // or has a bad line is bad input: `file:line:` (or the file and why), exit 1
            let text: String
            do { text = try FileText.contents(of: input, limit: maxMemory << 20) } catch {
                StandardOutput.error("lifelua: cannot read \(input): \(error.reason)\n")
                throw ExitCode(1)
            }
            do { return try JSONLReader.events(text).filter(filter.admits) } catch let failure as JSONLReader.Failure {
                StandardOutput.error("\(input):\(failure.line): \(failure.reason)\n")
                throw ExitCode(1)
            }
        }
        if input != "-" {
            do { _ = try FileText.contents(of: input, limit: maxMemory << 20) } catch {
                StandardOutput.error("lifelua: cannot read \(input): \(error.reason)\n")
                throw ExitCode(1)
            }
        }
        var events: [TraceEvent] = []
        var options = RunOptions()
        options.configuration = configuration
        options.timeout = timeout        // issue 31: the same limits as `run`
        options.memoryLimit = maxMemory << 20
        // issue 28: the scenario's `-- lifelua:` header gives what the diff's own options do not
        do {
            if let header = try TestRunner.header(ofFile: input) {
                if let v = header.ios, ios.isEmpty { options.configuration.iosVersion = v }
                if let d = header.device, device.isEmpty { options.configuration.device = d }
            }
        } catch { throw ValidationError("\(input):1: -- lifelua: header: \(error.message)") }
        options.scriptOutput = { _ in }
        // numbered as `run` numbers what it prints (FilteringSink), so a row's seq is the same in both
        let runner = ScenarioRunner(options: options, sinks: [FilteringSink(ClosureSink { events.append($0) }, filter: filter)])
        let outcome = runner.run(file: input)
        runner.finish()
        if case .failure(let message, _) = outcome {
            StandardOutput.error("\(message)\n")
            throw ExitCode(2)
        }
        return events
    }
}

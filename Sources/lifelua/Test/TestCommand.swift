// `lifelua test [PATH...]`: scenario files and golden traces, for CI. Files run in parallel
// worker processes (`-j N`), each in a fresh Lua state; the output keeps file order.

import ArgumentParser
import LifecycleKit
import LifecycleTrace
import LifeluaBindings
import LuaBridge
#if canImport(Glibc)
import Glibc
#endif

struct Test: ParsableCommand {
    static let configuration = CommandConfiguration(
        abstract: "Runs scenario files and checks their expectations and golden traces.",
        usage: "lifelua test [<options>] [<path> ...]",
        discussion: """
        Each file runs in a fresh Lua state; each scenario("name", fn) block in it runs in a fresh \
        world. NAME.lua beside NAME.trace is checked against the text trace (--update rewrites \
        it). A file may set its device in a header line: `-- lifelua: --ios 12 --device ipad`. \
        Prints a line per scenario, then `N passed, N failed`; exits 1 on any failure.

        Examples:
          lifelua test                          # ./*_spec.lua and examples/
          lifelua test examples/ specs/login_spec.lua
          lifelua test --update examples/present_sheet.lua
          lifelua test --format tap --junit results.xml examples/
        """
    )

    @Argument(help: "Files or folders (default: the current folder's *_spec.lua and examples/).")
    var paths: [String] = []

    @Flag(name: .long, help: "Rewrite the golden traces from the current output.")
    var update = false

    @Option(name: .long, help: "Run only the files whose path, and the scenario() blocks whose name, matches this regular expression (a file whose path matches runs whole; in the others only the matching blocks run, and their golden traces are neither compared nor rewritten).")
    var filter: String?

    @Option(name: .long, help: "Output: text (a line per scenario) or tap (busted's TAP).")
    var format: String = "text"

    @Option(name: .long, help: "Also write a JUnit XML report to this file (for CI servers).")
    var junit: String?

    @Option(name: .long, help: "Also write an HTML report to this file: one self-contained page (no script, nothing fetched), failed scenarios first and open with their diff, hints and timeline.")
    var html: String?

    @Flag(name: .customLong("pictures"), help: .hidden)
    var pictures = false

    @Option(name: .short, help: "Run a worker process per file, this many at a time (default: one worker runs the files one after another, and a new one takes over after a file that crashed or hung).")
    var j: Int?

    @Option(name: .long, help: "Stop a file whose Lua code runs longer than this many seconds of real time (0: no limit).")
    var timeout: Double = 10

    @Option(name: .customLong("max-memory"), help: MaxMemory.help)
    var maxMemory: Int = RunOptions.defaultMemoryLimit >> 20

    @OptionGroup var modules: ModuleOptions

    @Flag(name: .long, help: .hidden)
    var worker = false

    @OptionGroup var device: DeviceOptions

    /// Usage slips, checked while parsing so that the error shows test's usage (issue 28 item 6).
    func validate() throws {
        guard format == "text" || format == "tap" else { throw ValidationError("--format must be text or tap") }
        try Timeout.check(timeout)
        _ = try MaxMemory.bytes(maxMemory)
        if let j, j < 1 { throw ValidationError("-j must be 1 or more worker processes, not \(j)") }
        if let filter, (try? Regex(filter)) == nil { throw ValidationError("--filter: not a regular expression: \(filter)") }
    }

    func run() throws {
        guard format == "text" || format == "tap" else { throw ValidationError("--format must be text or tap") }
        let pattern = try filter.map { p in
            do { return try Regex(p) } catch { throw ValidationError("--filter: not a regular expression: \(p)") }
        }
        // issue 31: a worker takes its files as given (the parent collected them): checking them
        // again there blocked on a FIFO, or ended the worker on a dangling link, so the file
        // before it was blamed
        // issue 30: and on its standard input (WorkerPool.spawn)
        let files = worker ? paths + WorkerFileList.read() : try TestFiles.collect(paths.isEmpty ? ["."] : paths, defaultMode: paths.isEmpty)
        if files.isEmpty {
            let searched = paths.isEmpty ? "./*_spec.lua or examples/" : paths.joined(separator: ", ")
            StandardOutput.error("lifelua test: no scenario files found in \(searched)\n")
            throw ExitCode(1)
        }
        let base = try device.configuration()
        try Timeout.check(timeout)
        _ = try MaxMemory.bytes(maxMemory)
        if modules.unsafe && !worker { StandardOutput.error(ModuleOptions.unsafeNotice) }
        if let j, j < 1 { throw ValidationError("-j must be 1 or more worker processes, not \(j)") }
        if worker {
            // A worker that crashes dies of its signal (issue 31: the Swift runtime's reporter
            // let a SIGSEGV sent by kill() go on), so the parent names it and a new one goes on.
            LuaVM.flushOutputOnTermination()
            // One file, results in the worker protocol on stdout (see WorkerProtocol).
            // Flushed after each file: a worker that dies in the next one has delivered these.
            for file in files {
                let results = runFile(file, base: base, pattern: pattern)
                for r in results { StandardOutput.write(WorkerProtocol.encode(r)) }
                if results.isEmpty { StandardOutput.write(WorkerProtocol.noneLine) }
                StandardOutput.write(WorkerProtocol.endLine)
                StandardOutput.flush()
            }
            return
        }
        // One worker process runs every file by default (each file still gets its own Lua state
        // and world): one process start per run, not per file (perf-anatomy §4), and a file that
        // crashes or hangs in C fails alone, then a new worker goes on. `-j N` runs a process
        // per file, N at a time.
        let jobs = j ?? 1
        var pool = WorkerPool(jobs: jobs, timeout: timeout)
        pool.oneWorkerForAll = jobs == 1
        let before = update ? files.map { FileText.read(Self.goldenPath($0)) } : []
        let results = pool.run(files: files, arguments: workerArguments())
        let flat = results.flatMap { $0 }
        if flat.isEmpty, let filter {
            StandardOutput.error("lifelua test: no file or scenario() block matches --filter \(filter)\n")
            throw ExitCode(1)
        }
        TestReport.summary(flat, tap: format == "tap")
        if update { reportGoldens(files, before: before) }
        if let junit {
            do { try FileText.write(junit, JUnitReport.xml(flat)) } catch {
                StandardOutput.error("lifelua test: cannot write the JUnit report to \(junit): \(error.reason)\n")
                throw ExitCode(1)
            }
        }
        if let html {
            do { try FileText.write(html, HTMLReport.page(flat.map(\.htmlEntry))) } catch {
                StandardOutput.error("lifelua test: cannot write the HTML report to \(html): \(error.reason)\n")
                throw ExitCode(1)
            }
        }
        if flat.contains(where: { !$0.passed }) || flat.isEmpty { throw ExitCode(1) }
    }

    static func goldenPath(_ file: String) -> String { String(file.dropLast(4)) + ".trace" }

    /// `--update`: which golden traces it wrote (created or changed), and how many it left as they were.
    private func reportGoldens(_ files: [String], before: [String?]) {
        var unchanged = 0
        let prefix = format == "tap" ? "# " : ""
        for (file, old) in zip(files, before) {
            let path = Self.goldenPath(file)
            guard let new = FileText.read(path) else { continue }
            if old == nil { print("\(prefix)wrote \(path) (new)") }
            else if old != new { print("\(prefix)wrote \(path)") }
            else { unchanged += 1 }
        }
        print("\(prefix)\(unchanged) golden trace\(unchanged == 1 ? "" : "s") unchanged")
    }

    private func runFile(_ file: String, base: Configuration, pattern: Regex<AnyRegexOutput>?) -> [TestResult] {
        let source: String
        do { source = try FileText.contents(of: file, limit: maxMemory << 20) } catch {
            var r = TestResult(file: file, name: file, passed: false, message: "cannot read the file: \(error.reason)")
            r.isError = true
            return [r]
        }
        let runner = TestRunner()
        if let pattern, !file.contains(pattern) {
            runner.scenarioFilter = { $0.contains(pattern) }
        }
        runner.update = update
        runner.timeout = timeout
        runner.memoryLimit = maxMemory << 20
        runner.modulePaths = modules.paths
        runner.unsafe = modules.unsafe
        runner.drawsPictures = pictures
        let goldenPath = Self.goldenPath(file)
        return runner.run(file: file, source: source, golden: FileText.read(goldenPath), base: base,
                          writeGolden: { text in
                              do throws(FileText.ReadError) { try FileText.write(goldenPath, text); return nil } catch { return "\(goldenPath): \(error.reason)" }
                          })
    }

    private func workerArguments() -> [String] {
        var args = ["test", "--worker"]
        if update { args.append("--update") }
        if let filter { args += ["--filter", filter] }
        return args + ["--timeout", String(timeout), "--max-memory", String(maxMemory), "--ios", String(device.ios), "--device", device.device]
            + modules.paths.flatMap { ["--path", $0] } + (modules.unsafe ? ["--unsafe"] : []) + pictureArguments
    }

    /// The worker draws each result's timeline when the HTML report is asked for.
    private var pictureArguments: [String] { html != nil ? ["--pictures"] : [] }

}

// `lifelua test [PATH...]`: scenario files and golden traces, for CI. Files run in parallel
// worker processes (`-j N`), each in a fresh Lua state; the output keeps file order.

import ArgumentParser
import LifecycleKit
import LifecycleTrace
import LifeluaBindings
#if canImport(Glibc)
import Glibc
#endif

struct Test: ParsableCommand {
    static let configuration = CommandConfiguration(
        abstract: "Runs scenario files and checks their expectations and golden traces.",
        discussion: """
        Each file runs in a fresh Lua state; each scenario("name", fn) block in it runs in a fresh
        world. NAME.lua beside NAME.trace is checked against the text trace (--update rewrites
        it). A file may set its device in a header line: `-- lifelua: --ios 12 --device ipad`.
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

    @Option(name: .long, help: "Output: text (a line per scenario) or tap (busted's TAP).")
    var format: String = "text"

    @Option(name: .long, help: "Also write a JUnit XML report to this file (for CI servers).")
    var junit: String?

    @Option(name: .short, help: "Files run in this many parallel processes (default: the number of cores).")
    var j: Int?

    @Option(name: .long, help: "Stop a file whose Lua code runs longer than this many seconds of real time.")
    var timeout: Double = 10

    @Flag(name: .long, help: .hidden)
    var worker = false

    @OptionGroup var device: DeviceOptions

    func run() throws {
        guard format == "text" || format == "tap" else { throw ValidationError("--format must be text or tap") }
        let files = try TestFiles.collect(paths.isEmpty ? ["."] : paths, defaultMode: paths.isEmpty)
        let base = try device.configuration()
        if worker {
            // One file, results in the worker protocol on stdout (see WorkerProtocol).
            for file in files {
                for r in runFile(file, base: base) { StandardOutput.write(WorkerProtocol.encode(r)) }
            }
            return
        }
        let jobs = max(1, j ?? Int(sysconf(Int32(_SC_NPROCESSORS_ONLN))))
        let results: [[TestResult]]
        if jobs > 1 && files.count > 1 && !update {
            results = WorkerPool(jobs: jobs).run(files: files, arguments: workerArguments())
        } else {
            results = files.map { runFile($0, base: base) }
        }
        let flat = results.flatMap { $0 }
        report(flat)
        if let junit { FileText.write(junit, JUnitReport.xml(flat)) }
        if flat.contains(where: { !$0.passed }) || flat.isEmpty { throw ExitCode(1) }
    }

    private func runFile(_ file: String, base: Configuration) -> [TestResult] {
        guard let source = FileText.read(file) else {
            return [TestResult(file: file, name: file, passed: false, message: "cannot read the file")]
        }
        let runner = TestRunner()
        runner.update = update
        runner.timeout = timeout
        let goldenPath = String(file.dropLast(4)) + ".trace"
        return runner.run(file: file, source: source, golden: FileText.read(goldenPath), base: base,
                          writeGolden: { FileText.write(goldenPath, $0) })
    }

    private func workerArguments() -> [String] {
        ["test", "--worker", "--timeout", String(timeout), "--ios", String(device.ios), "--device", device.device]
    }

    private func report(_ results: [TestResult]) {
        let passed = results.filter(\.passed).count
        let failed = results.count - passed
        if format == "tap" {
            print("1..\(results.count)")
            for (i, r) in results.enumerated() {
                print("\(r.passed ? "ok" : "not ok") \(i + 1) - \(r.name)")
                if let m = r.message, !r.passed {
                    print(m.split(separator: "\n", omittingEmptySubsequences: false).map { "# " + $0 }.joined(separator: "\n"))
                }
            }
            print("# \(passed) passed, \(failed) failed")
            return
        }
        for r in results {
            print(r.passed ? "ok   \(r.name)" : "FAIL \(r.name)")
            if let m = r.message, !r.passed {
                print(m.split(separator: "\n", omittingEmptySubsequences: false).map { "     " + $0 }.joined(separator: "\n"))
            }
        }
        print("\(passed) passed, \(failed) failed")
    }
}

enum TestFiles {
    /// Files named, and in folders their *.lua files; the default (no paths) is the current
    /// folder's *_spec.lua plus examples/.
    static func collect(_ paths: [String], defaultMode: Bool) throws -> [String] {
        var files: [String] = []
        for path in paths {
            if FileText.isDirectory(path) {
                let names = FileText.list(path).filter { $0.hasSuffix(".lua") }
                files += names.filter { !defaultMode || $0.hasSuffix("_spec.lua") }
                    .sorted().map { path == "." ? $0 : (path.hasSuffix("/") ? path + $0 : path + "/" + $0) }
                if defaultMode && FileText.isDirectory("examples") {
                    files += FileText.list("examples").filter { $0.hasSuffix(".lua") }.sorted().map { "examples/" + $0 }
                }
            } else {
                guard FileText.read(path) != nil else { throw ValidationError("no such file: \(path)") }
                files.append(path)
            }
        }
        return files
    }
}

/// How a worker process reports its results: one line per result, tab-separated, with the
/// message's newlines and tabs escaped.
enum WorkerProtocol {
    static func encode(_ r: TestResult) -> String {
        ["RESULT", r.passed ? "1" : "0", escape(r.file), escape(r.name), escape(r.message ?? "")].joined(separator: "\t") + "\n"
    }

    static func decode(_ output: String, file: String) -> [TestResult] {
        var results: [TestResult] = []
        for line in output.split(separator: "\n") where line.hasPrefix("RESULT\t") {
            let f = line.split(separator: "\t", omittingEmptySubsequences: false).map { unescape(String($0)) }
            guard f.count == 5 else { continue }
            results.append(TestResult(file: f[2], name: f[3], passed: f[1] == "1", message: f[4].isEmpty ? nil : f[4]))
        }
        if results.isEmpty {
            let tail = output.split(separator: "\n").suffix(5).joined(separator: "\n")
            results.append(TestResult(file: file, name: file, passed: false, message: "the worker process reported nothing\n" + tail))
        }
        return results
    }

    static func escape(_ s: String) -> String {
        var out = ""
        for c in s {
            switch c {
            case "\\": out += "\\\\"
            case "\n": out += "\\n"
            case "\t": out += "\\t"
            default: out.append(c)
            }
        }
        return out
    }

    static func unescape(_ s: String) -> String {
        var out = ""
        var escaping = false
        for c in s {
            if escaping {
                out.append(c == "n" ? "\n" : c == "t" ? "\t" : c)
                escaping = false
            } else if c == "\\" {
                escaping = true
            } else {
                out.append(c)
            }
        }
        return out
    }
}

/// Runs `lifelua test --worker FILE` processes, at most `jobs` at a time, and collects their
/// output with poll() so that no pipe can fill up and block a worker.
struct WorkerPool {
    let jobs: Int

    private struct Running { let pid: pid_t; let fd: Int32; let index: Int; var output: [UInt8] }

    func run(files: [String], arguments: [String]) -> [[TestResult]] {
        var results = Array(repeating: [TestResult](), count: files.count)
        var next = 0
        var running: [Running] = []
        let exe = "/proc/self/exe"
        while next < files.count || !running.isEmpty {
            while running.count < jobs && next < files.count {
                if let r = spawn(exe, arguments + [files[next]], index: next) {
                    running.append(r)
                } else {
                    results[next] = [TestResult(file: files[next], name: files[next], passed: false, message: "could not start a worker process")]
                }
                next += 1
            }
            var fds = running.map { pollfd(fd: $0.fd, events: Int16(POLLIN), revents: 0) }
            _ = poll(&fds, nfds_t(fds.count), -1)
            var finished: [Int] = []
            for (k, p) in fds.enumerated() where p.revents != 0 {
                var buffer = [UInt8](repeating: 0, count: 65536)
                let n = read(p.fd, &buffer, buffer.count)
                if n > 0 {
                    running[k].output += buffer[0..<n]
                } else {
                    finished.append(k)
                }
            }
            for k in finished.sorted(by: >) {
                let r = running.remove(at: k)
                close(r.fd)
                var status: Int32 = 0
                waitpid(r.pid, &status, 0)
                results[r.index] = WorkerProtocol.decode(String(decoding: r.output, as: UTF8.self), file: files[r.index])
            }
        }
        return results
    }

    private func spawn(_ exe: String, _ args: [String], index: Int) -> Running? {
        var pipeFDs: [Int32] = [0, 0]
        guard pipe(&pipeFDs) == 0 else { return nil }
        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        posix_spawn_file_actions_adddup2(&actions, pipeFDs[1], 1)
        posix_spawn_file_actions_addclose(&actions, pipeFDs[0])
        posix_spawn_file_actions_addclose(&actions, pipeFDs[1])
        let argv: [UnsafeMutablePointer<CChar>?] = (["lifelua"] + args).map { strdup($0) } + [nil]
        defer { for p in argv { free(p) } }
        var pid: pid_t = 0
        let rc = posix_spawn(&pid, exe, &actions, nil, argv, environ)
        close(pipeFDs[1])
        guard rc == 0 else { close(pipeFDs[0]); return nil }
        return Running(pid: pid, fd: pipeFDs[0], index: index, output: [])
    }
}

/// JUnit XML, the dialect CI servers read: one testsuite per file, one testcase per scenario.
enum JUnitReport {
    static func xml(_ results: [TestResult]) -> String {
        var files: [String] = []
        for r in results where !files.contains(r.file) { files.append(r.file) }
        let failures = results.filter { !$0.passed }.count
        var out = "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n"
        out += "<testsuites name=\"lifelua\" tests=\"\(results.count)\" failures=\"\(failures)\">\n"
        for file in files {
            let mine = results.filter { $0.file == file }
            out += "  <testsuite name=\"\(Escaping.xml(file, .report))\" tests=\"\(mine.count)\" failures=\"\(mine.filter { !$0.passed }.count)\">\n"
            for r in mine {
                out += "    <testcase classname=\"\(Escaping.xml(file, .report))\" name=\"\(Escaping.xml(r.name, .report))\""
                if r.passed {
                    out += "/>\n"
                } else {
                    let message = r.message ?? "failed"
                    let first = message.split(separator: "\n").first.map(String.init) ?? message
                    out += ">\n      <failure message=\"\(Escaping.xml(first, .report))\">\(Escaping.xml(message, .report))</failure>\n    </testcase>\n"
                }
            }
            out += "  </testsuite>\n"
        }
        return out + "</testsuites>\n"
    }
}

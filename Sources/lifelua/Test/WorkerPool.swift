// `lifelua test` runs files in worker processes (`-j N`): the pool, and the protocol a worker
// reports its results in.

#if canImport(Glibc)
import Glibc
#endif
import LifeluaBindings

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
    /// The scenario's --timeout (0: none). A worker stuck where Lua's hook cannot stop it (a C
    /// function that never returns) is killed this long plus a grace period after it started
    /// (issue 12, item 11): the hang is that file's failure and the summary still comes.
    var timeout: Double = 0
    static let grace = 5.0

    private struct Running { let pid: pid_t; let fd: Int32; let index: Int; var output: [UInt8]; let started: Double; var killed = false }

    private static func now() -> Double {
        var t = timespec()
        clock_gettime(CLOCK_MONOTONIC, &t)
        return Double(t.tv_sec) + Double(t.tv_nsec) / 1e9
    }

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
            if running.isEmpty { continue }   // every spawn failed: nothing to wait for
            var fds = running.map { pollfd(fd: $0.fd, events: Int16(POLLIN), revents: 0) }
            _ = poll(&fds, nfds_t(fds.count), timeout > 0 ? 1000 : -1)
            if timeout > 0 {
                let limit = timeout + Self.grace
                for k in running.indices where !running[k].killed && Self.now() - running[k].started > limit {
                    kill(running[k].pid, SIGKILL)
                    running[k].killed = true
                }
            }
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
                var fileResults = WorkerProtocol.decode(String(decoding: r.output, as: UTF8.self), file: files[r.index])
                if let cause = Self.abnormalEnd(status, killedByWatchdog: r.killed) {
                    // what the worker reported stands; the way it ended is the file's failure too
                    fileResults.removeAll { $0.message?.hasPrefix("the worker process reported nothing") == true }
                    fileResults.append(TestResult(file: files[r.index], name: files[r.index], passed: false, message: cause))
                }
                results[r.index] = fileResults
            }
        }
        return results
    }

    /// Why a worker ended other than by exiting with 0 or 1 (1: a failing file, reported), or nil.
    static func abnormalEnd(_ status: Int32, killedByWatchdog: Bool) -> String? {
        if killedByWatchdog {
            return "killed after \(Int(Self.grace)) s beyond --timeout: the scenario was stuck where the timeout cannot reach (C code that never returns)"
        }
        let signal = status & 0x7f
        if signal != 0 {
            let name = strsignal(signal).map { String(cString: $0) } ?? "signal"
            return "the worker process crashed: signal \(signal) (\(name))"
        }
        let code = (status >> 8) & 0xff
        return code > 1 ? "the worker process exited with status \(code)" : nil
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
        return Running(pid: pid, fd: pipeFDs[0], index: index, output: [], started: Self.now())
    }
}

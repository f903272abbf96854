// `lifelua test` runs files in worker processes (`-j N`): the pool, and the protocol a worker
// reports its results in.

#if canImport(Glibc)
import Glibc
#endif
import LifeluaBindings

/// How a worker process reports its results: one line per result, tab-separated, with the
/// message's newlines and tabs escaped, and an END line after each file. Anything else on the
/// stream (the worker's stderr goes there too) is what a dying worker said.
enum WorkerProtocol {
    static let endLine = "END\n"
    /// A file that ran nothing to report (`--filter` matched none of its blocks).
    static let noneLine = "NONE\n"
    static let reportedNothing = "the worker process reported nothing"

    static func encode(_ r: TestResult) -> String {
        (["RESULT", r.passed ? "1" : "0", escape(r.file), escape(r.name), escape(r.message ?? ""),
          String(r.duration), r.isError ? "1" : "0"] + (r.picture.map { [escape($0)] } ?? [])).joined(separator: "\t") + "\n"
    }

    /// The output split at END lines: one chunk per finished file, then what came after the last.
    static func chunks(_ output: String) -> [String] {
        var chunks: [String] = []
        var current = ""
        for line in output.split(separator: "\n", omittingEmptySubsequences: false) {
            if line == "END" {
                chunks.append(current)
                current = ""
            } else {
                current += line + "\n"
            }
        }
        chunks.append(current)
        return chunks
    }

    /// One file's results.
    static func decode(_ output: String, file: String) -> [TestResult] {
        var results: [TestResult] = []
        for line in output.split(separator: "\n") where line.hasPrefix("RESULT\t") {
            let f = line.split(separator: "\t", omittingEmptySubsequences: false).map { unescape(String($0)) }
            guard f.count == 7 || f.count == 8 else { continue }   // 8: with its picture (--html)
            var r = TestResult(file: f[2], name: f[3], passed: f[1] == "1", message: f[4].isEmpty ? nil : f[4])
            r.duration = Double(f[5]) ?? 0
            r.isError = f[6] == "1"
            if f.count == 8 { r.picture = f[7] }
            results.append(r)
        }
        if results.isEmpty && !output.split(separator: "\n").contains("NONE") {
            var r = TestResult(file: file, name: file, passed: false, message: reportedNothing + "\n" + otherLines(output))
            r.isError = true
            results.append(r)
        }
        return results
    }

    /// The last lines of a chunk that are not results (what the worker printed before it died).
    static func otherLines(_ output: String) -> String {
        output.split(separator: "\n").filter { !$0.hasPrefix("RESULT\t") }.suffix(5).joined(separator: "\n")
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

/// Runs `lifelua test --worker FILE...` processes and collects their output with poll() so that
/// no pipe can fill up and block a worker. Two ways (issue 12, item 11: a crash or a hang is that
/// file's failure with its cause, and the summary always comes):
/// - `-j N` (N > 1): a process per file, at most N at a time;
/// - the default (and `-j 1`): one worker runs the files one after another, at the cost of one
///   process start for the whole run; when it dies in a file, that file fails with the
///   cause and a new worker takes the files after it.
struct WorkerPool {
    let jobs: Int
    /// The scenario's --timeout (0: none). A worker stuck where Lua's hook cannot stop it (a C
    /// function that never returns) is killed this long plus a grace period after its file
    /// started: the hang is that file's failure and the summary still comes.
    var timeout: Double = 0
    /// One worker for every remaining file (the default), instead of a process per file.
    var oneWorkerForAll = false
    static let grace = 5.0

    private struct Running {
        let pid: pid_t
        let fd: Int32
        /// The files given to this worker, in the order it runs them.
        let indices: [Int]
        var output: [UInt8] = []
        /// Files finished (END lines read so far), and where the scan for END lines stopped.
        var ended = 0
        var scanned = 0
        /// When the file it is running started (the worker's start, then each END).
        var fileStarted: Double
        var killed = false
    }

    private static func now() -> Double {
        var t = timespec()
        clock_gettime(CLOCK_MONOTONIC, &t)
        return Double(t.tv_sec) + Double(t.tv_nsec) / 1e9
    }

    func run(files: [String], arguments: [String]) -> [[TestResult]] {
        var results = Array(repeating: [TestResult](), count: files.count)
        var queue = Array(files.indices)[...]
        var running: [Running] = []
        let exe = "/proc/self/exe"
        while !queue.isEmpty || !running.isEmpty {
            while running.count < jobs, !queue.isEmpty {
                let batch = oneWorkerForAll ? Array(queue) : [queue.first!]
                queue.removeFirst(batch.count)
                if let r = spawn(exe, arguments, files: batch.map { files[$0] }, indices: batch) {
                    running.append(r)
                } else {
                    for i in batch {
                        results[i] = [TestResult(file: files[i], name: files[i], passed: false, message: "could not start a worker process")]
                    }
                }
            }
            if running.isEmpty { continue }   // every spawn failed: nothing to wait for
            var fds = running.map { pollfd(fd: $0.fd, events: Int16(POLLIN), revents: 0) }
            _ = poll(&fds, nfds_t(fds.count), timeout > 0 ? 250 : -1)
            if timeout > 0 {
                // a second later than the worker's own watchdog (interrupts.c), which says where
                let limit = timeout + Self.grace + 1
                for k in running.indices where !running[k].killed && Self.now() - running[k].fileStarted > limit {
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
                    Self.countEnds(&running[k])
                } else {
                    finished.append(k)
                }
            }
            for k in finished.sorted(by: >) {
                let r = running.remove(at: k)
                close(r.fd)
                var status: Int32 = 0
                waitpid(r.pid, &status, 0)
                let chunks = WorkerProtocol.chunks(String(decoding: r.output, as: UTF8.self))
                for (n, i) in r.indices.enumerated() where n < r.ended {
                    results[i] = WorkerProtocol.decode(chunks[n], file: files[i])
                }
                let cause = Self.abnormalEnd(status, killedByWatchdog: r.killed)
                if r.ended < r.indices.count {
                    // the worker died in this file: what it reported stands, the way it ended is
                    // the file's failure too; a new worker takes the files after it
                    let i = r.indices[r.ended]
                    let partial = chunks.count > r.ended ? chunks[r.ended] : ""
                    var fileResults = WorkerProtocol.decode(partial, file: files[i]).filter { $0.message?.hasPrefix(WorkerProtocol.reportedNothing) != true }
                    // a worker that ended itself (its watchdog) said why on the stream
                    let said = WorkerProtocol.otherLines(partial)
                    var message = cause ?? (said.isEmpty ? "the worker process ended with status \((status >> 8) & 0xff) in this file" : said)
                    if cause != nil && !said.isEmpty { message += "\n" + said }
                    var crashed = TestResult(file: files[i], name: files[i], passed: false, message: message)
                    crashed.isError = true
                    fileResults.append(crashed)
                    results[i] = fileResults
                    queue = r.indices[(r.ended + 1)...] + queue
                } else if let cause, let last = r.indices.last {
                    // it ended badly after its last file (in its teardown): the last file carries it
                    var crashed = TestResult(file: files[last], name: files[last], passed: false, message: cause)
                    crashed.isError = true
                    results[last].append(crashed)
                }
            }
        }
        return results
    }

    /// Counts the END lines that arrived since the last scan; each starts the next file's clock.
    private static func countEnds(_ r: inout Running) {
        let marker = Array(WorkerProtocol.endLine.utf8)
        var i = r.scanned
        while let nl = r.output[i...].firstIndex(of: 10) {
            if r.output[i...nl].elementsEqual(marker) {
                r.ended += 1
                r.fileStarted = now()
            }
            i = nl + 1
        }
        r.scanned = i
    }

    /// Why a worker ended other than by exiting with 0 or 1 (1: a failing file, reported), or nil.
    static func abnormalEnd(_ status: Int32, killedByWatchdog: Bool) -> String? {
        if killedByWatchdog {
            return "killed after \(Int(Self.grace) + 1) s beyond --timeout: the scenario was stuck where the timeout cannot reach (C code that never returns)"
        }
        let signal = status & 0x7f
        if signal != 0 {
            let name = strsignal(signal).map { String(cString: $0) } ?? "signal"
            return "the worker process crashed: signal \(signal) (\(name))"
        }
        let code = (status >> 8) & 0xff
        return code > 1 ? "the worker process exited with status \(code)" : nil
    }

    /// Starts a worker and gives it its files on standard input, each path ended by a NUL byte
    /// (issue 30: not on its command line, which has a system limit and was parsed in quadratic
    /// time; a path may hold any byte but NUL).
    private func spawn(_ exe: String, _ args: [String], files: [String], indices: [Int]) -> Running? {
        var pipeFDs: [Int32] = [0, 0]
        guard pipe(&pipeFDs) == 0 else { return nil }
        var inputFDs: [Int32] = [0, 0]
        guard pipe(&inputFDs) == 0 else { close(pipeFDs[0]); close(pipeFDs[1]); return nil }
        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        posix_spawn_file_actions_adddup2(&actions, inputFDs[0], 0)
        posix_spawn_file_actions_adddup2(&actions, pipeFDs[1], 1)
        posix_spawn_file_actions_adddup2(&actions, pipeFDs[1], 2)   // a dying worker's last words
        for fd in [pipeFDs[0], pipeFDs[1], inputFDs[0], inputFDs[1]] { posix_spawn_file_actions_addclose(&actions, fd) }
        let argv: [UnsafeMutablePointer<CChar>?] = (["lifelua"] + args).map { strdup($0) } + [nil]
        defer { for p in argv { free(p) } }
        var pid: pid_t = 0
        let rc = posix_spawn(&pid, exe, &actions, nil, argv, environ)
        close(pipeFDs[1])
        close(inputFDs[0])
        guard rc == 0 else { close(pipeFDs[0]); close(inputFDs[1]); return nil }
        Self.writeFileList(files, to: inputFDs[1])
        close(inputFDs[1])
        return Running(pid: pid, fd: pipeFDs[0], indices: indices, fileStarted: Self.now())
    }

    /// The worker reads its whole list before it runs a file, so the list can be written at
    /// once; a worker that died first leaves a broken pipe, which ends the writing (its end is
    /// reported as for any file it did not finish), never this process (SIGPIPE ignored meanwhile).
    private static func writeFileList(_ files: [String], to fd: Int32) {
        var bytes: [UInt8] = []
        for f in files { bytes += f.utf8; bytes.append(0) }
        var ignore = sigaction(), previous = sigaction()
        ignore.__sigaction_handler.sa_handler = SIG_IGN
        sigaction(SIGPIPE, &ignore, &previous)
        defer { sigaction(SIGPIPE, &previous, nil) }
        var written = 0
        while written < bytes.count {
            let n = bytes[written...].withUnsafeBytes { write(fd, $0.baseAddress, $0.count) }
            if n > 0 { written += n } else if n < 0 && errno == EINTR { continue } else { return }
        }
    }
}

/// A worker's files, as the pool writes them on its standard input.
enum WorkerFileList {
    static func read() -> [String] {
        var bytes: [UInt8] = []
        var buffer = [UInt8](repeating: 0, count: 65536)
        while true {
            let n = Glibc.read(0, &buffer, buffer.count)
            if n > 0 { bytes += buffer[0..<n] } else if n < 0 && errno == EINTR { continue } else { break }
        }
        return bytes.split(separator: 0, omittingEmptySubsequences: true).map { String(decoding: $0, as: UTF8.self) }
    }
}

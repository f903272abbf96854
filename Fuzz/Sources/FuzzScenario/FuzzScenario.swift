// libFuzzer entry point: the input's bytes are a scenario file, run as `lifelua run FILE` runs it
// (ScenarioRunner.run(file:): the sandboxed libraries, the capped allocator, the SIGALRM timeout,
// the final drain), with a 64 MB cap and a 1 s timeout, every trace format writing into a sink
// that discards, `print` discarded, then finish() and the hints. A Lua error is an expected
// outcome; a trap, a crash, a sanitizer report or a hang is a finding.
//
// Timeouts under libFuzzer. libFuzzer's -timeout is a periodic ITIMER_REAL with a SIGALRM
// handler; the runner arms its own ITIMER_REAL and SIGALRM handler for the run, and disarming
// sets SIGALRM to SIG_IGN. So around each run this file saves libFuzzer's handler and timer and
// puts them back afterwards (otherwise -timeout would be dead after the first input). While a run
// is going, only lifelua's timeout and this file's watchdog stand: a run still going
// `watchdogSeconds` after it started (lifelua's 1 s timeout did not stop it: Swift code that does
// not return to Lua, or C code such as a pathological string.find) is reported by abort(), so
// libFuzzer saves the input — before lifelua's own second-stage watchdog would `_exit(1)`
// (1 s + 5 s), which libFuzzer could not report.
//
// State between inputs: every input gets a new ScenarioRunner (a new lua_State and World); the C
// shim's globals (the timed state, the alarm stage, the dispatcher) are set again by each run and
// cleared by its disarm. LIFELUA_FUZZ_VERBOSE=1 prints each input's outcome and time on stderr
// (scripts/fuzz uses it to check that the timeout fires, and fires again for the next input).

#if canImport(Glibc)
import Glibc
#endif
import LifecycleKit
import LifecycleTrace
import LifeluaBindings
import Synchronization

let scenarioTimeout = 1.0
let memoryLimitMB = 64
let watchdogSeconds = 5.0

/// Where each input is written to be run as a file (the runner's real path: FileText, the first
/// line, the drain inside the chunk).
let scratchPath: String = {
    var dir = "/tmp"
    if access("/dev/shm", W_OK) == 0 { dir = "/dev/shm" }
    return "\(dir)/lifelua-fuzz-\(getpid()).lua"
}()

let verbose = getenv("LIFELUA_FUZZ_VERBOSE").map { String(cString: $0) == "1" } ?? false

/// Monotonic nanoseconds when the current run started; 0 between runs.
let runStartedAt = Atomic<Int>(0)

func monotonicNanoseconds() -> Int {
    var ts = timespec()
    clock_gettime(CLOCK_MONOTONIC, &ts)
    return ts.tv_sec * 1_000_000_000 + ts.tv_nsec
}

/// A thread (SIGALRM blocked, so the runner's alarm reaches the fuzzing thread) that aborts when
/// a run outlives the watchdog.
let watchdogStarted: Bool = {
    var thread = pthread_t()
    let status = pthread_create(&thread, nil, { _ in
        var set = sigset_t()
        sigemptyset(&set)
        sigaddset(&set, SIGALRM)
        pthread_sigmask(SIG_BLOCK, &set, nil)
        while true {
            usleep(100_000)
            let start = runStartedAt.load(ordering: .acquiring)
            if start != 0, Double(monotonicNanoseconds() - start) / 1e9 > watchdogSeconds {
                let message = "lifelua-fuzz: the scenario was still running \(watchdogSeconds) s after it started, "
                    + "although its timeout is \(scenarioTimeout) s (a Swift loop or a C function the timeout cannot "
                    + "interrupt); aborting so that libFuzzer saves the input\n"
                _ = message.withCString { write(2, $0, strlen($0)) }
                abort()
            }
        }
    }, nil)
    return status == 0
}()

func writeScratch(_ data: UnsafePointer<UInt8>?, _ size: Int) {
    let fd = open(scratchPath, O_WRONLY | O_CREAT | O_TRUNC, 0o600)
    guard fd >= 0 else { fatalError("lifelua-fuzz: cannot write \(scratchPath)") }
    var offset = 0
    while offset < size, let data {
        let n = write(fd, data + offset, size - offset)
        if n <= 0 { fatalError("lifelua-fuzz: cannot write \(scratchPath)") }
        offset += n
    }
    close(fd)
}

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzScenario(_ data: UnsafePointer<UInt8>?, _ size: Int) -> CInt {
    precondition(watchdogStarted)
    writeScratch(data, size)

    // libFuzzer's SIGALRM handler and timer, put back after the run.
    var savedAction = sigaction()
    sigaction(SIGALRM, nil, &savedAction)
    var savedTimer = itimerval()
    getitimer(__itimer_which_t(ITIMER_REAL.rawValue), &savedTimer)

    var options = RunOptions()
    options.timeout = scenarioTimeout
    options.memoryLimit = memoryLimitMB << 20
    options.hints = true
    let discard: (String) -> Void = { _ in }
    options.scriptOutput = discard
    let sinks: [TraceSink] = TraceFormat.allCases.map { $0.makeSink(write: discard) }

    let start = monotonicNanoseconds()
    runStartedAt.store(start, ordering: .releasing)
    var outcome: ScenarioOutcome
    do {
        let runner = ScenarioRunner(options: options, sinks: sinks, output: discard)
        outcome = runner.run(file: scratchPath)
        runner.finish()
        _ = runner.host.hints()
    }
    runStartedAt.store(0, ordering: .releasing)

    // The runner's disarm leaves SIGALRM ignored and the timer stopped: libFuzzer's come back.
    sigaction(SIGALRM, &savedAction, nil)
    setitimer(__itimer_which_t(ITIMER_REAL.rawValue), &savedTimer, nil)

    if verbose {
        let seconds = Double(monotonicNanoseconds() - start) / 1e9
        var line: String
        switch outcome {
        case .success: line = "success"
        case .failure(let message, _): line = "failure: " + (message.split(separator: "\n").first.map(String.init) ?? "")
        }
        line = "lifelua-fuzz: \(size) bytes, \(String(Int(seconds * 1000))) ms, \(line)\n"
        fputs(line, stderr)
    }
    return 0
}

/// The entry point. SwiftPM links an executable target on Linux with `--defsym main=<Target>_main`
/// (so that tests can link the module), and with -parse-as-library there is no such function:
/// this one hands over to libFuzzer's driver (LLVMFuzzerRunDriver, libFuzzer's API for a main of
/// one's own), looked up at run time to call it through the C calling convention. Where SwiftPM
/// does not rename, libFuzzer's own main runs and this function is never called.
@_cdecl("FuzzScenario_main")
public func fuzzScenarioMain(_ argc: Int32, _ argv: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>?) -> Int32 {
    typealias TestOneInput = @convention(c) (UnsafePointer<UInt8>?, Int) -> CInt
    typealias RunDriver = @convention(c) (UnsafeMutablePointer<Int32>, UnsafeMutablePointer<UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>?>, TestOneInput) -> CInt
    guard let symbol = dlsym(UnsafeMutableRawPointer(bitPattern: 0), "LLVMFuzzerRunDriver") else {
        fputs("lifelua-fuzz: LLVMFuzzerRunDriver not found (build with -sanitize=fuzzer)\n", stderr)
        return 1
    }
    let driver = unsafeBitCast(symbol, to: RunDriver.self)
    var count = argc
    var arguments = argv
    return driver(&count, &arguments, { data, size in fuzzScenario(data, size) })
}

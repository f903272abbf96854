// `lifelua repl` (and `lifelua` alone on a terminal): the interactive prompt. The core is
// LifeluaBindings' ReplSession; this file reads lines and wires the terminal:
//   - on a terminal: libedit (readline interface) with history in ~/.lifelua_history and Tab
//     completion; Ctrl-C at the prompt clears the line (a fresh prompt), Ctrl-C while a chunk
//     runs interrupts it (vm.catchSigint), Ctrl-D quits;
//   - otherwise (a pipe, a file): plain lines from stdin, no line editing. Prompts are still
//     printed, each followed by the line read, so a piped session reads like a terminal
//     transcript (lua.c prints its prompts too, without the echo).

#if canImport(Glibc)
import Glibc
#endif
import ArgumentParser
import CEditLine
import LifecycleKit
import LifecycleTrace
import LifeluaBindings
import LifeluaREPL

struct Repl: ParsableCommand {
    static let configuration = CommandConfiguration(
        abstract: "Starts the interactive prompt (lifelua alone does too, on a terminal).",
        usage: "lifelua repl [<options>]",
        discussion: """
        Type Lua as at lua5.4's prompt: an expression prints its value, an incomplete statement continues on a ">>" line. After each entry the run loop runs until idle, and the callbacks the entry caused are printed indented under it. Commands: \(ReplSession.commandHelp.map(\.0).joined(separator: " ")). A top-level `local` becomes a global, so later entries see it.

        On a terminal: line editing, history in ~/.lifelua_history, Tab completion of globals and of members after `obj.` or `obj:`; Ctrl-C interrupts a running chunk or clears the line; Ctrl-D quits. Reading from a pipe: plain lines, no editing; each prompt is printed with the line read after it, so the output reads like a session transcript.

        Examples:
          lifelua repl
          lifelua repl -i examples/present_sheet.lua --ios 12
          printf 'w = UIWindow()\\nw.rootViewController = UIViewController("A")\\n' | lifelua repl
        """
    )

    @Option(name: [.customShort("i"), .customLong("init")],
            help: ArgumentHelp("Run this scenario file first (its top-level locals become globals).", valueName: "file"))
    var initFile: String?

    @OptionGroup var device: DeviceOptions

    @Option(name: .long, help: "Stop an entry whose Lua code runs longer than this many seconds of real time (0: no limit).")
    var timeout: Double = 0

    @Option(name: .customLong("max-memory"), help: MaxMemory.help)
    var maxMemory: Int = RunOptions.defaultMemoryLimit >> 20

    @OptionGroup var modules: ModuleOptions

    func run() throws {
        var configuration = try device.configuration()
        // issue 28: an -i file's `-- lifelua:` header gives the version and device the command line does not
        if let initFile {
            do {
                if let header = try TestRunner.header(ofFile: initFile) {
                    if let ios = header.ios, !CommandLineOptions.gives("--ios") { configuration.iosVersion = ios }
                    if let d = header.device, !CommandLineOptions.gives("--device") { configuration.device = d }
                }
            } catch {
                StandardOutput.error("\(initFile):1: -- lifelua: header: \(error.message)\n")
                throw ExitCode(1)
            }
        }
        if modules.unsafe { StandardOutput.error(ModuleOptions.unsafeNotice) }
        let session = ReplSession(configuration: configuration, memoryLimit: try MaxMemory.bytes(maxMemory), unsafe: modules.unsafe, write: StandardOutput.write,
                                  writeError: StandardOutput.error)
        try Timeout.check(timeout)
        session.timeout = timeout
        session.hintWidth = Terminal.width(of: 1)   // `:hints` wrapped on a terminal (issue 28 item 8)
        session.host.modulePaths = modules.paths
        let vm = session.host.vm
        session.willRunLua = { vm.catchSigint() }
        let interactive = isatty(0) != 0
        // After Lua: Ctrl-C goes back to its default, or on a terminal to the prompt's handler.
        session.didRunLua = interactive ? { vm.releaseSigint(); ceditline_catch_sigint_at_prompt() } : { vm.releaseSigint() }
        if interactive {
            StandardOutput.write("lifelua \(Lifelua.configuration.version) (iOS \(configuration.iosVersion), \(configuration.device.rawValue)) — :help for commands, Ctrl-D to quit\n")
        }
        // through a pipe, an -i file that does not load is the session's failure (exit 1)
        let initFailed = initFile.map { !session.load(file: $0) } ?? false
        StandardOutput.flush()
        if interactive {
            LineEditor.run(session)
        } else {
            while !session.wantsQuit {
                StandardOutput.write(session.prompt)
                guard let line = readLine(strippingNewline: true) else { break }
                StandardOutput.write(line + "\n")
                session.feed(line)
                StandardOutput.flush()
            }
            if !session.wantsQuit { StandardOutput.write("\n") }
        }
        StandardOutput.flush()
        if initFailed && !interactive { throw ExitCode(1) }
    }
}

/// libedit through its readline interface. Its callbacks are C functions: the session they
/// complete from lives in a global.
enum LineEditor {
    nonisolated(unsafe) static var session: ReplSession?
    nonisolated(unsafe) static var matches: [String] = []
    /// Characters that end a word for completion: not `.` `:` (part of `obj.name`, `obj:name`).
    nonisolated(unsafe) static let wordBreaks = strdup(" \t\n\"\\'`@$><=;|&{(,+-*/%^~#[]")

    static var historyPath: String? {
        guard let home = getenv("HOME") else { return nil }
        return String(cString: home) + "/.lifelua_history"
    }

    static func run(_ session: ReplSession) {
        self.session = session
        ceditline_configure("lifelua", wordBreaks)
        rl_initialize()
        ceditline_configure("lifelua", wordBreaks)
        rl_attempted_completion_function = { text, start, end in
            rl_attempted_completion_over = 1
            let word = text.map { String(cString: $0) } ?? ""
            LineEditor.matches = LineEditor.session?.completions(for: word) ?? []
            guard !LineEditor.matches.isEmpty, let text else { return nil }
            return rl_completion_matches(text) { _, state in
                let i = Int(state)
                guard i < LineEditor.matches.count else { return nil }
                return strdup(LineEditor.matches[i])
            }
        }
        using_history()
        stifle_history(1000)
        if let path = historyPath { _ = read_history(path) }

        while !session.wantsQuit {
            // At the prompt Ctrl-C only sets a flag: readline returns nil and we start afresh.
            session.host.vm.releaseSigint()
            ceditline_catch_sigint_at_prompt()
            errno = 0
            let raw = readline(session.prompt)
            if ceditline_take_sigint() != 0 {
                if let raw { free(raw) }
                session.discardPendingInput()
                StandardOutput.write("\n")
                StandardOutput.flush()
                continue
            }
            guard let raw else {                     // Ctrl-D (end of input)
                StandardOutput.write("\n")
                break
            }
            let line = String(cString: raw)
            free(raw)
            if !line.allSatisfy({ $0 == " " || $0 == "\t" }) {
                add_history(line)
                if let path = historyPath { _ = write_history(path) }   // failures are ignored
            }
            session.feed(line)
            StandardOutput.flush()
        }
        session.host.vm.releaseSigint()
        StandardOutput.flush()
    }
}

// `lifelua run FILE [--format F] [--ios N] [--device D] [--timeout S] [--max-memory MB] [--path DIR] [--unsafe] [--events L] [--no-color] [--no-hints]`
// parsed by hand, so that running a scenario skips the argument parser's start-up. Anything it
// does not recognise — a bad value, --help, an unknown option, `--opt=value`, `--` — returns nil
// and the full argument parser handles it, with its messages. It must agree with `Run`
// (main.swift) on every line it accepts: scripts/test-cli's parity check runs both.

import LifecycleKit
import LifecycleTrace
import LifeluaBindings

struct FastRun {
    var file = ""
    var options = RunOptions()
    var filter: TraceFilter?
    var noColor = false

    /// `count` arguments after the program's name, read one at a time by `argument` (no array of
    /// Strings: the first one would demangle its metadata at start-up).
    static func parse(count: Int, argument: (Int) -> String) -> FastRun? {
        guard count > 0, argument(0) == "run" else { return nil }
        var result = FastRun()
        var file: String?
        var i = 1
        func value() -> String? {
            i += 1
            return i < count ? argument(i) : nil
        }
        while i < count {
            let a = argument(i)
            switch a {
            case "--format":
                guard let v = value(), let f = TraceFormat(rawValue: v) else { return nil }
                result.options.format = f
            case "--ios":
                guard let v = value(), let n = Configuration.iosVersion(v) else { return nil }
                result.options.configuration.iosVersion = n
            case "--device":
                guard let v = value(), let d = Configuration.device(v) else { return nil }
                result.options.configuration.device = d
            case "--timeout":
                guard let v = value(), let t = Double(v), Timeout.isValid(t) else { return nil }
                result.options.timeout = t
            case "--max-memory":
                guard let v = value(), let mb = Int(v), MaxMemory.isValid(mb) else { return nil }
                result.options.memoryLimit = mb << 20
            case "--path":
                guard let v = value() else { return nil }
                result.options.modulePaths.append(v)
            case "--unsafe":
                result.options.unsafe = true
            case "--events":
                guard let v = value(), let f = try? TraceFilter(parsing: v) else { return nil }
                result.filter = f
            case "--no-color":
                result.noColor = true
            case "--no-hints":
                result.options.hints = false
            default:
                if a.hasPrefix("-") || file != nil { return nil }
                file = a
            }
            i += 1
        }
        guard let file else { return nil }
        result.file = file
        return result
    }
}

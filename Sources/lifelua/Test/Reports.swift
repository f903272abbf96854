// `lifelua test`'s reports: a line per scenario and a summary, TAP, and JUnit XML for CI servers.

import LifecycleTrace
import LifeluaBindings

enum TestReport {
    /// A line per result and a summary (text), or busted's TAP.
    static func summary(_ results: [TestResult], tap: Bool) {
        let passed = results.filter(\.passed).count
        let failed = results.count - passed
        if tap {
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

/// JUnit XML, the dialect CI servers read: one testsuite per file, one testcase per scenario,
/// each with its time in seconds; `<failure>` for an expectation that failed, `<error>` for a
/// run that could not finish (a crashed or killed worker, an unreadable file).
enum JUnitReport {
    static func xml(_ results: [TestResult]) -> String {
        var files: [String] = []
        for r in results where !files.contains(r.file) { files.append(r.file) }
        func count(_ rs: [TestResult]) -> (failures: Int, errors: Int, time: String) {
            (rs.filter { !$0.passed && !$0.isError }.count, rs.filter(\.isError).count, seconds(rs.reduce(0) { $0 + $1.duration }))
        }
        let all = count(results)
        var out = "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n"
        out += "<testsuites name=\"lifelua\" tests=\"\(results.count)\" failures=\"\(all.failures)\" errors=\"\(all.errors)\" time=\"\(all.time)\">\n"
        for file in files {
            let mine = results.filter { $0.file == file }
            let c = count(mine)
            out += "  <testsuite name=\"\(Escaping.xml(file, .report))\" tests=\"\(mine.count)\" failures=\"\(c.failures)\" errors=\"\(c.errors)\" time=\"\(c.time)\">\n"
            for r in mine {
                out += "    <testcase classname=\"\(Escaping.xml(file, .report))\" name=\"\(Escaping.xml(r.name, .report))\" time=\"\(seconds(r.duration))\""
                if r.passed {
                    out += "/>\n"
                } else {
                    let message = r.message ?? "failed"
                    let first = message.split(separator: "\n").first.map(String.init) ?? message
                    let tag = r.isError ? "error" : "failure"
                    out += ">\n      <\(tag) message=\"\(Escaping.xml(first, .report))\">\(Escaping.xml(message, .report))</\(tag)>\n    </testcase>\n"
                }
            }
            out += "  </testsuite>\n"
        }
        return out + "</testsuites>\n"
    }

    /// Seconds with three decimals, without Foundation's formatter.
    static func seconds(_ s: Double) -> String {
        let ms = Int((max(0, s) * 1000).rounded())
        let frac = String(ms % 1000)
        return "\(ms / 1000)." + String(repeating: "0", count: 3 - frac.count) + frac
    }
}

extension TestResult {
    /// What the HTML report shows of it.
    var htmlEntry: HTMLReport.Entry {
        HTMLReport.Entry(file: file, name: name, passed: passed, message: message, picture: picture)
    }
}

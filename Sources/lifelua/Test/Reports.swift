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

extension TestResult {
    /// What the HTML report shows of it.
    var htmlEntry: HTMLReport.Entry {
        HTMLReport.Entry(file: file, name: name, passed: passed, message: message, picture: picture)
    }
}

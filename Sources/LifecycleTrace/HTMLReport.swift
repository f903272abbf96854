// `lifelua test --html FILE`: the run as one self-contained HTML page, for a person opening a CI
// artifact. No script, no network, no style outside the page (one <style> in its head): the
// summary, then a section per file, in it a <details> per scenario — failed ones first and open,
// with the failure's aligned diff, its hints and its SVG timeline inline; passed ones folded,
// their timeline inside. <details> opens and folds without JavaScript.

public enum HTMLReport {
    /// One result of `lifelua test`: a scenario, or a file's golden trace.
    public struct Entry {
        public var file: String
        public var name: String
        public var passed: Bool
        /// The failure: what went wrong (an aligned diff, an expectation's table, an error),
        /// then, after a `hints:` line, the hints.
        public var message: String?
        /// Its SVG timeline.
        public var picture: String?

        public init(file: String, name: String, passed: Bool, message: String?, picture: String?) {
            self.file = file
            self.name = name
            self.passed = passed
            self.message = message
            self.picture = picture
        }
    }

    public static func page(_ entries: [Entry]) -> String {
        let failed = entries.filter { !$0.passed }.count
        var files: [String] = []
        for e in entries where !files.contains(e.file) { files.append(e.file) }
        // Files with a failure first; each keeps its order otherwise.
        files = files.filter { f in entries.contains { $0.file == f && !$0.passed } }
            + files.filter { f in !entries.contains { $0.file == f && !$0.passed } }
        var out = [
            "<!DOCTYPE html>",
            "<html lang=\"en\">",
            "<head>",
            "<meta charset=\"utf-8\">",
            "<title>lifelua test: \(entries.count - failed) passed, \(failed) failed</title>",
            "<style>\(style)</style>",
            "</head>",
            "<body>",
            "<h1>lifelua test</h1>",
            "<p class=\"summary \(failed == 0 ? "all-passed" : "some-failed")\"><strong>\(entries.count - failed) passed, \(failed) failed</strong> in \(files.count) file\(files.count == 1 ? "" : "s")</p>",
        ]
        if failed > 0 {
            out.append("<ul class=\"failed-list\">")
            for (i, e) in entries.enumerated() where !e.passed {
                out.append("<li><a href=\"#r\(i + 1)\">\(html(e.name))</a></li>")
            }
            out.append("</ul>")
        }
        for file in files {
            let mine = entries.enumerated().filter { $0.element.file == file }
            let fileFailed = mine.filter { !$0.element.passed }.count
            out.append("<section class=\"file\" data-file=\"\(html(file))\">")
            out.append("<h2><span class=\"badge \(fileFailed > 0 ? "fail" : "pass")\">\(fileFailed > 0 ? "FAIL" : "ok")</span> \(html(file)) <small>\(mine.count - fileFailed) passed, \(fileFailed) failed</small></h2>")
            for (i, e) in mine.filter({ !$0.element.passed }) + mine.filter({ $0.element.passed }) {
                out += scenario(e, id: "r\(i + 1)")
            }
            out.append("</section>")
        }
        if entries.isEmpty { out.append("<p>No scenarios ran.</p>") }
        out += ["</body>", "</html>"]
        return out.joined(separator: "\n") + "\n"
    }

    static func scenario(_ e: Entry, id: String) -> [String] {
        var out = ["<details class=\"scenario \(e.passed ? "passed" : "failed")\" id=\"\(id)\"\(e.passed ? "" : " open")>",
                   "<summary><span class=\"badge \(e.passed ? "pass" : "fail")\">\(e.passed ? "ok" : "FAIL")</span> \(html(e.name))</summary>"]
        if let message = e.message, !e.passed {
            let (failure, hints) = split(message)
            out.append("<h3>What failed</h3>")
            out.append("<pre class=\"failure\">\(failure.split(separator: "\n", omittingEmptySubsequences: false).map { diffLine(String($0)) }.joined(separator: "\n"))</pre>")
            if !hints.isEmpty {
                out.append("<h3>Hints</h3>")
                out.append("<ul class=\"hints\">" + hints.map { "<li>\(html($0))</li>" }.joined() + "</ul>")
            }
        }
        if let picture = e.picture {
            out.append("<h3>Timeline</h3>")
            out.append("<div class=\"timeline\">\(inline(picture))</div>")
        }
        out.append("</details>")
        return out
    }

    /// The failure and the hints of a message (the hints follow a `hints:` line).
    static func split(_ message: String) -> (failure: String, hints: [String]) {
        let lines = message.split(separator: "\n", omittingEmptySubsequences: false)
        guard let h = lines.firstIndex(of: "hints:") else { return (message, []) }
        return (lines[..<h].joined(separator: "\n"),
                lines[(h + 1)...].map { $0.trimmingPrefix("  ") }.filter { !$0.isEmpty }.map(String.init))
    }

    /// A line of a diff or an expectation's table, marked by what it is.
    static func diffLine(_ line: String) -> String {
        let cls: String?
        if line.hasPrefix("  - ") { cls = "del" }
        else if line.hasPrefix("  + ") { cls = "add" }
        else if line.hasPrefix("  ✗ ") { cls = "miss" }
        else { cls = nil }
        return cls.map { "<span class=\"\($0)\">\(html(line))</span>" } ?? html(line)
    }

    /// An SVG document as an element of the page: without its XML declaration.
    static func inline(_ svg: String) -> String {
        guard svg.hasPrefix("<?xml"), let end = svg.firstIndex(of: "\n") else { return svg }
        return String(svg[svg.index(after: end)...])
    }

    static func html(_ s: String) -> String { Escaping.xml(s, .report) }

    static let style = """
    body{font-family:DejaVu Sans,Verdana,Helvetica,Arial,sans-serif;margin:24px;color:#212121;background:#fff}\
    h1{font-size:22px;margin:0 0 8px}h2{font-size:16px;margin:24px 0 8px;border-bottom:1px solid #e0e0e0;padding-bottom:4px}\
    h2 small{font-weight:normal;color:#616161;font-size:12px}h3{font-size:13px;margin:12px 0 4px;color:#424242}\
    .summary{font-size:15px}.some-failed strong{color:#c62828}.all-passed strong{color:#2e7d32}\
    .badge{display:inline-block;min-width:36px;text-align:center;border-radius:3px;padding:0 4px;font-size:12px;font-weight:bold;color:#fff}\
    .badge.fail{background:#c62828}.badge.pass{background:#2e7d32}\
    details{border:1px solid #e0e0e0;border-radius:4px;margin:6px 0;padding:4px 10px}details.failed{border-color:#ef9a9a;background:#fffafa}\
    summary{cursor:pointer;font-family:DejaVu Sans Mono,Menlo,Consolas,monospace;font-size:13px;padding:2px 0}\
    pre{font-family:DejaVu Sans Mono,Menlo,Consolas,monospace;font-size:12px;background:#fafafa;border:1px solid #eeeeee;padding:8px;overflow-x:auto;white-space:pre}\
    .del{color:#b71c1c;background:#ffebee;display:inline-block;width:100%}.add{color:#1b5e20;background:#e8f5e9;display:inline-block;width:100%}\
    .miss{color:#b71c1c;font-weight:bold}.hints li{margin:4px 0;font-size:13px}\
    .timeline{overflow-x:auto;border:1px solid #eeeeee}.timeline svg{display:block}
    """
}

// Source-level helpers for the REPL: a rough Lua tokenizer (enough to find block depth and skip
// strings and comments) and the rewrite that makes an entry's top-level `local`s global.
//
// lua.c forgets `local a = …` as soon as the line has run (each entry is its own chunk). In
// lifelua that loses every controller a scenario author types the way they would in a file, so
// the REPL rewrites a `local` at the top level of an entry (not inside a function or block):
//   local a = UIViewController("A")   →  a = UIViewController("A")
//   local function f() … end           →  function f() … end
//   local a, b                         →  a, b = nil
// `local x <const> = …` (an attribute) is left alone. Line numbers do not change.

import LifeluaBindings

enum ReplChunk {
    struct Token {
        enum Kind { case name, string, number, symbol }
        let kind: Kind
        let text: String
        /// Byte offsets in the source.
        let start: Int
        let end: Int
    }

    /// Names, strings, numbers and one-character symbols; comments and whitespace skipped.
    /// Never fails: an unterminated string or comment just ends the token list.
    static func tokens(_ source: String) -> [Token] {
        let s = Array(source.utf8)
        var out: [Token] = []
        var i = 0
        func isNameStart(_ c: UInt8) -> Bool { c == 95 || (c >= 65 && c <= 90) || (c >= 97 && c <= 122) || c >= 128 }
        func isNameChar(_ c: UInt8) -> Bool { isNameStart(c) || (c >= 48 && c <= 57) }
        /// At `[`: the level of a long bracket (`[[` 0, `[==[` 2), or nil.
        func longBracketLevel(at j: Int) -> Int? {
            guard j < s.count, s[j] == 91 else { return nil }
            var k = j + 1, level = 0
            while k < s.count, s[k] == 61 { level += 1; k += 1 }
            return k < s.count && s[k] == 91 ? level : nil
        }
        /// From the opening bracket at j: the index after the matching close (or the end).
        func skipLong(from j: Int, level: Int) -> Int {
            var k = j + level + 2
            while k < s.count {
                if s[k] == 93 {
                    var m = k + 1, l = 0
                    while m < s.count, s[m] == 61 { l += 1; m += 1 }
                    if l == level, m < s.count, s[m] == 93 { return m + 1 }
                }
                k += 1
            }
            return s.count
        }
        while i < s.count {
            let c = s[i]
            if c == 32 || c == 9 || c == 10 || c == 13 || c == 11 || c == 12 { i += 1; continue }
            if c == 45, i + 1 < s.count, s[i + 1] == 45 {            // -- comment
                if let level = longBracketLevel(at: i + 2) {
                    i = skipLong(from: i + 2, level: level)
                } else {
                    while i < s.count, s[i] != 10 { i += 1 }
                }
                continue
            }
            let start = i
            if isNameStart(c) {
                while i < s.count, isNameChar(s[i]) { i += 1 }
                out.append(Token(kind: .name, text: String(decoding: s[start..<i], as: UTF8.self), start: start, end: i))
            } else if c >= 48 && c <= 57 || (c == 46 && i + 1 < s.count && s[i + 1] >= 48 && s[i + 1] <= 57) {
                i += 1
                while i < s.count, isNameChar(s[i]) || s[i] == 46
                        || ((s[i] == 43 || s[i] == 45) && (s[i - 1] == 101 || s[i - 1] == 69 || s[i - 1] == 112 || s[i - 1] == 80)) { i += 1 }
                out.append(Token(kind: .number, text: String(decoding: s[start..<i], as: UTF8.self), start: start, end: i))
            } else if c == 34 || c == 39 {                               // "…" '…'
                i += 1
                while i < s.count, s[i] != c, s[i] != 10 {
                    i += s[i] == 92 ? 2 : 1
                }
                i = min(i + 1, s.count)
                out.append(Token(kind: .string, text: "", start: start, end: i))
            } else if let level = longBracketLevel(at: i) {
                i = skipLong(from: i, level: level)
                out.append(Token(kind: .string, text: "", start: start, end: i))
            } else {
                i += 1
                out.append(Token(kind: .symbol, text: String(UnicodeScalar(c)), start: start, end: i))
            }
        }
        return out
    }

    /// The entry with its top-level `local` declarations made global (see the header).
    static func globalizingTopLevelLocals(_ source: String) -> String {
        let toks = tokens(source)
        var bytes = Array(source.utf8)
        // Edits, applied from the end: (range to replace, replacement).
        var edits: [(Range<Int>, [UInt8])] = []
        var depth = 0
        var i = 0
        while i < toks.count {
            let t = toks[i]
            guard t.kind == .name else { i += 1; continue }
            switch t.text {
            case "function", "if", "do", "repeat": depth += 1
            case "end", "until": depth = max(0, depth - 1)
            case "local" where depth == 0:
                guard i + 1 < toks.count, toks[i + 1].kind == .name else { break }
                if toks[i + 1].text == "function" {
                    edits.append((t.start..<toks[i + 1].start, []))
                    break
                }
                // local Name {, Name} [= …]
                var j = i + 1
                var lastName = toks[j]
                while j + 2 < toks.count, toks[j + 1].text == ",", toks[j + 2].kind == .name {
                    j += 2
                    lastName = toks[j]
                }
                let next = j + 1 < toks.count ? toks[j + 1] : nil
                if next?.text == "<" { break }                           // an attribute: keep it local
                if next?.text == "=" {
                    edits.append((t.start..<toks[i + 1].start, []))
                } else {
                    edits.append((lastName.end..<lastName.end, Array(" = nil".utf8)))
                    edits.append((t.start..<toks[i + 1].start, []))
                }
                i = j
            default: break
            }
            i += 1
        }
        guard !edits.isEmpty else { return source }
        for (range, replacement) in edits.sorted(by: { $0.0.lowerBound > $1.0.lowerBound }) {
            bytes.replaceSubrange(range, with: replacement)
        }
        return String(decoding: bytes, as: UTF8.self)
    }

    /// `a`, `a.b.c`: a chain of names the completer may evaluate (no calls, no indexing).
    static func isNameChain(_ s: String) -> Bool {
        guard !s.isEmpty else { return false }
        return s.split(separator: ".", omittingEmptySubsequences: false).allSatisfy(LuaSyntax.isName)
    }

    static var keywords: Set<String> { LuaSyntax.keywords }
}

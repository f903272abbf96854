// Escaping for every output that embeds text of the script's (controller names, log lines):
// JSON strings, one line of the text trace, XML text and attributes, Mermaid's entity codes. One
// place, so each output format and report (JUnit) escapes the same way: each dialect is a table
// from the scalars it cannot hold to what it writes instead.

public enum Escaping {
    /// The bytes a JSON string literal escapes (RFC 8259: `"`, `\` and control characters); every
    /// writer of one asks here.
    @inline(__always) static func jsonEscapes(_ b: UInt8) -> Bool {
        b < 0x20 || b == UInt8(ascii: "\"") || b == UInt8(ascii: "\\")
    }

    /// A JSON string literal, quotes included (RFC 8259: `"`, `\` and control characters).
    public static func json(_ s: String) -> String {
        // The common case, nothing to escape (UTF-8 above ASCII passes unchanged): quoted as is.
        guard anyByte(of: s, where: jsonEscapes) else {
            return "\"" + s + "\""
        }
        return escapedJSON(s)
    }

    /// `json(s)` appended to `out`, without making the literal first when nothing needs escaping.
    public static func appendJSON(_ s: String, to out: inout String) {
        guard anyByte(of: s, where: jsonEscapes) else {
            out += "\""
            out += s
            out += "\""
            return
        }
        out += escapedJSON(s)
    }

    /// The literal of a string that has something to escape.
    private static func escapedJSON(_ s: String) -> String {
        "\"" + map(s) { u in
            switch u {
            case "\"": "\\\""
            case "\\": "\\\\"
            case "\n": "\\n"
            case "\r": "\\r"
            case "\t": "\\t"
            default: u.value < 0x20 ? "\\u" + hex(u.value, width: 4) : nil
            }
        } + "\""
    }

    /// Text of the script's inside one line of the text trace (issue 12, item 10): a newline,
    /// return or NUL would split or merge lines, so control characters other than tab are shown
    /// as Lua writes them in a string (`\n`, `\r`, `\0`, `\x1b`), and a backslash stays as is.
    /// The common case, no control character, returns the string unchanged.
    public static func line(_ s: String) -> String {
        guard anyByte(of: s, where: { ($0 < 0x20 && $0 != 0x09) || $0 == 0x7F }) else { return s }
        return map(s) { u in
            switch u {
            case "\n": "\\n"
            case "\r": "\\r"
            case "\0": "\\0"
            case "\t": nil
            default: u.value < 0x20 || u.value == 0x7F ? "\\x" + hex(u.value, width: 2) : nil
            }
        }
    }

    /// XML text and attribute escaping, in one of two dialects.
    public enum XMLDialect {
        /// SVG labels: one line (newline and tab become spaces); other control characters, and
        /// U+FFFE/U+FFFF, dropped, as XML 1.0 forbids them even escaped.
        case picture
        /// Reports (JUnit): newline, tab and return kept; other control characters become `?`,
        /// so the reader sees something was there.
        case report
    }

    public static func xml(_ s: String, _ dialect: XMLDialect = .picture) -> String {
        map(s) { u in
            switch u {
            case "&": return "&amp;"
            case "<": return "&lt;"
            case ">": return "&gt;"
            case "\"": return "&quot;"
            case "'": return "&apos;"
            default:
                switch dialect {
                case .picture:
                    if u == "\n" || u == "\t" { return " " }
                    return u.value < 0x20 || u.value == 0xFFFE || u.value == 0xFFFF ? "" : nil
                case .report:
                    return u.value < 0x20 && u != "\n" && u != "\t" && u != "\r" ? "?" : nil
                }
            }
        }
    }

    /// Mermaid's entity codes for everything its sequence grammar treats specially (`;` ends a
    /// statement, `#` starts an entity, `%%` a comment, quotes and angle brackets reach the
    /// HTML; in a participant's name also `:`, `,` and `-`), and control characters (newlines
    /// included) folded to spaces.
    public static func mermaid(_ s: String, name: Bool = false) -> String {
        map(s) { u in
            switch u {
            case "#": "#35;"
            case ";": "#59;"
            case "\"": "#quot;"
            case "'": "#39;"
            case "%": "#37;"
            case ":" where name: "#58;"
            case "," where name: "#44;"
            case "-" where name: "#45;"
            case "<": "#lt;"
            case ">": "#gt;"
            case "&": "#amp;"
            case "{": "#123;"
            case "}": "#125;"
            default: u.value < 0x20 ? " " : nil
            }
        }
    }

    /// Whether a byte of `s` satisfies `test`, read from its bytes (`s.utf8` costs a call a byte;
    /// a plain loop, as `contains(where:)` called the test through a closure for every byte).
    @inline(__always) private static func anyByte(of s: String, where test: (UInt8) -> Bool) -> Bool {
        var s = s
        return s.withUTF8 { bytes in
            for b in bytes where test(b) { return true }
            return false
        }
    }

    /// `s` with each scalar `replacement` maps to a string written as that string (nil: kept).
    private static func map(_ s: String, _ replacement: (Unicode.Scalar) -> String?) -> String {
        var out = ""
        out.reserveCapacity(s.utf8.count)
        for u in s.unicodeScalars {
            if let r = replacement(u) { out += r } else { out.unicodeScalars.append(u) }
        }
        return out
    }

    /// Lower-case hexadecimal, zero-padded to `width` digits.
    private static func hex(_ v: UInt32, width: Int) -> String {
        let digits = String(v, radix: 16)
        return String(repeating: "0", count: max(0, width - digits.count)) + digits
    }
}

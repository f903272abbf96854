// Escaping for every output that embeds text of the script's (controller names, log lines):
// JSON strings, XML text and attributes, Mermaid's entity codes. One place, so each output
// format and report (JUnit) escapes the same way.

public enum Escaping {
    /// A JSON string literal, quotes included (RFC 8259: `"`, `\` and control characters).
    public static func json(_ s: String) -> String {
        var out = "\""
        for u in s.unicodeScalars {
            switch u {
            case "\"": out += "\\\""
            case "\\": out += "\\\\"
            case "\n": out += "\\n"
            case "\r": out += "\\r"
            case "\t": out += "\\t"
            default:
                if u.value < 0x20 {
                    let hex = String(u.value, radix: 16)
                    out += "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
                } else {
                    out.unicodeScalars.append(u)
                }
            }
        }
        return out + "\""
    }

    /// Text of the script's inside one line of the text trace (issue 12, item 10): a newline,
    /// return or NUL would split or merge lines, so control characters other than tab are shown
    /// as Lua writes them in a string (`\n`, `\r`, `\0`, `\x1b`), and a backslash stays as is.
    /// The common case, no control character, returns the string unchanged.
    public static func line(_ s: String) -> String {
        guard s.utf8.contains(where: { ($0 < 0x20 && $0 != 0x09) || $0 == 0x7F }) else { return s }
        var out = ""
        for u in s.unicodeScalars {
            switch u {
            case "\n": out += "\\n"
            case "\r": out += "\\r"
            case "\0": out += "\\0"
            case "\t": out += "\t"
            default:
                if u.value < 0x20 || u.value == 0x7F {
                    let hex = String(u.value, radix: 16)
                    out += "\\x" + (hex.count < 2 ? "0" : "") + hex
                } else {
                    out.unicodeScalars.append(u)
                }
            }
        }
        return out
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
        var out = ""
        for u in s.unicodeScalars {
            switch u {
            case "&": out += "&amp;"
            case "<": out += "&lt;"
            case ">": out += "&gt;"
            case "\"": out += "&quot;"
            case "'": out += "&apos;"
            default:
                switch dialect {
                case .picture:
                    if u == "\n" || u == "\t" { out += " "; continue }
                    if u.value < 0x20 || u.value == 0xFFFE || u.value == 0xFFFF { continue }
                case .report:
                    if u.value < 0x20 && u != "\n" && u != "\t" && u != "\r" { out += "?"; continue }
                }
                out.unicodeScalars.append(u)
            }
        }
        return out
    }

    /// Mermaid's entity codes for everything its sequence grammar treats specially (`;` ends a
    /// statement, `#` starts an entity, `%%` a comment, quotes and angle brackets reach the
    /// HTML; in a participant's name also `:`, `,` and `-`), and newlines folded to spaces.
    public static func mermaid(_ s: String, name: Bool = false) -> String {
        var out = ""
        for u in s.unicodeScalars {
            switch u {
            case "#": out += "#35;"
            case ";": out += "#59;"
            case "\"": out += "#quot;"
            case "'": out += "#39;"
            case "%": out += "#37;"
            case ":" where name: out += "#58;"
            case "," where name: out += "#44;"
            case "-" where name: out += "#45;"
            case "<": out += "#lt;"
            case ">": out += "#gt;"
            case "&": out += "#amp;"
            case "{": out += "#123;"
            case "}": out += "#125;"
            case "\n", "\r", "\t": out += " "
            default:
                if u.value < 0x20 { out += " " } else { out.unicodeScalars.append(u) }
            }
        }
        return out
    }
}

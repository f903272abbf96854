// Two text helpers every layer that prints the trace needs (expectations, formats, the REPL).

extension String {
    /// Without leading and trailing white space (Unicode's definition).
    public func trimmingWhitespace() -> String {
        // printable ASCII at both ends: nothing to trim (issue 30: a diff trims every row)
        if let a = utf8.first, let z = utf8.last, (0x21...0x7E).contains(a), (0x21...0x7E).contains(z) { return self }
        let scalars = unicodeScalars
        guard let first = scalars.firstIndex(where: { !Self.isWhitespace($0) }) else { return "" }
        let last = scalars.lastIndex(where: { !Self.isWhitespace($0) })!
        return String(scalars[first...last])
    }

    /// Unicode's White_Space, with ASCII answered without the property table.
    private static func isWhitespace(_ s: Unicode.Scalar) -> Bool {
        s.value < 0x80 ? s.value == 0x20 || (0x09...0x0D).contains(s.value) : s.properties.isWhitespace
    }

    /// Padded with spaces on the right to `width` characters (a column of the text trace).
    public func padded(to width: Int) -> String {
        count >= width ? self : self + String(repeating: " ", count: width - count)
    }
}

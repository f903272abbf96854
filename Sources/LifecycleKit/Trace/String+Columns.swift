// Two text helpers every layer that prints the trace needs (expectations, formats, the REPL).

extension String {
    /// Without leading and trailing white space (Unicode's definition).
    public func trimmingWhitespace() -> String {
        let scalars = unicodeScalars
        guard let first = scalars.firstIndex(where: { !$0.properties.isWhitespace }) else { return "" }
        let last = scalars.lastIndex(where: { !$0.properties.isWhitespace })!
        return String(scalars[first...last])
    }

    /// Padded with spaces on the right to `width` characters (a column of the text trace).
    public func padded(to width: Int) -> String {
        count >= width ? self : self + String(repeating: " ", count: width - count)
    }
}

// The process's stdout and stderr for trace output.

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Writes to stdout through C stdio, the same buffer Lua's `print` uses, so lines keep order.
public enum StandardOutput {
    public static func write(_ s: String) { fputs(s, stdout) }
    public static func flush() { fflush(stdout) }
    /// Flushes stdout first, so an error comes after everything traced before it.
    public static func error(_ s: String) { fflush(stdout); fputs(s, stderr) }
}

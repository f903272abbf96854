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
    /// Flushes stdout; the C library's reason if writing failed (a full disk, a closed pipe), else nil.
    public static func flushReportingFailure() -> String? {
        if fflush(stdout) != 0 || ferror(stdout) != 0 { return String(cString: strerror(errno)) }
        return nil
    }

    /// Flushes stdout first, so an error comes after everything traced before it.
    public static func error(_ s: String) { fflush(stdout); fputs(s, stderr) }
}

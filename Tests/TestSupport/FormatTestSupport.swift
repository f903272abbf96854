// Files and shell commands for the tests, without Foundation.

#if canImport(Glibc)
import Glibc
#endif

public enum FormatTestSupport {
    public static func writeTemp(_ text: String, suffix: String) -> String {
        var template = Array("/tmp/lifelua-test-XXXXXX\(suffix)".utf8CString)
        let fd = template.withUnsafeMutableBufferPointer { mkstemps($0.baseAddress!, Int32(suffix.utf8.count)) }
        precondition(fd >= 0, "mkstemps failed")
        let path = String(cString: template)
        var bytes = Array(text.utf8)
        var written = 0
        while written < bytes.count {
            let n = bytes.withUnsafeMutableBytes { Glibc.write(fd, $0.baseAddress! + written, $0.count - written) }
            precondition(n > 0)
            written += n
        }
        bytes.removeAll()
        close(fd)
        return path
    }

    public static func read(_ path: String) -> String? {
        guard let f = fopen(path, "rb") else { return nil }
        defer { fclose(f) }
        var bytes: [UInt8] = []
        var buffer = [UInt8](repeating: 0, count: 65536)
        while true {
            let n = fread(&buffer, 1, buffer.count, f)
            if n <= 0 { break }
            bytes += buffer[0..<n]
        }
        return String(decoding: bytes, as: UTF8.self)
    }

    /// Runs a shell command; its exit status.
    public static func shell(_ command: String) -> Int32 {
        let status = system(command)
        return status == -1 ? -1 : (status >> 8) & 0xff
    }

    /// The package root, from this file's path.
    public static var packageRoot: String {
        var parts = "\(#filePath)".split(separator: "/", omittingEmptySubsequences: false)
        parts.removeLast(3)   // Tests/TestSupport/FormatTestSupport.swift
        return parts.joined(separator: "/")
    }
}


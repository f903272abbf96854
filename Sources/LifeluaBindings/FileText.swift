// Small file helpers on C stdio and dirent, without Foundation.

#if canImport(Glibc)
import Glibc
#endif

/// Small file helpers on C stdio and dirent, without Foundation.
public enum FileText {
    /// Why a file could not be read or written: the C library's words (strerror).
    public struct ReadError: Error {
        public let reason: String
    }

    /// The file's text (invalid UTF-8 repaired), or nil when it cannot be read.
    public static func read(_ path: String) -> String? {
        try? contents(of: path)
    }

    public static func contents(of path: String) throws(ReadError) -> String {
        guard let f = fopen(path, "rb") else { throw ReadError(reason: String(cString: strerror(errno))) }
        defer { fclose(f) }
        var bytes: [UInt8] = []
        var buffer = [UInt8](repeating: 0, count: 65536)
        while true {
            let n = fread(&buffer, 1, buffer.count, f)
            if n > 0 { bytes += buffer[0..<n] }
            if n < buffer.count { break }
        }
        if ferror(f) != 0 { throw ReadError(reason: String(cString: strerror(errno))) }
        return String(decoding: bytes, as: UTF8.self)
    }

    /// The first `limit` bytes of a regular file (a scenario's header lines), or nil for standard
    /// input, a FIFO, a device or a file that cannot be read: reading those would consume what
    /// the run itself must read, or never end.
    public static func head(of path: String, limit: Int = 4096) -> String? {
        guard path != "-" else { return nil }
        var info = stat()
        guard stat(path, &info) == 0, (info.st_mode & S_IFMT) == S_IFREG, let f = fopen(path, "rb") else { return nil }
        defer { fclose(f) }
        var buffer = [UInt8](repeating: 0, count: limit)
        let n = fread(&buffer, 1, limit, f)
        return String(decoding: buffer[0..<n], as: UTF8.self)
    }

    /// Writes `text` to `path`; a file that cannot be opened, written or closed (a missing
    /// folder, a full disk) is an error with the C library's words (issue 12, item 10).
    public static func write(_ path: String, _ text: String) throws(ReadError) {
        guard let f = fopen(path, "wb") else { throw ReadError(reason: String(cString: strerror(errno))) }
        let written = fputs(text, f) >= 0 && fflush(f) == 0 && ferror(f) == 0
        let reason = String(cString: strerror(errno))
        let closed = fclose(f) == 0
        if !written || !closed { throw ReadError(reason: written ? String(cString: strerror(errno)) : reason) }
    }

    public static func isDirectory(_ path: String) -> Bool {
        var s = stat()
        return stat(path, &s) == 0 && (s.st_mode & S_IFMT) == S_IFDIR
    }

    public static func list(_ path: String) -> [String] {
        guard let dir = opendir(path) else { return [] }
        defer { closedir(dir) }
        var names: [String] = []
        while let entry = readdir(dir) {
            let name = withUnsafePointer(to: entry.pointee.d_name) {
                $0.withMemoryRebound(to: CChar.self, capacity: 256) { String(cString: $0) }
            }
            if name != "." && name != ".." { names.append(name) }
        }
        return names
    }
}

// Small file helpers on C stdio and dirent, without Foundation.

#if canImport(Glibc)
import Glibc
#endif

/// Small file helpers on C stdio and dirent, without Foundation.
public enum FileText {
    /// Why a file could not be read or written: the C library's words (strerror).
    public struct ReadError: Error {
        public let reason: String
        /// The file does not exist (a `require` candidate that is simply not there).
        public var missing = false
        public init(reason: String, missing: Bool = false) { self.reason = reason; self.missing = missing }
    }

    /// The file's text (invalid UTF-8 repaired), or nil when it cannot be read.
    public static func read(_ path: String, limit: Int = defaultLimit) -> String? {
        try? contents(of: path, limit: limit)
    }

    /// What a file may hold when no `--max-memory` applies: lifelua's default limit (512 MB).
    public static let defaultLimit = 512 << 20

    /// The text of a regular file (or of standard input, `/dev/stdin`), at most `limit` bytes
    /// (issue 31: a FIFO blocked, a device such as /dev/zero was read without end; now each is an
    /// error naming what the file is, and a file larger than the limit is refused).
    public static func contents(of path: String, limit: Int = defaultLimit) throws(ReadError) -> String {
        let f: UnsafeMutablePointer<FILE>
        // A regular file is read in chunks of its size and a byte more (which finds it grown), at
        // least a page (a file of /proc says 0) and at most 64 KB: a zeroed 64 KB buffer for every
        // small scenario was pages touched at start-up for nothing.
        var chunk = 65536
        if path == "/dev/stdin" {
            guard let s = fopen(path, "rb") else { throw ReadError(reason: String(cString: strerror(errno))) }
            f = s
        } else {
            // O_NONBLOCK: opening a FIFO must not wait for a writer; the type is checked on the
            // open file itself, then the flag is cleared
            let fd = open(path, O_RDONLY | O_NONBLOCK | O_CLOEXEC)
            guard fd >= 0 else { let e = errno; throw ReadError(reason: String(cString: strerror(e)), missing: e == ENOENT) }
            var info = stat()
            guard fstat(fd, &info) == 0 else { let e = errno; close(fd); throw ReadError(reason: String(cString: strerror(e))) }
            if let kind = nonRegularKind(info.st_mode) {
                close(fd)
                throw ReadError(reason: "not a regular file (\(kind))")
            }
            chunk = max(4096, min(chunk, Int(info.st_size) + 1))
            _ = fcntl(fd, F_SETFL, fcntl(fd, F_GETFL) & ~O_NONBLOCK)
            guard let s = fdopen(fd, "rb") else { let e = errno; close(fd); throw ReadError(reason: String(cString: strerror(e))) }
            f = s
        }
        defer { fclose(f) }
        var bytes: [UInt8] = []
        var buffer = [UInt8](repeating: 0, count: chunk)
        while true {
            let n = fread(&buffer, 1, buffer.count, f)
            if n > 0 {
                guard bytes.count + n <= limit else { throw ReadError(reason: "larger than the memory limit (\(limit >> 20) MB, --max-memory)") }
                bytes += buffer[0..<n]
            }
            if n < buffer.count { break }
        }
        if ferror(f) != 0 { throw ReadError(reason: String(cString: strerror(errno))) }
        return String(decoding: bytes, as: UTF8.self)
    }

    /// What a file that is not a regular file is, in words; nil for a regular file.
    static func nonRegularKind(_ mode: mode_t) -> String? {
        switch mode & S_IFMT {
        case S_IFREG: return nil
        case S_IFDIR: return "a directory"
        case S_IFIFO: return "a FIFO"
        case S_IFCHR: return "a character device"
        case S_IFBLK: return "a block device"
        case S_IFSOCK: return "a socket"
        default: return "not a regular file"
        }
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

    /// Whether something is at `path` (a link: its target), without opening it.
    public static func exists(_ path: String) -> Bool {
        var s = stat()
        return stat(path, &s) == 0
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

// A back-reference that does not retain its target (docs/performance.md, "Back-references without
// weak"): the target clears it wherever it lets the holder go, its deinit included.

/// Read as a strong optional. Not `unowned(unsafe)` (nor `Unmanaged`, which stores one): reading
/// one of those retains atomically in the shipping build, which the single-threaded switch does
/// not reach; this one's read is an ordinary copy of the address.
struct Unretained<T: AnyObject> {
    private var address: UnsafeRawPointer?

    init() {}

    var object: T? {
        @inline(__always) get { address.map { unsafeBitCast($0, to: T.self) } }
        @inline(__always) set { address = newValue.map { UnsafeRawPointer(Unmanaged.passUnretained($0).toOpaque()) } }
    }
}

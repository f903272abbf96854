// A small cache in front of a lookup by a String's contents, for the names every event carries.

/// A direct-mapped table keyed by a String's representation, not its contents: an event's names
/// are the controllers' `name` Strings passed along unchanged, so the same name arrives with the
/// same bits (its bytes inline for a short name, its storage's address for a long one) and is
/// found without hashing its bytes. A slot keeps its String alive, so equal bits mean equal
/// contents. A miss (a new name, or equal text in another storage) says nothing: the caller looks
/// the contents up its own way and stores the answer.
/// Its values are a name's encoded bytes, the one use. Not generic, nor a tuple: the metadata of
/// a generic slot or of a tuple is built at run time on first use, at start-up
/// (docs/performance.md, "Start-up"). Inlinable, so other modules get it inlined.
public struct StringSlots {
    /// An empty slot's bits (0, 0) are no String's.
    @usableFromInline struct Slot {
        @usableFromInline var bits: (UInt64, UInt64)
        @usableFromInline var key: String
        @usableFromInline var value: [UInt8]?
        @inlinable init(bits: (UInt64, UInt64), key: String, value: [UInt8]?) { (self.bits, self.key, self.value) = (bits, key, value) }
    }

    @usableFromInline var slots = [Slot](repeating: Slot(bits: (0, 0), key: "", value: nil), count: 256)

    @inlinable public init() {}

    @inlinable @inline(__always) static func bits(_ s: String) -> (UInt64, UInt64) {
        unsafeBitCast(s, to: (UInt64, UInt64).self)
    }

    @inlinable @inline(__always) static func slot(_ bits: (UInt64, UInt64)) -> Int {
        Int(truncatingIfNeeded: ((bits.0 &* 0x9E37_79B9_7F4A_7C15) ^ (bits.1 &* 0xC2B2_AE3D_27D4_EB4F)) >> 56)
    }

    @inlinable public subscript(_ s: String) -> [UInt8]? {
        get {
            let bits = Self.bits(s)
            let entry = slots[Self.slot(bits)]
            guard entry.bits == bits else { return nil }
            return entry.value
        }
        set {
            let bits = Self.bits(s)
            slots[Self.slot(bits)] = newValue == nil ? Slot(bits: (0, 0), key: "", value: nil) : Slot(bits: bits, key: s, value: newValue)
        }
    }
}

// The memory behind `Trace.events`: the events since the last `clear()`, stored compactly.

/// The events a script can still read back, kept compactly (engineering notes: a long run must
/// not grow without bound in full-size records): 32 bytes an event, names interned.
struct CompactEventStore {
    private struct Stored {
        var time: Double
        var seq: Int32
        var controller: Int32      // -1: none
        var parent: Int32          // -2: not applicable, -1: nil
        var target: Int32          // -1: none
        var message: Int32         // -1: none
        var event: UInt8
        var animated: Int8         // -1: none, 0, 1
        var completed: Int8        // -1: none, 0, 1
        var size: Int32            // -1: none; ≥ 0: index into messages; ≤ -2: a cell event's item, -2 - item (no event has both)
        var traits: Int32          // -1: none (index into messages)
    }
    private var stored: [Stored] = []
    private var names: [String] = []
    private var nameIndex: [String: Int32] = [:]
    private var messages: [String] = []
    /// About how many bytes the store holds (counted against the script's memory cap).
    private(set) var bytes = 0

    private mutating func intern(_ name: String?) -> Int32 {
        guard let name else { return -1 }
        if let i = nameIndex[name] { return i }
        bytes += 2 * (name.utf8.count + 16) + 16
        let i = Int32(names.count)
        names.append(name)
        nameIndex[name] = i
        return i
    }

    mutating func append(_ e: TraceEvent) {
        let parent: Int32 = e.parent.map { intern($0) } ?? -2
        var message: Int32 = -1
        if let m = e.message { message = Int32(messages.count); messages.append(m); bytes += m.utf8.count + 16 }
        var size: Int32 = -1, traits: Int32 = -1
        if let s = e.size { size = Int32(messages.count); messages.append(s) }
        if let i = e.index { size = -2 - Int32(clamping: max(0, min(i, ListViewController.maximumItems))) }   // §32: items are 1…maximumItems
        if let t = e.traits { traits = Int32(messages.count); messages.append(t) }
        bytes += MemoryLayout<Stored>.stride
        stored.append(Stored(time: e.time, seq: Int32(truncatingIfNeeded: e.seq), controller: intern(e.controller),
                             parent: parent, target: intern(e.target), message: message,
                             event: UInt8(e.event.ordinal),
                             animated: e.animated.map { $0 ? 1 : 0 } ?? -1,
                             completed: e.completed.map { $0 ? 1 : 0 } ?? -1,
                             size: size, traits: traits))
    }

    var events: [TraceEvent] {
        let kinds = EventKind.allCases
        return stored.map { s in
            var e = TraceEvent(controller: s.controller >= 0 ? names[Int(s.controller)] : nil,
                               event: kinds[Int(s.event)],
                               animated: s.animated < 0 ? nil : s.animated == 1,
                               parent: s.parent == -2 ? nil : .some(s.parent >= 0 ? names[Int(s.parent)] : nil),
                               target: s.target >= 0 ? names[Int(s.target)] : nil,
                               message: s.message >= 0 ? messages[Int(s.message)] : nil,
                               completed: s.completed < 0 ? nil : s.completed == 1)
            if s.size >= 0 { e.size = messages[Int(s.size)] }
            if s.size <= -2 { e.index = Int(-2 - s.size) }
            if s.traits >= 0 { e.traits = messages[Int(s.traits)] }
            e.seq = Int(s.seq)
            e.time = s.time
            return e
        }
    }
}

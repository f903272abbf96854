// Each event kind's name, encoded once for a writer, in one buffer indexed by the kind's ordinal.
// One allocation for all kinds rather than one array per kind: the writers are made at start-up,
// where a run that writes a few lines would otherwise pay for every kind it never writes.

import LifecycleKit

struct EventNameBytes {
    private let bytes: [UInt8]
    /// `ends[i]`: where kind i's bytes end (they start where kind i - 1's end).
    private let ends: [Int]

    init(_ encode: (EventKind) -> String) {
        var bytes: [UInt8] = []
        var ends: [Int] = []
        bytes.reserveCapacity(EventKind.allCases.count * 16)
        ends.reserveCapacity(EventKind.allCases.count)
        for kind in EventKind.allCases {
            bytes.append(contentsOf: encode(kind).utf8)
            ends.append(bytes.count)
        }
        self.bytes = bytes
        self.ends = ends
    }

    @inline(__always) func append(_ kind: EventKind, to out: LineBytes) {
        _ = append(kind, out)
    }

    /// Appends kind's bytes, then spaces up to `column` bytes and one more: a column of that
    /// width and its separator (a longer name keeps the one space).
    @inline(__always) func append(_ kind: EventKind, to out: LineBytes, column: Int) {
        let length = append(kind, out)
        out.spaces(max(column - length, 0) + 1)
    }

    @inline(__always) private func append(_ kind: EventKind, _ out: LineBytes) -> Int {
        let i = kind.ordinal
        let start = i == 0 ? 0 : ends[i - 1]
        out.append(bytes, from: start, to: ends[i])
        return ends[i] - start
    }
}

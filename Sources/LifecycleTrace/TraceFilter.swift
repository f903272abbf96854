// `--events`: which events reach the output. Names are UIKit's callback names or groups:
//   appearance    viewWillAppear, viewIsAppearing, viewDidAppear, viewWillDisappear, viewDidDisappear
//   containment   willMove, didMove
//   delegates     the presentation-controller, navigation and tab bar delegate calls
//   messages      log, warning
// Each group is a category of EventKind (its `groupName` below), so a new event joins its group
// where it is declared.
// e.g. `--events appearance`, `--events viewDidLoad,deinit`, `--events appearance,messages`.

import LifecycleKit

public struct TraceFilter {
    /// The admitted kinds as a bitset, for the test made on every event.
    let admitted: EventKindSet
    /// The admitted kinds (built when asked, never at start-up).
    public var kinds: Set<EventKind> { Set(EventKind.allCases.filter(admitted.contains)) }

    /// The groups, one per category that has a group name, plus `default` and `all`.
    static let groups: [String: [EventKind]] = Dictionary(grouping: EventKind.allCases.filter { $0.category.groupName != nil },
                                                          by: { $0.category.groupName! })
        .merging(["default": EventKind.allCases.filter { !$0.category.isHiddenByDefault },
                  "all": EventKind.allCases], uniquingKeysWith: { a, _ in a })

    /// The group names `--events` accepts, in the order of the categories' first events, then
    /// `default` and `all`: what `run --help` lists (issue 28 item 6).
    public static var groupNames: [String] {
        var names: [String] = []
        for kind in EventKind.allCases { if let g = kind.category.groupName, !names.contains(g) { names.append(g) } }
        return names + ["default", "all"]
    }

    /// The trace when no `--events` is given (semantics-layout-app §20): every event except the
    /// loading, layout and traits groups.
    /// (Not through `groups`, so that table is not built at start-up.)
    public static let defaultTrace: TraceFilter = {
        var admitted = EventKindSet()
        for kind in EventKind.allCases where !kind.category.isHiddenByDefault { admitted.insert(kind) }
        return TraceFilter(admitted: admitted)
    }()

    init(kinds: Set<EventKind>) { admitted = EventKindSet(kinds) }
    init(admitted: EventKindSet) { self.admitted = admitted }

    /// Parses a comma-separated list; throws a message naming what is valid.
    public init(parsing list: String) throws {
        var kinds: Set<EventKind> = []
        for raw in list.split(separator: ",") {
            let name = String(raw).trimmingWhitespace()
            if let group = Self.groups[name] {
                kinds.formUnion(group)
            } else if let kind = EventKind(rawValue: name) {
                kinds.insert(kind)
            } else {
                let valid = Self.groups.keys.sorted() + EventKind.allCases.map(\.rawValue)
                throw TraceFilterError(message: "--events: unknown event '\(name)'; valid: \(valid.joined(separator: ", "))")
            }
        }
        guard !kinds.isEmpty else { throw TraceFilterError(message: "--events: the list is empty (give event names or groups, or 'all')") }
        admitted = EventKindSet(kinds)
    }

    public func admits(_ event: TraceEvent) -> Bool { admitted.contains(event.event) }
}

public struct TraceFilterError: Error, CustomStringConvertible {
    public let message: String
    public var description: String { message }
}

/// Passes to `inner` only the events the filter admits; finishing sinks are finished too.
///
/// `seq` in the output counts the events of the printed universe — the default trace, plus the
/// hidden groups the filter asks for — so the loading, layout and trait events a default trace
/// hides leave no gaps, and every earlier trace stays byte-identical (semantics-layout-app §20)
/// [choice]. `trace.events()` keeps the whole trace's numbering.
public final class FilteringSink: TraceSink {
    let inner: TraceSink
    let filter: TraceFilter
    private let universe: EventKindSet
    private var count = 0

    public init(_ inner: TraceSink, filter: TraceFilter) {
        self.inner = inner
        self.filter = filter
        universe = filter.admitted.union(TraceFilter.defaultTrace.admitted)   // bitsets: Sets of kinds were an eighth of start-up
    }

    public func record(_ event: TraceEvent) {
        if universe.contains(event.event) { count += 1 }
        guard filter.admits(event) else { return }
        inner.record(event, seq: count)
    }

    public func finish() { inner.finish() }

    public func beginBlock(_ name: String) { inner.beginBlock(name) }

    /// What it counts (the printed universe) holds what it passes on.
    public var interest: EventKindSet? { universe }

    /// The picture writer behind the filter, if it is one.
    public var picture: PictureTraceWriter? { inner as? PictureTraceWriter }
}

extension EventKind.Category {
    /// The `--events` group of this category; nil for a category of one event, named by the
    /// event itself (viewDidLoad, deinit).
    public var groupName: String? {
        switch self {
        case .appearance: return "appearance"
        case .containment: return "containment"
        case .delegate: return "delegates"
        case .message: return "messages"
        case .loading: return "loading"
        case .layout: return "layout"
        case .traits: return "traits"
        case .size: return "size"
        case .app: return "app"
        case .load, .release: return nil
        }
    }
}

// `--events`: which events reach the output. Names are UIKit's callback names or groups:
//   appearance    viewWillAppear, viewIsAppearing, viewDidAppear, viewWillDisappear, viewDidDisappear
//   containment   willMove, didMove
//   delegates     the presentation-controller, navigation and tab bar delegate calls
//   messages      log, warning
// e.g. `--events appearance`, `--events viewDidLoad,deinit`, `--events appearance,messages`.

import LifecycleKit

public struct TraceFilter {
    public let kinds: Set<EventKind>

    static let groups: [String: [EventKind]] = [
        "appearance": EventKind.allCases.filter(\.isAppearance),
        "containment": [.willMove, .didMove],
        "delegates": [.presentationControllerShouldDismiss, .presentationControllerWillDismiss,
                      .presentationControllerDidDismiss, .presentationControllerDidAttemptToDismiss,
                      .willShow, .didShow, .shouldSelect, .didSelect],
        "messages": [.log, .warning],
    ]

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
        self.kinds = kinds
    }

    public func admits(_ event: TraceEvent) -> Bool { kinds.contains(event.event) }
}

public struct TraceFilterError: Error, CustomStringConvertible {
    public let message: String
    public var description: String { message }
}

/// Passes to `inner` only the events the filter admits; finishing sinks are finished too.
public final class FilteringSink: FinishingTraceSink {
    let inner: TraceSink
    let filter: TraceFilter

    public init(_ inner: TraceSink, filter: TraceFilter) {
        self.inner = inner
        self.filter = filter
    }

    public func record(_ event: TraceEvent) {
        if filter.admits(event) { inner.record(event) }
    }

    public func finish() { (inner as? FinishingTraceSink)?.finish() }
}

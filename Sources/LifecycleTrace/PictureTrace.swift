// Pictures (mermaid, svg) need the whole trace before they can draw (participants and lanes
// come first), so their writers buffer the events and write once, when the run ends — on the
// failure path too, so a picture shows what was traced before an error, and the error itself.
//
// A trace names controllers but not who holds whom, which is what a picture is about (a child
// under its parent, an arrow from the presenter to the presented). When the writer is given the
// world, it reads each controller's place in the hierarchy as events arrive (a child of X, presented
// by X, a window's root) and keeps the last place it saw, so a dismissed or popped controller keeps
// its holder. Without the world (tests, a recorded trace), places come from the trace alone: the
// parent of willMove/didMove, the controller a container's delegate call shows.

import LifecycleKit

/// Where a controller sits: a window's root, a child of `holder` (containment, a navigation
/// stack, a tab), or presented by `holder`.
public struct Place: Equatable, Sendable {
    public enum Kind: String, Sendable { case root, child, presented }
    public var kind: Kind
    public var holder: String?

    public init(_ kind: Kind, _ holder: String? = nil) {
        self.kind = kind
        self.holder = holder
    }

    public static let root = Place(.root)
}

/// What a picture draws: the events, each controller's place when each event came, the run's
/// hints, and the error that ended it, if one did.
public struct Picture {
    public var events: [TraceEvent]
    /// By position in `events`: its controller's place as known then (nil: none known).
    public var places: [Place?]
    public var hints: [String]
    public var failure: String?

    /// `places` nil: from the trace alone.
    public init(events: [TraceEvent], places: [Place?]? = nil, hints: [String] = [], failure: String? = nil) {
        self.events = events
        self.places = places ?? Places.inferred(events)
        self.hints = hints
        self.failure = failure
    }

    /// Each controller's last known place.
    public var lastPlaces: [String: Place] {
        var last: [String: Place] = [:]
        for (e, p) in zip(events, places) { if let name = e.controller, let p { last[name] = p } }
        return last
    }

    /// The participants (mermaid) or lanes (svg) in hierarchy order, each with its depth: a
    /// window's root, then its children (a navigation stack, tabs, containment) and what it
    /// presents, depth first; controllers with no known holder in order of first appearance.
    public var hierarchy: [(name: String, depth: Int)] {
        let names = Participants.names(in: events)
        let places = lastPlaces
        let known = Set(names)
        var under: [String: [String]] = [:]
        var tops: [String] = []
        for name in names {
            if let p = places[name], let h = p.holder, h != name, known.contains(h) {
                under[h, default: []].append(name)
            } else {
                tops.append(name)
            }
        }
        // Children before presented controllers, each in order of first appearance.
        for (h, list) in under {
            under[h] = list.filter { places[$0]?.kind == .child } + list.filter { places[$0]?.kind != .child }
        }
        var out: [(name: String, depth: Int)] = []
        var placed: Set<String> = []
        func visit(_ name: String, _ depth: Int) {
            guard placed.insert(name).inserted else { return }
            out.append((name, depth))
            for c in under[name] ?? [] { visit(c, depth + 1) }
        }
        for t in tops { visit(t, 0) }
        for name in names where !placed.contains(name) { visit(name, 0) }   // a cycle of reused names
        return out
    }
}

/// Buffers the events and writes `render(picture)` once, when the run ends (even after an error).
public class PictureTraceWriter: TraceSink {
    let write: (String) -> Void
    let render: (Picture) -> String
    private(set) var events: [TraceEvent] = []
    private(set) var places: [Place?] = []
    private var known: [String: Place] = [:]
    private var finished = false
    /// The world whose hierarchy gives each controller its place (nil: places from the trace).
    public var world: (() -> World?)?
    /// The run's hints, shown with the picture: asked for when the run ends, after the scenario
    /// has ended (its last releases and checks are part of what hints see).
    public var hints: () -> [String] = { [] }
    /// The error that ended the run, shown at its end.
    public var failure: String?
    /// Whether the picture's horizontal axis is time (svg): a block then starts after the last.
    let timeIsAxis: Bool
    /// `lifelua run`'s scenario blocks (issue 28 item 4): each starts with a log note naming it;
    /// a controller whose name an earlier block used is drawn as "Name (2)" (the block's number),
    /// so same-named controllers of different worlds never share a participant or a lane.
    private var block = 0
    private var timeOffset = 0.0
    private var namesOfEarlierBlocks: Set<String> = [], namesOfThisBlock: Set<String> = []

    init(write: @escaping (String) -> Void, render: @escaping (Picture) -> String, timeIsAxis: Bool = false) {
        self.write = write
        self.render = render
        self.timeIsAxis = timeIsAxis
    }

    public func record(_ e: TraceEvent) {
        // the block's own names (issue 28 item 4); places are read by the world's names
        var shown = e
        if timeOffset != 0 { shown.time += timeOffset }
        shown.controller = blockName(e.controller)
        shown.target = blockName(e.target)
        if case .some(.some(let p)) = e.parent { shown.parent = .some(blockName(p)) }
        events.append(shown)
        guard let name = e.controller, !Participants.isUnowned(e) else { places.append(nil); return }
        if let world = world?(), known[name] == nil || Places.mayMove(e.event) {
            for (n, p) in Places.read(world) { known[n] = p }
        }
        if known[name] == nil || world == nil, let p = Places.fromEvent(e) { known[p.name] = p.place }
        places.append(known[name].map { place in
            var place = place
            place.holder = place.holder.map { renamed($0) }
            return place
        })
    }

    /// `name` as this block draws it, noted as one of the block's names.
    private func blockName(_ name: String?) -> String? {
        guard let name else { return nil }
        namesOfThisBlock.insert(name)
        return renamed(name)
    }

    private func renamed(_ name: String) -> String {
        block > 1 && namesOfEarlierBlocks.contains(name) ? "\(name) (\(block))" : name
    }

    public func beginBlock(_ name: String) {
        namesOfEarlierBlocks.formUnion(namesOfThisBlock)
        namesOfThisBlock = []
        known = [:]   // a fresh world
        if timeIsAxis, let last = events.last { timeOffset = last.time + 0.1 }
        block += 1
        var marker = TraceEvent(controller: nil, event: .log, message: "scenario: \(name)")
        marker.time = timeOffset
        events.append(marker)
        places.append(nil)
    }

    /// The picture as it stands.
    public var picture: Picture { Picture(events: events, places: places, hints: hints(), failure: failure) }

    /// How many events it holds.
    public var eventCount: Int { events.count }

    /// The picture of the events from `start` on (a scenario block's), with no hints or error.
    public func picture(from start: Int) -> Picture {
        Picture(events: Array(events[start...]), places: Array(places[start...]))
    }

    public func finish() {
        guard !finished else { return }
        finished = true
        write(render(picture))
    }
}

enum Places {
    /// Events after which a controller may have a new place.
    static func mayMove(_ kind: EventKind) -> Bool {
        kind == .viewDidLoad || kind == .viewWillAppear || kind == .willMove || kind == .didMove
    }

    /// Every controller in the world's windows, with its place; a name met twice keeps the first.
    static func read(_ world: World) -> [String: Place] {
        var out: [String: Place] = [:]
        var seen = 0
        func visit(_ vc: UIViewController, _ place: Place) {
            seen += 1
            guard seen < 100_000 else { return }
            if out[vc.name] == nil { out[vc.name] = place }
            for c in vc.children { visit(c, Place(.child, vc.name)) }
            // presentedViewController answers through ancestors: only this one's own.
            if let p = vc.presentedViewController, p.presentingViewController === vc {
                visit(p, Place(.presented, vc.name))
            }
        }
        for w in world.windows { if let r = w.rootViewController { visit(r, .root) } }
        return out
    }

    /// What one event says of a place: willMove/didMove(parent: X) make a child of X; a
    /// container's delegate call about a controller (willShow, didSelect) makes it its child.
    static func fromEvent(_ e: TraceEvent) -> (name: String, place: Place)? {
        guard let c = e.controller else { return nil }
        if case .some(.some(let parent)) = e.parent { return (c, Place(.child, parent)) }
        if let t = e.target, t != c, e.event == .willShow || e.event == .didShow || e.event == .didSelect || e.event == .shouldSelect {
            return (t, Place(.child, c))
        }
        return nil
    }

    /// Places from the trace alone.
    static func inferred(_ events: [TraceEvent]) -> [Place?] {
        var known: [String: Place] = [:]
        return events.map { e in
            if let p = fromEvent(e) { known[p.name] = p.place }
            guard let c = e.controller, !Participants.isUnowned(e) else { return nil }
            return known[c]
        }
    }
}

/// Who gets a participant (mermaid) or a lane (svg): every controller an event names, and every
/// delegate target, in order of first appearance. Log lines and warnings about no controller
/// have no owner and go to the whole picture (mermaid) or the log lane (svg).
enum Participants {
    static func names(in events: [TraceEvent]) -> [String] {
        var seen: Set<String> = []
        var order: [String] = []
        func note(_ name: String?) {
            guard let name, seen.insert(name).inserted else { return }
            order.append(name)
        }
        for e in events where !isUnowned(e) {
            note(e.controller)
            note(e.target)
        }
        return order
    }

    /// A log line, or a warning about no controller.
    static func isUnowned(_ e: TraceEvent) -> Bool {
        e.event == .log || (e.event == .warning && e.controller == nil)
    }
}

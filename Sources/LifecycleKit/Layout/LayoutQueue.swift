// The controllers a layout pass visits, without walking the whole layout order (issue 30: a phase
// that walked every window's controllers to find the few that need layout made n children added
// one turn at a time, or a presentation chain n deep, grow as n²).
//
// The pass itself is LayoutPass.swift's and its order is LayoutOrder.swift's (semantics-layout-app
// §15.2): the pass visits, in layout order as it stood when the pass began, every controller that
// needs layout (or a properties update, semantics-ios26 §22) and is in a window when its turn
// comes. This file only finds the same controllers in the same order more cheaply:
//   - the controllers marked `needsLayout` or `needsUpdateProperties` are kept in a set;
//   - each one's place in the layout order is the path of edges from its window to it (a window's
//     root, a layout child, a parentless controller inside a view, a presented controller), read
//     upward from the controller: the walk reaches a controller by one edge, so sorting these paths
//     gives the walk's order;
//   - the walk's order as it stood when the pass began is only needed once something may have
//     changed the hierarchy: before the first script code the pass runs (the host tells, on its
//     way into Lua), before a view that lays out views of its own (a collection view's cells), or
//     when a controller later in the order is marked during the pass. Then the whole order is
//     walked, as before, from a hierarchy that has not changed yet, and the pass goes on over it.
// Whatever this file cannot place for certain (a controller reached by two edges, a view owned by
// a controller whose view it is not) sends the pass back to the walk.

final class LayoutQueue {
    /// The controllers with `needsLayout` or `needsUpdateProperties` set. Unretained: a mark does
    /// not keep a controller alive; its deinit takes it out.
    private var marked: [ObjectIdentifier: Unmanaged<UIViewController>] = [:]

    /// The pass going on now, if it runs from the marked set.
    private var active: Pass?

    /// A controller's `needsLayout` or `needsUpdateProperties` changed.
    func markChanged(_ controller: UIViewController) {
        let id = ObjectIdentifier(controller)
        if controller.needsLayout || controller.needsUpdateProperties {
            if marked.updateValue(.passUnretained(controller), forKey: id) == nil { active?.markedDuringPass(controller) }
        } else {
            marked.removeValue(forKey: id)
        }
    }

    /// Its deinit: a controller still marked leaves the set.
    func forget(_ controller: UIViewController) { marked.removeValue(forKey: ObjectIdentifier(controller)) }

    /// One layout pass: `visit` for each controller the walk of §15.2 would give it, in the same
    /// order and at the same moments. `visit` checks the controller's marks itself.
    func runPass(in world: World, _ visit: (UIViewController) throws -> Void) throws {
        guard let pass = Pass(world: world, candidates: marked.values.map { $0.takeUnretainedValue() }) else {
            for controller in world.layoutOrder() { try visit(controller) }
            return
        }
        let outer = active
        active = pass
        defer {
            active = outer
            world.host?.watchScriptEntry(nil)
        }
        try pass.run(visit)
    }

    /// A pass over the marked controllers, until it needs the walk.
    final class Pass {
        let world: World
        /// The marked controllers in a window, in layout order.
        private var queue: [UIViewController]
        private var next = 0
        private var current: UIViewController?
        /// The walk's order from the moment the hierarchy may change; then the pass goes on over it.
        private var walked: [UIViewController]?

        /// nil when the marked set cannot stand in for the walk: the host cannot tell when script
        /// code runs, or a controller's place is not certain.
        init?(world: World, candidates: [UIViewController]) {
            self.world = world
            var keyed: [(LayoutKey, UIViewController)] = []
            let keys = LayoutKeys(world: world)
            for controller in candidates where controller.isInWindow {
                switch keys.key(of: controller) {
                case .unreached: continue
                case .uncertain: return nil
                case .key(let key): keyed.append((key, controller))
                }
            }
            keyed.sort { LayoutKeys.precedes($0.0, $1.0) }
            queue = keyed.map { $0.1 }
            if let host = world.host {
                weak var pass: Pass?
                guard host.watchScriptEntry({ pass?.walkNow() }) else { return nil }
                pass = self
            }
        }

        func run(_ visit: (UIViewController) throws -> Void) throws {
            while walked == nil, next < queue.count {
                let controller = queue[next]
                next += 1
                current = controller
                if controller.layoutChangesSubviews { walkNow() }   // its layoutSubviews moves views
                try visit(controller)
            }
            guard let order = walked else { return }
            // the walk's order from the controller after the last one visited (or the start)
            var start = 0
            if let current { start = (order.firstIndex { $0 === current } ?? order.count - 1) + 1 }
            for controller in order[start...] { try visit(controller) }
        }

        /// The hierarchy may be about to change: the walk's order, as it stands still.
        func walkNow() {
            guard walked == nil else { return }
            walked = world.layoutOrder()
            world.host?.watchScriptEntry(nil)
        }

        /// A controller marked during the pass: the walk would visit it in this pass if it comes
        /// after the current one. Nothing has changed the hierarchy yet (else the pass has walked).
        func markedDuringPass(_ controller: UIViewController) {
            guard walked == nil, let current, controller !== current else { return }
            // §15.3: a full-screen presentation marks its presenter, before it in the order
            if current.presenting === controller && controller.presented === current { return }
            if queue[next...].contains(where: { $0 === controller }) { return }
            let keys = LayoutKeys(world: world)
            guard case .key(let mine) = keys.key(of: current) else { walkNow(); return }
            switch keys.key(of: controller) {
            case .unreached: return
            case .key(let theirs) where !LayoutKeys.precedes(mine, theirs): return
            default: walkNow()
            }
        }
    }
}

/// A controller's place in the layout order (LayoutOrder.swift), read upward: the edges from its
/// window to it, each as numbers, so that comparing two paths number by number gives the walk's
/// order — a window's root `[window's index]`; a layout child `[0, its place among the children]`;
/// a parentless controller inside a view `[1, the place of each view on the way down + 1, …, 0]`;
/// a presented controller `[2]` (the walk takes a controller's children, then the controllers
/// inside its view, then what it presents). A path that is a prefix of another comes first.
/// A run of presentations is read in one step (PresentationRun.swift), so equal numbers in a row
/// are kept as one number and its count.
final class LayoutKeys {
    enum Result { case key(LayoutKey), unreached, uncertain }

    let world: World
    /// The visible windows' roots, each with the first visible window it is the root of.
    private let roots: [ObjectIdentifier: Int]
    /// Steps up left to this set of places: about what the walk would take (it visits each live
    /// controller at most once, and the views between them), so a pass never costs much more
    /// than the walk; beyond it (many deep controllers, or a cycle) the pass walks.
    private var stepsLeft: Int
    /// false: every edge read one by one, runs of presentations too (what tests check runs against).
    private let readsRuns: Bool

    init(world: World, readingRuns: Bool = true) {
        self.world = world
        readsRuns = readingRuns
        var roots: [ObjectIdentifier: Int] = [:]
        for (i, window) in world.windows.enumerated() where window.isVisible {
            if let root = window.rootViewController, roots[ObjectIdentifier(root)] == nil { roots[ObjectIdentifier(root)] = i }
        }
        self.roots = roots
        stepsLeft = 4 * world.liveControllerCount + 16
    }

    static func precedes(_ a: LayoutKey, _ b: LayoutKey) -> Bool { a.precedes(b) }

    func key(of controller: UIViewController) -> Result {
        var reversed = LayoutKey()   // the path from the controller up, each edge's numbers last first
        var node = controller
        while true {
            stepsLeft -= 1
            if stepsLeft < 0 { return .uncertain }
            let run = readsRuns ? node.presentationRun : PresentationRun()
            if run.length > 0, let base = run.base {   // presented alone, `length` levels down: PresentationRun.swift
                reversed.append(2, count: run.length)
                node = base
                continue
            }
            var edges = 0
            var up: UIViewController?
            if let window = roots[ObjectIdentifier(node)] { edges += 1; reversed.append(window) }
            let parent = node.parent, presenter = node.presenting
            if let parent, let place = parent.layoutChildPlace(of: node) {
                edges += 1; up = parent; reversed.append(place); reversed.append(0)
            }
            if let presenter, presenter.presented === node {
                edges += 1; up = presenter; reversed.append(2)
            }
            if parent == nil && presenter == nil && !node.isWindowRoot {
                switch Self.viewHost(of: node, appendingTo: &reversed) {
                case .uncertain: return .uncertain
                case .host(let host): edges += 1; up = host
                case .none: break
                }
            }
            if edges == 0 { return .unreached }
            if edges > 1 { return .uncertain }
            guard let next = up else { break }   // a window's root
            node = next
        }
        return .key(reversed.reversed())
    }

    private enum ViewHost { case host(UIViewController), none, uncertain }

    /// The controller whose view's walk finds this parentless controller (`parentlessControllers`:
    /// the nearest view above its own that a controller owns); appends `0`, the places of the
    /// views on the way up (each plus one), then `1`.
    private static func viewHost(of controller: UIViewController, appendingTo reversed: inout LayoutKey) -> ViewHost {
        guard let view = controller.viewIfLoaded else { return .none }
        guard view.owner === controller else { return .uncertain }
        let mark = reversed.mark
        reversed.append(0)
        var below = view
        while let above = below.superview {
            guard let place = above.subviewPlace(of: below) else { return .uncertain }
            reversed.append(place + 1)
            if let owner = above.owner {
                guard owner.viewIfLoaded === above else { return .uncertain }
                reversed.append(1)
                return .host(owner)
            }
            below = above
        }
        reversed.restore(mark)
        return .none
    }
}

/// A place's numbers, equal numbers in a row kept as one number and how many (a chain n deep is
/// n 2s, read in one step).
struct LayoutKey {
    private var runs: [(number: Int, count: Int)] = []

    init() {}

    /// For tests: the numbers one by one.
    var numbers: [Int] { runs.flatMap { Array(repeating: $0.number, count: $0.count) } }

    mutating func append(_ number: Int, count: Int = 1) {
        if let last = runs.last, last.number == number {
            runs[runs.count - 1].count += count
        } else {
            runs.append((number, count))
        }
    }

    /// Where the key stands now, to go back to with `restore`.
    var mark: (runs: Int, lastCount: Int) { (runs.count, runs.last?.count ?? 0) }

    mutating func restore(_ mark: (runs: Int, lastCount: Int)) {
        runs.removeSubrange(mark.runs...)
        if mark.runs > 0 { runs[mark.runs - 1].count = mark.lastCount }
    }

    func reversed() -> LayoutKey {
        var key = LayoutKey()
        key.runs = runs.reversed()
        return key
    }

    /// Number by number; a key that is a prefix of the other comes first.
    func precedes(_ other: LayoutKey) -> Bool {
        var i = 0, j = 0
        var left = runs.first?.count ?? 0, right = other.runs.first?.count ?? 0
        while i < runs.count && j < other.runs.count {
            if runs[i].number != other.runs[j].number { return runs[i].number < other.runs[j].number }
            let step = min(left, right)
            left -= step
            right -= step
            if left == 0 { i += 1; if i < runs.count { left = runs[i].count } }
            if right == 0 { j += 1; if j < other.runs.count { right = other.runs[j].count } }
        }
        return i == runs.count && j < other.runs.count
    }
}

// What the hints need to know about a run, gathered as the events stream by (no event store):
// per controller, whether it loaded, how often it began to appear, and whether a viewDidAppear
// reached it while it had already appeared; which controllers joined which parents; the
// Unbalanced warnings.

import LifecycleKit
import LifecycleTrace

final class HintCollector: TraceSink {
    struct Facts {
        var loaded = false
        var willAppearCount = 0
        /// The last appearance callback, to notice a viewDidAppear after a viewDidAppear.
        var last: EventKind?
        var didAppearTwice = false
        /// Whether it ever began to appear (a count that only grows).
        var beganToAppear: Bool { willAppearCount > 0 }
    }

    /// Facts by controller name: an index per name, found by the name's representation first
    /// (most events are appearance callbacks, and hashing the name per event was a hot spot).
    private var factList: [Facts] = []
    private var factIndex: [String: Int] = [:]
    private var factSlots = StringSlots<Int>()
    /// Controllers named by UIKit's "Unbalanced calls to begin/end appearance transitions" warning.
    private(set) var unbalanced: [String] = []
    /// (child, parent) names, from each willMove to a parent, in order.
    private(set) var joined: [(child: String, parent: String)] = []
    /// The same pairs, and the Unbalanced names, as sets: a linear scan per event made a run
    /// with many children quadratic (issue 12, item 9: 200,000 children never finished).
    private var joinedPairs: Set<Link> = []
    private struct Link: Hashable { let child: String, parent: String }
    private var unbalancedNames: Set<String> = []

    func record(_ e: TraceEvent) {
        switch e.event {
        case .viewDidLoad:
            update(e) { $0.loaded = true }
        case .viewWillAppear:
            update(e) { $0.willAppearCount += 1; $0.last = .viewWillAppear }
        case .viewDidAppear:
            update(e) { if $0.last == .viewDidAppear { $0.didAppearTwice = true }; $0.last = .viewDidAppear }
        case .willMove:
            if let child = e.controller, let parent = e.parent ?? nil, joinedPairs.insert(Link(child: child, parent: parent)).inserted {
                joined.append((child, parent))
                if joined.count >= joinedPruneThreshold { pruneJoined() }
            }
        case .viewWillDisappear, .viewDidDisappear:
            update(e) { $0.last = e.event }
        case .warning:
            let prefix = UIKitWarnings.unbalancedPrefix
            if let m = e.message, m.hasPrefix(prefix) {
                let who = String(m.dropFirst(prefix.count).dropLast())   // "<UIViewController: X>"
                if unbalancedNames.insert(who).inserted { unbalanced.append(who) }
            }
        default:
            break
        }
    }

    private var joinedPruneThreshold = 1024

    /// Drops the links whose child began to appear: the one hint about links (a child added,
    /// never appearing) can never name them, as a count of appearances only grows. Without this
    /// the list grew with every push of a long run (issue 11, flat memory). Order is kept.
    private func pruneJoined() {
        joined.removeAll { facts(named: $0.child).beganToAppear }
        joinedPairs = Set(joined.map { Link(child: $0.child, parent: $0.parent) })
        joinedPruneThreshold = max(1024, joined.count * 2)
    }

    private func update(_ e: TraceEvent, _ change: (inout Facts) -> Void) {
        guard let name = e.controller else { return }
        change(&factList[index(of: name)])
    }

    private func index(of name: String) -> Int {
        if let i = factSlots[name] { return i }
        let i: Int
        if let known = factIndex[name] { i = known } else {
            i = factList.count
            factList.append(Facts())
            factIndex[name] = i
        }
        factSlots[name] = i
        return i
    }

    /// Whether any controller has a fact (loaded, appeared).
    var hasFacts: Bool { !factList.isEmpty }

    func facts(named name: String) -> Facts { factIndex[name].map { factList[$0] } ?? Facts() }

    func facts(of controller: UIViewController) -> Facts {
        factList.isEmpty ? Facts() : facts(named: controller.name)   // no hashing when nothing appeared
    }
}

// Test fixtures for the engine: a world whose trace is recorded on a tape, a window, and small
// test doubles for scripted overrides (a subclass doing work in a callback) and delegates.
// Expected sequences in the tests come from docs/semantics.md, the seeds and the evidence; the
// helpers here only record and filter what the engine traces.

import Testing
@testable import LifecycleKit

extension Set where Element == EventKind {
    /// The four appearance callbacks.
    static let appearance: Set<EventKind> = [.viewWillAppear, .viewDidAppear, .viewWillDisappear, .viewDidDisappear]
    /// viewDidLoad and the four appearance callbacks.
    static let lifecycle: Set<EventKind> = appearance.union([.viewDidLoad])
    static let moves: Set<EventKind> = Set(EventKind.allCases.filter { $0.category == .containment })
    static let presentationDelegate: Set<EventKind> = [
        .presentationControllerShouldDismiss, .presentationControllerWillDismiss,
        .presentationControllerDidDismiss, .presentationControllerDidAttemptToDismiss,
    ]
    static let navigationDelegate: Set<EventKind> = [.willShow, .didShow]
    static let tabDelegate: Set<EventKind> = [.shouldSelect, .didSelect]
    static let messages: Set<EventKind> = Set(EventKind.allCases.filter { $0.category == .message })
}

/// Records every traced event; `take` returns what was recorded since the previous `take`.
final class Tape: TraceSink {
    private(set) var events: [TraceEvent] = []
    private var mark = 0
    /// The world's host (unowned there), kept as long as the world keeps its sinks: in a release
    /// build a test's `Fixture` goes at its last use, and its controllers may outlive it.
    var host: WorldHost?

    func record(_ event: TraceEvent) { events.append(event) }

    /// "A.viewWillAppear", "C.willMove(P)", "C.didMove(nil)", "warning: …", "log: …".
    static func label(_ event: TraceEvent) -> String {
        switch event.event {
        case .willMove, .didMove:
            let parent = event.parent.map { $0 ?? "nil" } ?? "?"
            return "\(event.label)(\(parent))"
        default:
            return event.label
        }
    }

    func take(_ kinds: Set<EventKind>, of names: Set<String>? = nil) -> [String] {
        defer { mark = events.count }
        return Self.filter(events[mark...], kinds, names)
    }

    /// Everything recorded so far, per controller (for orders that semantics leaves open).
    func perController(_ kinds: Set<EventKind>, _ names: [String]) -> [String: [String]] {
        var result: [String: [String]] = [:]
        for name in names { result[name] = Self.filter(events[mark...], kinds, [name]) }
        mark = events.count
        return result
    }

    func skip() { mark = events.count }

    private static func filter(_ events: ArraySlice<TraceEvent>, _ kinds: Set<EventKind>, _ names: Set<String>?) -> [String] {
        events.filter { e in
            guard kinds.contains(e.event) else { return false }
            guard let names, e.event != .log, e.event != .warning else { return true }
            return e.controller.map { names.contains($0) } ?? false
        }.map(label)
    }
}

/// A subclass's overrides: an action to run after the engine traces `"Name.callback"`.
final class Overrides: WorldHost {
    var actions: [String: () throws -> Void] = [:]
    func controller(_ controller: UIViewController, didReceive callback: EventKind,
                    arguments: [DelegateArgument]) throws {
        try actions["\(controller.name).\(callback.rawValue)"]?()
    }
}

/// A delegate implementing `methods`; Bool methods answer from `answers` (true by default).
final class Delegate: ScriptDelegate {
    let methods: Set<EventKind>
    var answers: [EventKind: Bool] = [:]
    init(_ methods: Set<EventKind>) { self.methods = methods }
    func responds(to method: EventKind) -> Bool { methods.contains(method) }
    func invoke(_ method: EventKind, _ arguments: [DelegateArgument]) throws -> Bool? { answers[method] }
}

final class Fixture {
    let tape = Tape()
    let overrides = Overrides()
    let world: World
    let window: UIWindow

    init(ios: Int = 18, device: Device = .iphone) {
        world = World(configuration: Configuration(iosVersion: ios, device: device), sinks: [tape])
        world.host = overrides
        tape.host = overrides
        window = UIWindow(world: world)
    }

    func vc(_ name: String) -> UIViewController { UIViewController(world: world, name: name) }

    func nav(_ name: String, root: UIViewController?) throws -> UINavigationController {
        try UINavigationController(world: world, name: name, root: root)
    }

    /// Makes `root` the window's root, shows it, lets it fully appear, and forgets the trace.
    func show(_ root: UIViewController) throws {
        try window.setRootViewController(root)
        try window.makeKeyAndVisible()
        try run()
        tape.skip()
    }

    /// A column-style split "S" (double column) with its primary and secondary set (semantics-containers §29.1).
    func doubleColumnSplit(_ primary: UIViewController, _ secondary: UIViewController) throws -> UISplitViewController {
        let split = UISplitViewController(world: world, name: "S", style: .doubleColumn)
        try split.setViewController(primary, for: .primary)
        try split.setViewController(secondary, for: .secondary)
        return split
    }

    /// The random container sequences' split (Tests/random/containers.py): a double-column "S" whose
    /// primary is navigation controller "SN" with root "SL", and whose secondary is "SD".
    func randomSequenceSplit() throws -> (split: UISplitViewController, sn: UINavigationController,
                                          list: UIViewController, detail: UIViewController) {
        let list = vc("SL"), detail = vc("SD")
        let sn = try nav("SN", root: list)
        return (try doubleColumnSplit(sn, detail), sn, list, detail)
    }

    /// A classic split "S": `viewControllers = controllers` (semantics-containers §29.1).
    func classicSplit(_ controllers: [UIViewController]) throws -> UISplitViewController {
        let split = UISplitViewController(world: world, name: "S")
        try split.setViewControllers(controllers)
        return split
    }

    func run() throws { try world.runLoop.run() }
    func run(seconds: Double) throws { try world.runLoop.run(seconds: seconds) }
    func step() throws { try world.runLoop.step() }

    func take(_ kinds: Set<EventKind> = .lifecycle, of names: Set<String>? = nil) -> [String] {
        tape.take(kinds, of: names)
    }

    /// A window whose root is N with the stack `names` (the first is the root), fully appeared,
    /// with a delegate implementing willShow/didShow; the trace so far is forgotten.
    func navigationStack(_ names: [String]) throws -> (UINavigationController, [String: UIViewController]) {
        var vcs: [String: UIViewController] = [:]
        for name in names { vcs[name] = vc(name) }
        let nav = try self.nav("N", root: vcs[names[0]]!)
        nav.delegate = Delegate(.navigationDelegate)
        try show(nav)
        for name in names.dropFirst() {
            try nav.pushViewController(vcs[name]!, animated: false)
            try run()
        }
        tape.skip()
        return (nav, vcs)
    }

    /// `names` presented one a turn, each by the one before and the first by `home`, each in
    /// `style` (the default when nil), not animated.
    func presentChain(on home: UIViewController, _ names: [String],
                      style: ModalPresentationStyle? = nil) throws -> [UIViewController] {
        var chain: [UIViewController] = []
        var top = home
        for name in names {
            let m = vc(name)
            if let style { m.modalPresentationStyle = style }
            try top.present(m, animated: false)
            try run()
            chain.append(m)
            top = m
        }
        return chain
    }

    /// A shown in the window, B presented by A, then C by B, each in its style (the default when
    /// nil) and run to the end; the trace so far is forgotten.
    func presentedChain(b bStyle: ModalPresentationStyle? = nil, c cStyle: ModalPresentationStyle? = nil,
                        animated: Bool = true) throws -> (UIViewController, UIViewController, UIViewController) {
        let a = vc("A"), b = vc("B"), c = vc("C")
        try show(a)
        if let bStyle { b.modalPresentationStyle = bStyle }
        if let cStyle { c.modalPresentationStyle = cStyle }
        try a.present(b, animated: animated, completion: nil)
        try run()
        try b.present(c, animated: animated, completion: nil)
        try run()
        tape.skip()
        return (a, b, c)
    }

    /// An action for `"Name.callback"` (a scripted subclass override).
    func on(_ key: String, _ action: @escaping () throws -> Void) { overrides.actions[key] = action }

    /// An action for the first `"Name.callback"` only (an override that acts once, then returns).
    func onFirst(_ key: String, _ action: @escaping () throws -> Void) {
        var done = false
        on(key) {
            if done { return }
            done = true
            try action()
        }
    }

    func log(_ message: String) { world.trace.log(message) }
}

/// `<UIViewController: name>`, as UIKit's messages print a controller (semantics §3).
func d(_ name: String, _ className: String = "UIViewController") -> String { "<\(className): \(name)>" }

extension UIViewController {
    /// A child added by hand, as a custom container does: addChild, its view into ours, didMove.
    func addChildWithView(_ child: UIViewController) throws {
        try addChild(child)
        try view.addSubview(child.view)
        try child.didMove(toParent: self)
    }
}

func unbalanced(_ name: String) -> String {
    "warning: Unbalanced calls to begin/end appearance transitions for \(d(name))."
}

/// The reason of the UIKitException `body` throws, or nil if it throws none.
func exceptionReason(_ body: () throws -> Void) -> String? {
    do { try body() } catch let e as UIKitException { return e.reason } catch { return "unexpected error: \(error)" }
    return nil
}

func exceptionName(_ body: () throws -> Void) -> String? {
    do { try body() } catch let e as UIKitException { return e.name } catch { return "unexpected error: \(error)" }
    return nil
}

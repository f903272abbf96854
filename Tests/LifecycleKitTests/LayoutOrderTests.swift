// semantics-layout-app §15.2: the order of a layout pass — each visible window in creation order,
// its root, each controller's layout children depth-first (in the children's order, not their
// views'), then the parentless controllers whose views are inside its view (in the views' order,
// [choice]), then what it presents — kept when the pass visits only the marked controllers
// (LayoutQueue.swift, issue 30), and the order as it stood when the pass began when an override
// changes the hierarchy during the pass.

import Testing
@testable import LifecycleKit

/// A scripted subclass's overrides that also says when script code is about to run, as the Lua
/// host does on its way into Lua.
final class WatchingOverrides: WorldHost {
    var actions: [String: () throws -> Void] = [:]
    private var watcher: (() -> Void)?
    func controller(_ controller: UIViewController, didReceive callback: EventKind,
                    arguments: [DelegateArgument]) throws {
        guard let action = actions["\(controller.name).\(callback.rawValue)"] else { return }
        if let watcher { self.watcher = nil; watcher() }
        try action()
    }
    func watchScriptEntry(_ watcher: (() -> Void)?) -> Bool {
        self.watcher = watcher
        return true
    }
}

@Suite("semantics-layout-app §15.2 layout order")
struct LayoutOrderTests {
    /// Window 1: P, a custom container, with children C1 (its view added after C2's) and C2; C1
    /// has a child G; a parentless S3 inside C2's view; parentless S2 and S1 inside P's view
    /// (S2's view before the box holding S1's); P presents M. Window 2 (visible): R2, a tab bar
    /// controller whose selected tab is a navigation controller showing T2 over T1 (the other tab,
    /// X, not shown). Window 3 (never made visible): R3.
    struct Hierarchy {
        let f: Fixture
        let host = WatchingOverrides()
        var all: [UIViewController] = []
        let p: UIViewController

        init(watching: Bool) throws {
            f = Fixture()
            if watching {
                f.world.host = host
                f.tape.host = host
            }
            let f = f
            func vc(_ name: String) -> UIViewController { f.vc(name) }
            p = vc("P")
            let c1 = vc("C1"), c2 = vc("C2"), g = vc("G"), s1 = vc("S1"), s2 = vc("S2"), s3 = vc("S3"), m = vc("M")
            try f.window.setRootViewController(p)
            try f.window.makeKeyAndVisible()
            try p.addChild(c1)
            try p.addChild(c2)
            try p.view.addSubview(s2.view)
            try p.view.addSubview(c2.view)
            let box = UIView(world: f.world, name: "box")
            try p.view.addSubview(box)
            try box.addSubview(s1.view)
            try p.view.addSubview(c1.view)
            try c1.didMove(toParent: p)
            try c2.didMove(toParent: p)
            try c1.addChild(g)
            try c1.view.addSubview(g.view)
            try g.didMove(toParent: c1)
            try c2.view.addSubview(s3.view)
            try f.run()
            try p.present(m, animated: false)
            try f.run()
            let w2 = UIWindow(world: f.world), r2 = UITabBarController(world: f.world, name: "R2")
            let t1 = vc("T1"), t2 = vc("T2"), x = vc("X"), nav = try f.nav("Nav", root: t1)
            try r2.setViewControllers([nav, x])
            try w2.setRootViewController(r2)
            try w2.makeKeyAndVisible()
            let w3 = UIWindow(world: f.world), r3 = vc("R3")
            try w3.setRootViewController(r3)
            _ = try r3.view
            try f.run()
            try nav.pushViewController(t2, animated: false)
            try f.run()
            all = [p, c1, c2, g, s1, s2, s3, m, r2, r3, nav, t1, t2, x]
            f.tape.skip()
        }

        func markAll() throws { for c in all { try c.view.setNeedsLayout() } }

        func laidOut() -> [String] {
            f.take([.viewWillLayoutSubviews]).map { String($0.split(separator: ".")[0]) }
        }
    }

    static let order = ["P", "C1", "G", "C2", "S3", "S2", "S1", "M", "R2", "Nav", "T2"]

    @Test(arguments: [false, true])
    func everyKindOfEdgeInOrder(watching: Bool) throws {
        let h = try Hierarchy(watching: watching)
        #expect(h.f.world.layoutOrder().map(\.name) == Self.order)
        try h.markAll()
        try h.f.run()
        #expect(h.laidOut() == Self.order)
    }

    // The places read upward (LayoutQueue.swift) sort as the walk goes.
    @Test func placesSortAsTheWalkGoes() throws {
        let h = try Hierarchy(watching: true)
        var keyed: [(LayoutKey, String)] = []
        for c in h.all {
            if case .key(let key) = LayoutKeys(world: h.f.world).key(of: c) { keyed.append((key, c.name)) }
        }
        keyed.sort { LayoutKeys.precedes($0.0, $1.0) }
        #expect(keyed.map(\.1) == Self.order)
    }

    // A controller marked during the pass is laid out in it if the walk had not passed it (S1,
    // after C2) and in the next pass if it had (G, before C2).
    @Test func markedDuringThePass() throws {
        let h = try Hierarchy(watching: true)
        let g = h.all[3], s1 = h.all[4]
        h.host.actions["C2.viewDidLayoutSubviews"] = { try g.view.setNeedsLayout(); try s1.view.setNeedsLayout() }
        try h.all[2].view.setNeedsLayout()   // C2
        try h.all[6].view.setNeedsLayout()   // S3
        try h.f.run()
        #expect(h.laidOut() == ["C2", "S3", "S1", "G"])
    }

    // A child added during the pass was not in the order the pass began with: laid out in the
    // next pass, after the controllers already marked and S1 marked with it (N after S2 and S1,
    // though its place is after C1's, before theirs).
    @Test func childAddedDuringThePassWaitsForTheNextPass() throws {
        let h = try Hierarchy(watching: true)
        let p = h.p, n = h.f.vc("N"), s1 = h.all[4]
        h.host.actions["C1.viewDidLayoutSubviews"] = {
            try p.addChild(n)
            try p.view.addSubview(n.view)
            try n.didMove(toParent: p)
            try s1.view.setNeedsLayout()
        }
        try h.all[1].view.setNeedsLayout()   // C1
        try h.all[5].view.setNeedsLayout()   // S2
        try h.f.run()
        #expect(h.laidOut() == ["C1", "S2", "S1", "N"])
    }
}

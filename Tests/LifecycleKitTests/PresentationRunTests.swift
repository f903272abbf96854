// Issue 30: a presented controller keeps its run of presentations (Layout/PresentationRun.swift),
// so that a layout pass reads a chain's place in one step. The runs must follow every change of
// the links they are made of: each test changes a chain and checks every run against its links,
// and every place read with runs against the place read edge by edge (semantics-layout-app §15.2).

import Testing
@testable import LifecycleKit

@Suite("issue 30: a chain's run of presentations")
struct PresentationRunTests {
    /// The run `c`'s links make now, read down the chain.
    static func expectedRun(_ c: UIViewController) -> (length: Int, base: UIViewController?) {
        var length = 0
        var node = c
        while let p = node.presenting, p.presented === node, node.parent == nil, node.windowAsRoot == nil {
            length += 1
            node = p
        }
        return (length, length > 0 ? node : nil)
    }

    static func describe(_ result: LayoutKeys.Result) -> String {
        switch result {
        case .key(let key): return key.numbers.map(String.init).joined(separator: ",")
        case .unreached: return "unreached"
        case .uncertain: return "uncertain"
        }
    }

    /// Every run is its links' run, and every place is the one read edge by edge.
    static func expectRunsRight(_ f: Fixture, _ controllers: [UIViewController],
                                sourceLocation: SourceLocation = #_sourceLocation) {
        for c in controllers {
            let expected = expectedRun(c)
            #expect(c.presentationRun.length == expected.length, "\(c.name)'s run", sourceLocation: sourceLocation)
            #expect(c.presentationRun.base === expected.base, "\(c.name)'s run's base", sourceLocation: sourceLocation)
            let withRuns = describe(LayoutKeys(world: f.world).key(of: c))
            let edgeByEdge = describe(LayoutKeys(world: f.world, readingRuns: false).key(of: c))
            #expect(withRuns == edgeByEdge, "\(c.name)'s place", sourceLocation: sourceLocation)
        }
    }

    @Test func aChainReadInOneStep() throws {
        let f = Fixture()
        let home = f.vc("Home")
        try f.show(home)
        let ms = try f.presentChain(on: home, ["M1", "M2", "M3", "M4"])
        #expect(ms[3].presentationRun.length == 4)
        #expect(ms[3].presentationRun.base === home)
        #expect(Self.describe(LayoutKeys(world: f.world).key(of: ms[3])) == "0,2,2,2,2")
        Self.expectRunsRight(f, [home] + ms)
    }

    // A chain dismissed from its middle, then presented on again: the new levels' runs start
    // from what is left (M2 presents M5, which presents M6).
    @Test(arguments: [false, true])
    func aChainPartlyDismissedThenPresentedOnAgain(fullScreen: Bool) throws {
        let f = Fixture()
        let home = f.vc("Home")
        try f.show(home)
        let ms = try f.presentChain(on: home, ["M1", "M2", "M3", "M4"], style: fullScreen ? .fullScreen : nil)
        try ms[1].dismiss(animated: false)
        try f.run()
        #expect(ms[1].presented == nil)
        Self.expectRunsRight(f, [home] + ms)
        let more = try f.presentChain(on: ms[1], ["M5", "M6"])
        #expect(more[1].presentationRun.length == 4)
        Self.expectRunsRight(f, [home] + ms + more)
        // laid out in the walk's order
        for c in [home] + ms + more { try c.view.setNeedsLayout() }
        f.tape.skip()
        try f.run()
        let order = f.world.layoutOrder().filter(\.isInWindow).map(\.name)
        #expect(f.take([.viewWillLayoutSubviews]).map { String($0.split(separator: ".")[0]) } == order)
    }

    // semantics-code K9: a dismissal from below leaves a level whose own dismissal is in flight to
    // it, so the chain breaks in its middle while the level above is still presented (M3 leaves
    // M2, M4 is still M3's): the run above the break starts from it.
    @Test func aChainBrokenInItsMiddle() throws {
        let f = Fixture()
        let home = f.vc("Home")
        try f.show(home)
        let ms = try f.presentChain(on: home, ["M1", "M2", "M3", "M4"])
        try ms[2].dismiss(animated: true)
        try f.run(seconds: 0)
        try home.dismiss(animated: false)
        try f.run(seconds: 0)
        #expect(ms[2].presenting == nil && ms[2].presented === ms[3])
        #expect(ms[3].presentationRun.length == 1 && ms[3].presentationRun.base === ms[2])
        Self.expectRunsRight(f, [home] + ms)
        try f.run()
        Self.expectRunsRight(f, [home] + ms)
    }

    // A chain presented by a child that defines the presentation context: the run ends at the
    // child (its place is read edge by edge), whichever parent it has.
    @Test func aChainPresentedInsideAChild() throws {
        let f = Fixture()
        let p = f.vc("P"), c = f.vc("C")
        try f.show(p)
        try p.addChild(c)
        try p.view.addSubview(c.view)
        try c.didMove(toParent: p)
        c.definesPresentationContext = true
        let m1 = f.vc("M1")
        m1.modalPresentationStyle = .overCurrentContext   // C's view stays in P's
        try c.present(m1, animated: false)
        try f.run()
        let more = try f.presentChain(on: m1, ["M2", "M3"])
        #expect(m1.presentationRun.base === c)
        #expect(more[1].presentationRun.length == 3)
        Self.expectRunsRight(f, [p, c, m1] + more)
        #expect(Self.describe(LayoutKeys(world: f.world).key(of: more[1])) == "0,0,0,2,2,2")
        // the child leaves its parent and comes back
        try c.willMove(toParent: nil)
        try c.view.removeFromSuperview()
        try c.removeFromParent()
        Self.expectRunsRight(f, [p, c, m1] + more)
        try p.addChild(c)
        try p.view.addSubview(c.view)
        try c.didMove(toParent: p)
        Self.expectRunsRight(f, [p, c, m1] + more)
    }

    // A presented controller made another window's root has two edges into the layout order:
    // the runs above it end there (its place is uncertain), and follow it when it stops being one.
    @Test func aPresentedControllerMadeAWindowsRoot() throws {
        let f = Fixture()
        let home = f.vc("Home")
        try f.show(home)
        let ms = try f.presentChain(on: home, ["M1", "M2", "M3"])
        let other = UIWindow(world: f.world)
        try other.setRootViewController(ms[0])
        try other.makeKeyAndVisible()
        try f.run()
        #expect(ms[2].presentationRun.base === ms[0])
        Self.expectRunsRight(f, [home] + ms)
        try other.setRootViewController(nil)
        try f.run()
        Self.expectRunsRight(f, [home] + ms)
    }

    // The window's root changes under a chain: the chain is no longer reached from it, and is again
    // when its bottom is the root again.
    @Test func theWindowsRootChangesUnderAChain() throws {
        let f = Fixture()
        let home = f.vc("Home"), other = f.vc("Other")
        try f.show(home)
        let ms = try f.presentChain(on: home, ["M1", "M2"])
        try f.window.setRootViewController(other)
        try f.run()
        #expect(Self.describe(LayoutKeys(world: f.world).key(of: ms[1])) == "unreached")
        Self.expectRunsRight(f, [home, other] + ms)
        try f.window.setRootViewController(home)
        try f.run()
        Self.expectRunsRight(f, [home, other] + ms)
    }
}

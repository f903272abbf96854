// semantics-ios26 §25.1: on iOS 26 a push or pop requested during a running one completes it and
// starts at once. Each test fails without its rule.

import Testing
@testable import LifecycleKit

@Suite("semantics-ios26 §25 fluid navigation")
struct FluidNavigationTests {
    static let events: Set<EventKind> = Set<EventKind>.lifecycle.union(Set<EventKind>.moves).union([.viewIsAppearing, .warning, .log])

    func pushThenPop(ios: Int) throws -> [String] {
        let f = Fixture(ios: ios)
        let home = f.vc("Home"), nav = try f.nav("Nav", root: home)
        try f.show(nav)
        try nav.pushViewController(f.vc("Detail"), animated: true)
        f.world.runLoop.schedule(after: 0.1) { try nav.popViewController(animated: true) }
        try f.run()
        return f.take(Self.events, of: ["Detail"])
    }

    // §25.1 [doc fluid transitions "calls the full cycle of appear and disappear callbacks"; WWDC25 243]: a pop
    // during a push completes the push at once (no nested warning) and the pushed controller gets the full cycle
    @Test func aPopDuringAPushCompletesItOn26() throws {
        #expect(try pushThenPop(ios: 26) == [
            "Detail.willMove(Nav)", "Detail.viewDidLoad", "Detail.viewWillAppear", "Detail.viewIsAppearing",
            "Detail.viewDidAppear", "Detail.didMove(Nav)", "Detail.willMove(nil)", "Detail.viewWillDisappear",
            "Detail.viewDidDisappear", "Detail.didMove(nil)",
        ])
    }

    // §25.3: iOS 18 keeps §5's queue and its warning
    @Test func iOS18QueuesWithTheWarning() throws {
        #expect(try pushThenPop(ios: 18).contains("warning: nested pop animation can result in a corrupted navigation bar"))
    }

    // §25.1 [choice]: the second of two pushes in one turn completes the first in the commit, right after it starts
    @Test func twoPushesInOneTurn() throws {
        let f = Fixture(ios: 26)
        let home = f.vc("Home"), nav = try f.nav("Nav", root: home)
        try f.show(nav)
        try nav.pushViewController(f.vc("A"), animated: true)
        try nav.pushViewController(f.vc("B"), animated: true)
        try f.run(seconds: 0)
        #expect(f.take([.viewDidAppear, .viewWillAppear, .warning]) == ["A.viewWillAppear", "A.viewDidAppear", "B.viewWillAppear"])
        try f.run()
        #expect(f.take([.viewDidAppear]) == ["B.viewDidAppear"])
        #expect(f.world.runLoop.now == 0.35)
    }

    // §25.1: three requests in one turn (animated, animated, not animated) each wait for the one before to start
    // (random sequence 1716 left the first pushed controller disappearing for ever)
    @Test func threeRequestsInOneTurnLeaveNoOneHalfWay() throws {
        let f = Fixture(ios: 26)
        let nav = try f.nav("Nav", root: f.vc("Home"))
        try f.show(nav)
        let d = f.vc("D"), e = f.vc("E"), c = f.vc("C")
        try nav.pushViewController(d, animated: true)
        try nav.pushViewController(e, animated: true)
        try nav.pushViewController(c, animated: false)
        f.world.runLoop.schedule(after: 0.1) { try nav.popViewController(animated: true) }
        try f.run()
        #expect(d.appearance == .disappeared && c.appearance == .disappeared && e.appearance == .appeared)
        #expect(nav.topViewController === e)
    }
}

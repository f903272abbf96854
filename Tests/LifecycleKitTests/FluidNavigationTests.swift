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

@Suite("semantics-ios26 §25 zoom transitions")
struct ZoomTransitionTests {
    // §25.1 [doc fluid transitions, iOS 18]: on 18 a zoom push is interruptible (no warning, completed at once);
    // preferredTransition is an error before iOS 18
    @Test func aZoomPushIsInterruptibleOn18() throws {
        let f = Fixture(ios: 18)
        let home = f.vc("Home"), nav = try f.nav("Nav", root: home)
        try f.show(nav)
        let detail = f.vc("Detail")
        try detail.setPreferredTransition(.zoom)
        try nav.pushViewController(detail, animated: true)
        f.world.runLoop.schedule(after: 0.1) { try nav.popViewController(animated: true) }
        try f.run(seconds: 0.1)
        #expect(f.take([.viewDidAppear, .viewWillDisappear, .warning], of: ["Detail"]) == ["Detail.viewDidAppear", "Detail.viewWillDisappear"])
        #expect(throws: LifeluaMisuse.self) { try Fixture(ios: 17).vc("X").setPreferredTransition(.zoom) }
    }

    // §25.2 [doc "transitions directly to the appearing state and calls viewDidAppear()"; choice for A]: a cancelled
    // swipe on a zoom transition: B viewWillDisappear, then viewDidAppear directly; A viewWillAppear, then viewDidDisappear
    @Test func aCancelledZoomPopGoesDirectlyBack() throws {
        let f = Fixture(ios: 18)
        let a = f.vc("A"), nav = try f.nav("Nav", root: a)
        try f.show(nav)
        let b = f.vc("B")
        try b.setPreferredTransition(.zoom)
        try nav.pushViewController(b, animated: true)
        try f.run()
        f.tape.skip()
        try nav.interactivePop(cancel: true)
        try f.run()
        #expect(f.take(.lifecycle) == ["B.viewWillDisappear", "A.viewWillAppear", "A.viewDidDisappear", "B.viewDidAppear"])
    }

    // §25.2: the zoom transition is the one the swipe began with; the top asking for zoom only during the
    // swipe leaves the classic cancel (§5, K14) (random app seed 2315465: A got viewDidDisappear while appearing)
    @Test func aZoomAskedDuringACancelledSwipeKeepsTheClassicCancel() throws {
        let f = Fixture(ios: 26)
        let (nav, vcs) = try f.navigationStack(["A", "B"])
        let b = vcs["B"]!
        try nav.interactivePop(cancel: true)
        f.world.runLoop.schedule(after: 0.1) { try b.setPreferredTransition(.zoom) }
        try f.run()
        #expect(f.take(.lifecycle) == ["B.viewWillDisappear", "A.viewWillAppear", "A.viewWillDisappear", "A.viewDidDisappear",
                                       "B.viewWillAppear", "B.viewDidAppear"])
    }

    // issue 12 (docs/decisions.md, "A controller taken while disappearing"): a top taken during a cancelled swipe
    // ended its disappearance then and gets nothing more; the revealed controller, now the stack's top, appears
    // (random app seed 2267513: A got viewDidDisappear while appearing, B viewDidAppear out of the stack)
    @Test(arguments: [false, true]) func aTopTakenDuringACancelledSwipeLeavesTheRevealedShown(zoom: Bool) throws {
        let f = Fixture(ios: 26)
        let (nav, vcs) = try f.navigationStack(["A", "B"])
        let a = vcs["A"]!, b = vcs["B"]!
        if zoom { try b.setPreferredTransition(.zoom) }
        try nav.interactivePop(cancel: true)
        f.world.runLoop.schedule(after: 0.1) { try b.willMove(toParent: nil); try b.removeFromParent() }
        try f.run()
        #expect(f.take(.lifecycle) == ["B.viewWillDisappear", "A.viewWillAppear", "B.viewDidDisappear", "A.viewDidAppear"])
        #expect(a.appearance == .appeared && b.appearance == .disappeared && nav.topViewController === a)
    }

    // issue 12 (docs/decisions.md, "A controller taken while disappearing", "A child made a window's root"): the
    // revealed controller of a cancelled swipe, made another window's root during it, ended its appearance in the
    // stack then; the swipe's end gives it nothing more and leaves its view in that window; the top springs back
    // (random app seed 2705928: it got viewDidDisappear as that window's appeared root, its view taken out)
    @Test(arguments: [false, true]) func aRevealedControllerTakenDuringACancelledSwipeKeepsItsNewPlace(zoom: Bool) throws {
        let f = Fixture(ios: 26)
        let (nav, vcs) = try f.navigationStack(["A", "B"])
        let a = vcs["A"]!, b = vcs["B"]!
        if zoom { try b.setPreferredTransition(.zoom) }
        let other = UIWindow(world: f.world, name: "W2")
        try other.makeKeyAndVisible()
        try nav.interactivePop(cancel: true)
        f.world.runLoop.schedule(after: 0.1) { try other.setRootViewController(a) }
        try f.run()
        let seen = f.tape.perController(.appearance, ["A", "B"])
        #expect(seen["A"] == ["A.viewWillAppear", "A.viewWillDisappear", "A.viewDidDisappear", "A.viewWillAppear", "A.viewDidAppear"])
        #expect(seen["B"] == (zoom ? ["B.viewWillDisappear", "B.viewDidAppear"]
                                   : ["B.viewWillDisappear", "B.viewWillAppear", "B.viewDidAppear"]))
        #expect(a.parent == nil && a.appearance == .appeared && a.viewIfLoaded?.window === other)
        #expect(b.appearance == .appeared && nav.topViewController === b && b.viewIfLoaded?.window === f.window)
    }

    // §5's queue with §25.1 (random app seed 2517336): a push requested in the old top's
    // viewDidDisappear while a pop preempts the transition it ends is queued (§5's warning), and
    // runs after the pop has started; it then completes the pop as a request made during it would
    // (on 26), or waits for it (on 18). It used to run as if nothing ran: the pop's leaving C never
    // got viewDidDisappear, and its new top A was cut off
    @Test func aPushQueuedDuringAPreemptionWaitsForOrPreemptsWhatStartedSince() throws {
        for ios in [26, 18] {
            let f = Fixture(ios: ios)
            let h3 = f.vc("H3"), a = f.vc("A"), c = f.vc("C"), h2 = f.vc("H2")
            let nav = try f.nav("Nav", root: h3)
            try f.show(nav)
            f.onFirst("H3.viewDidDisappear") { try nav.pushViewController(h2, animated: true) }
            try nav.setViewControllers([a, c], animated: true)
            try nav.popViewController(animated: true)
            try f.run()
            let seen = f.tape.perController(.appearance, ["A", "C"])
            #expect(seen["C"] == ["C.viewWillAppear", "C.viewDidAppear", "C.viewWillDisappear", "C.viewDidDisappear"])
            #expect(seen["A"] == ["A.viewWillAppear", "A.viewDidAppear", "A.viewWillDisappear", "A.viewDidDisappear"])
            #expect(nav.viewControllers.map(\.name) == ["A", "H2"])
            #expect(h2.appearance == .appeared)
        }
    }
}

// semantics §5: UINavigationController — push, pop, popTo, setViewControllers, the edge swipe,
// the iOS 17/18 push-at-launch difference, exceptions and warnings.

import Testing
@testable import LifecycleKit

@Suite("§5 UINavigationController")
struct NavigationTests {
    let events: Set<EventKind> = Set<EventKind>.lifecycle
        .union(Set<EventKind>.moves).union(Set<EventKind>.navigationDelegate).union([.deinit, .warning])

    /// A window whose root is N(root: A), fully appeared, with a delegate implementing willShow/didShow.
    private func stack(_ f: Fixture) throws -> (UINavigationController, UIViewController) {
        let a = f.vc("A")
        let nav = try f.nav("N", root: a)
        nav.delegate = Delegate(.navigationDelegate)
        try f.show(nav)
        return (nav, a)
    }

    /// N (root "Root") made the window's root and key and visible, the turn not run yet.
    private func navJustMadeKeyAndVisible(_ f: Fixture) throws -> (UINavigationController, UIViewController) {
        let root = f.vc("Root")
        let nav = try f.nav("N", root: root)
        try f.window.setRootViewController(nav)
        try f.window.makeKeyAndVisible()
        return (nav, root)
    }

    /// `stack` with B pushed on A and fully shown, the trace forgotten.
    private func stackWithB(_ f: Fixture) throws -> (UINavigationController, UIViewController) {
        let (nav, _) = try stack(f)
        let b = f.vc("B")
        try nav.pushViewController(b, animated: true)
        try f.run()
        f.tape.skip()
        return (nav, b)
    }

    // §5 Push: B.willMove(nav) in the call [test Lasso S0], the wills at the commit, the dids 0.35 s later [choice];
    // order [log ×7] [log vastdevblog] [prose Neuburg]
    @Test func pushOrderAndTiming() throws {
        let f = Fixture()
        let (nav, _) = try stack(f)
        let b = f.vc("B")
        try nav.pushViewController(b, animated: true)
        let inCall = f.take(events)
        try f.run(seconds: 0)
        let atCommit = f.take(events)
        try f.run(seconds: 0.3)
        let at03 = f.take(events)
        try f.run()
        let atEnd = f.take(events)
        #expect([inCall, atCommit, at03, atEnd] == [
            ["B.willMove(N)"],
            ["B.viewDidLoad", "A.viewWillDisappear", "B.viewWillAppear", "N.willShow"],
            [],
            ["A.viewDidDisappear", "B.viewDidAppear", "B.didMove(N)", "N.didShow"],
        ])
    }

    // §5 Pop: B.willMove(nil), B.viewWillDisappear, A.viewWillAppear, willShow(A), B.viewDidDisappear,
    // A.viewDidAppear, B.didMove(nil), didShow(A); B deinits after if unreferenced [log readke] [prose]
    @Test func popOrderAndDeinit() throws {
        let f = Fixture()
        let (nav, _) = try stack(f)
        try nav.pushViewController(f.vc("B"), animated: true)
        try f.run()
        f.tape.skip()
        try nav.popViewController(animated: true)
        try f.run()
        #expect(f.take(events) == [
            "B.willMove(nil)", "B.viewWillDisappear", "A.viewWillAppear", "N.willShow",
            "B.viewDidDisappear", "A.viewDidAppear", "B.didMove(nil)", "N.didShow", "B.deinit",
        ])
    }

    // §5 popToRoot over an intermediate: it gets no appearance callbacks [log kaopuke]; semantics-code K13: it gets
    // willMove(nil) and didMove(nil) when the pop is applied, before the top's willMove(nil); the popped top gets
    // willMove(nil)/didMove(nil) as in a pop [log kaopuke]
    @Test func popToRootOverAnIntermediate() throws {
        let f = Fixture()
        let (nav, _) = try stack(f)
        try nav.pushViewController(f.vc("B"), animated: false)
        try f.run()
        try nav.pushViewController(f.vc("C"), animated: false)
        try f.run()
        f.tape.skip()
        try nav.popToRootViewController(animated: true)
        try f.run()
        #expect(f.take(events.subtracting(Set<EventKind>.navigationDelegate)) == [
            "B.willMove(nil)", "B.didMove(nil)",
            "C.willMove(nil)", "B.deinit", "C.viewWillDisappear", "A.viewWillAppear",
            "C.viewDidDisappear", "A.viewDidAppear", "C.didMove(nil)", "C.deinit",
        ])
    }

    // §5 setViewControllers: only the old and new top get appearance callbacks; semantics-code K12: the old top
    // that leaves gets willMove(nil) at once and didMove(nil) where a popped controller gets it
    @Test func setViewControllersOnlyTouchesTheOldAndNewTop() throws {
        let f = Fixture()
        let (nav, a) = try stack(f)
        let b = f.vc("B"), c = f.vc("C"), d = f.vc("D")
        try nav.pushViewController(b, animated: false)
        try f.run()
        f.tape.skip()
        try nav.setViewControllers([a, c, d], animated: true)
        try f.run()
        let appearance = Set<EventKind>.appearance
        let seen = f.tape.perController(appearance.union(Set<EventKind>.moves), ["A", "B", "C", "D"])
        #expect([seen["A"]!, seen["B"]!, seen["C"]!.filter { !$0.contains("Move") }, seen["D"]!.filter { !$0.contains("Move") }] == [
            [],
            ["B.willMove(nil)", "B.viewWillDisappear", "B.viewDidDisappear", "B.didMove(nil)"],
            [],
            ["D.viewWillAppear", "D.viewDidAppear"],
        ])
        #expect(nav.viewControllers.map(\.name) == ["A", "C", "D"])
    }

    // §5 Interactive pop completed = a pop [log readke]
    @Test func completedInteractivePopIsAPop() throws {
        let f = Fixture()
        let (nav, b) = try stackWithB(f)
        try nav.interactivePop(cancel: false)
        try f.run()
        #expect(f.take(events) == [
            "B.willMove(nil)", "B.viewWillDisappear", "A.viewWillAppear", "N.willShow",
            "B.viewDidDisappear", "A.viewDidAppear", "B.didMove(nil)", "N.didShow",
        ])
        #expect(b.parent == nil && nav.viewControllers.map(\.name) == ["A"])
    }

    // §5 Interactive pop cancelled: B.viewWillDisappear, A.viewWillAppear, A.viewWillDisappear, A.viewDidDisappear,
    // B.viewWillAppear, B.viewDidAppear [log wangling] [prose SO 18927878] [prose BufferedNav]; semantics-code K14:
    // then didShow(B)
    @Test func cancelledInteractivePop() throws {
        let f = Fixture()
        let (nav, _) = try stackWithB(f)
        try nav.interactivePop(cancel: true)
        try f.run()
        #expect(f.take(Set<EventKind>.appearance.union([.didShow])) == [
            "B.viewWillDisappear", "A.viewWillAppear", "A.viewWillDisappear", "A.viewDidDisappear",
            "B.viewWillAppear", "B.viewDidAppear", "N.didShow",
        ])
        #expect(nav.viewControllers.map(\.name) == ["A", "B"])
    }

    // [choice] decisions.md "An edge swipe while a navigation transition runs": a user swipes only what
    // is on screen; a swipe handled after the navigation controller left its window is ignored (random
    // app seed 2000346: its cancel gave the top viewDidAppear with its view in no window)
    @Test(arguments: [false, true]) func anEdgeSwipeOffScreenIsIgnored(cancel: Bool) throws {
        let f = Fixture()
        let (nav, b) = try stackWithB(f)
        try nav.interactivePop(cancel: cancel)
        try f.window.setRootViewController(f.vc("Other"))   // §7: the old root's tree disappears
        try f.run()
        #expect(f.take(Set<EventKind>.appearance.union(Set<EventKind>.moves), of: ["A", "B"]) == ["B.viewWillDisappear", "B.viewDidDisappear"])
        #expect(nav.viewControllers.map(\.name) == ["A", "B"] && b.appearance == .disappeared)
    }

    // issue 12 [choice], decisions.md "A container's child taken by another container" (random app
    // seeds 2262697, 2308044): the top's viewWillDisappear at a cancelled swipe's start gives the
    // revealed controller to another parent (the top itself, or another container). Putting its
    // view in the navigation controller's raises UIKit's hierarchy exception (§4), as a push's
    // commit does (seed 2170460); the swipe ends first and the top appears again (it rested
    // disappearing, with a child given its forwarded viewWillDisappear, and later requests waited)
    @Test func aCancelledSwipeWhoseRevealedControllerTheTopsWillGivesAwayShowsTheTopAgain() throws {
        for toTop in [true, false] {
            let f = Fixture()
            let (nav, a) = try stack(f)
            let b = f.vc("B"), c = f.vc("C"), other = f.vc("Other")
            try nav.pushViewController(b, animated: true)
            try f.run()
            let taker = toTop ? b : other
            f.onFirst("B.viewWillDisappear") { try taker.addChildWithView(a) }
            f.tape.skip()
            try nav.interactivePop(cancel: true)
            #expect(exceptionReason { try f.run() } == "child view controller:<UIViewController: A> should have parent view controller:<UINavigationController: N> but actual parent is:<UIViewController: \(toTop ? "B" : "Other")>", "toTop: \(toTop)")
            try f.run()
            let appearance = f.take([.viewWillAppear, .viewDidAppear, .viewWillDisappear, .viewDidDisappear])
            #expect(appearance == (toTop
                ? ["B.viewWillDisappear", "A.viewWillDisappear", "B.viewWillAppear", "A.viewWillAppear", "B.viewDidAppear", "A.viewDidAppear"]
                : ["B.viewWillDisappear", "B.viewWillAppear", "B.viewDidAppear"]), "toTop: \(toTop)")
            #expect(b.appearance == .appeared && a.parent === taker, "toTop: \(toTop)")
            #expect(nav.viewControllers.map(\.name) == ["B"])
            try nav.pushViewController(c, animated: true)
            try f.run()
            #expect(nav.viewControllers.map(\.name) == ["B", "C"], "toTop: \(toTop)")
            #expect(c.appearance == .appeared && b.appearance == .disappeared, "toTop: \(toTop)")
        }
    }

    // §5, docs/decisions.md "An edge swipe while a navigation transition runs": also ignored while
    // a requested transition has not started (random app seeds 2107736, 2132027). A pop made in
    // C's layout, after the commit's transitions started, waits for the next commit; a swipe
    // handled before it popped the shown C, already popped (a second willMove(nil)), revealed A
    // (below the stack's new top B), and its cancel gave C, by then out of the stack and the
    // window, viewWillAppear and viewDidAppear, and A viewDidDisappear from appearing on a zoom pop
    @Test func edgeSwipeIgnoredWhileARequestedTransitionWaits() throws {
        for zoom in [false, true] {
            let f = Fixture(ios: 26)
            let (nav, vcs) = try f.navigationStack(["A", "B", "C"])
            let c = vcs["C"]!
            if zoom { try c.setPreferredTransition(.zoom) }
            f.onFirst("C.viewDidLayoutSubviews") { _ = try nav.popViewController(animated: false) }
            try c.view.setNeedsLayout()
            try nav.interactivePop(cancel: true)
            try f.run()
            #expect(f.take(Set<EventKind>.appearance.union(Set<EventKind>.moves)) == [
                "C.willMove(nil)", "C.viewWillDisappear", "B.viewWillAppear",
                "C.viewDidDisappear", "C.didMove(nil)", "B.viewDidAppear",
            ], "zoom: \(zoom)")
            #expect(nav.viewControllers.map(\.name) == ["A", "B"])
            #expect(c.appearance == .disappeared && vcs["A"]!.appearance == .disappeared, "zoom: \(zoom)")
        }
    }

    // §5 push right after makeKeyAndVisible, --ios 17: root will (+ viewIsAppearing), then willDisappear/didDisappear,
    // never didAppear [log VAndrJ iOS 17.4]
    @Test func pushRightAfterMakeKeyAndVisibleOnIOS17() throws {
        let f = Fixture(ios: 17)
        let (nav, _) = try navJustMadeKeyAndVisible(f)
        try nav.pushViewController(f.vc("Pushed"), animated: true)
        try f.run()
        #expect(f.take(Set<EventKind>.lifecycle.union([.viewIsAppearing]), of: ["Root", "Pushed"]) == [
            "Root.viewDidLoad", "Root.viewWillAppear", "Root.viewIsAppearing",
            "Pushed.viewDidLoad", "Root.viewWillDisappear", "Pushed.viewWillAppear", "Root.viewDidDisappear",
            "Pushed.viewIsAppearing", "Pushed.viewDidAppear",
        ])
    }

    // §5 push right after makeKeyAndVisible, --ios 18+: the root never even loads its view [log VAndrJ iOS 18.2]
    @Test func pushRightAfterMakeKeyAndVisibleOnIOS18() throws {
        let f = Fixture(ios: 18)
        let (nav, root) = try navJustMadeKeyAndVisible(f)
        try nav.pushViewController(f.vc("Pushed"), animated: true)
        try f.run()
        #expect(f.take(Set<EventKind>.lifecycle.union([.viewIsAppearing]), of: ["Root", "Pushed"]) == [
            "Pushed.viewDidLoad", "Pushed.viewWillAppear", "Pushed.viewIsAppearing", "Pushed.viewDidAppear",
        ])
        #expect(!root.isViewLoaded)
    }

    // §5 (--ios 18+): a navigation root defers its top's appearance to the commit of the turn [log VAndrJ];
    // [choice] decisions.md "A navigation root taken out before its commit": its view taken out of the window
    // before then enters no window, and nothing appears (random app seed 2000319: N and its top
    // appeared with their views in no window)
    @Test func aNavigationRootTakenOutOfItsWindowBeforeTheCommitDoesNotAppear() throws {
        let f = Fixture(ios: 18)
        let (nav, root) = try navJustMadeKeyAndVisible(f)
        try nav.view.removeFromSuperview()
        try f.run()
        #expect(f.take(.appearance) == [])
        #expect(nav.appearance == .disappeared && root.appearance == .disappeared)
    }

    // §5 the initializer calls root.willMove(nav) and root.didMove(nav) [choice]
    @Test func initializerAdoptsTheRoot() throws {
        let f = Fixture()
        let nav = try f.nav("N", root: f.vc("A"))
        #expect(f.take(events) == ["A.willMove(N)", "A.didMove(N)"])
        #expect(nav.topViewController?.parent === nav)
    }

    // §5 a navigation controller's first appearance tells its delegate willShow/didShow for its top [log vastdevblog]
    @Test func firstAppearanceCallsWillShowAndDidShow() throws {
        let f = Fixture()
        let nav = try f.nav("N", root: f.vc("A"))
        nav.delegate = Delegate(.navigationDelegate)
        try f.window.setRootViewController(nav)
        try f.window.makeKeyAndVisible()
        try f.run()
        #expect(f.take(.navigationDelegate) == ["N.willShow", "N.didShow"])
    }

    // §5 Exceptions, --ios 12: pushing the same instance twice [log]
    @Test func pushingTheSameInstanceOnIOS12Throws() throws {
        let f = Fixture(ios: 12)
        let (nav, a) = try stack(f)
        #expect(exceptionReason { try nav.pushViewController(a, animated: true) }
            == "Pushing the same view controller instance more than once is not supported (\(d("A")))")
    }

    // §5 Exceptions, 13+: pushing the same instance twice [log]; semantics-code K17: ends with the bundle identifier
    @Test func pushingTheSameInstanceOnIOS18Throws() throws {
        let f = Fixture(ios: 18)
        let (nav, a) = try stack(f)
        #expect(exceptionReason { try nav.pushViewController(a, animated: true) }
            == "\(d("N", "UINavigationController")) is pushing the same view controller instance (\(d("A"))) more than once which is not supported and is most likely an error in the application : com.lifelua.scenario")
    }

    // §5 Exceptions: pushing a navigation controller [log]
    @Test func pushingANavigationControllerThrows() throws {
        let f = Fixture()
        let (nav, _) = try stack(f)
        let inner = try f.nav("M", root: nil)
        #expect(exceptionReason { try nav.pushViewController(inner, animated: true) } == "Pushing a navigation controller is not supported")
    }

    // §5 Warnings: a push requested while a push animation runs is warned about and performed after it completes
    // [log; choice for the queueing]
    @Test func nestedPushIsWarnedAndQueued() throws {
        let f = Fixture()
        let (nav, _) = try stack(f)
        let b = f.vc("B"), c = f.vc("C")
        try nav.pushViewController(b, animated: true)
        try f.run(seconds: 0.1)
        f.tape.skip()
        try nav.pushViewController(c, animated: true)
        try f.run()
        #expect(f.take(Set<EventKind>.lifecycle.union([.warning])) == [
            "warning: nested push animation can result in a corrupted navigation bar",
            "A.viewDidDisappear", "B.viewDidAppear",
            "C.viewDidLoad", "B.viewWillDisappear", "C.viewWillAppear", "B.viewDidDisappear", "C.viewDidAppear",
        ])
        #expect(nav.viewControllers.map(\.name) == ["A", "B", "C"])
    }

    // §5 Warnings: a pop requested while a push animation runs logs the nested pop warning [log; choice for the queueing]
    @Test func nestedPopIsWarned() throws {
        let f = Fixture()
        let (nav, _) = try stack(f)
        try nav.pushViewController(f.vc("B"), animated: true)
        try f.run(seconds: 0.1)
        f.tape.skip()
        try nav.popViewController(animated: true)
        #expect(f.take([.warning]) == ["warning: nested pop animation can result in a corrupted navigation bar"])
    }
}

// semantics §5: "Finishing up a navigation transition in an unexpected state…" is logged when a
// transition completes after its stack was changed underneath it [log; choice for the trigger]. A
// setViewControllers now waits for the transition (semantics-code K12, K16): the pushed controller
// is taken out by hand instead.
@Test func stackChangedUnderARunningTransitionWarns() throws {
    let world = World()
    let window = UIWindow(world: world)
    let nav = try UINavigationController(world: world, name: "Nav", root: UIViewController(world: world, name: "A"))
    try window.setRootViewController(nav)
    try window.makeKeyAndVisible()
    try world.runLoop.run()
    let b = UIViewController(world: world, name: "B")
    try nav.pushViewController(b, animated: true)
    try world.runLoop.run(seconds: 0.1)
    try b.removeFromParent()
    try world.runLoop.run()
    let warnings = world.trace.events.filter { $0.event == .warning }.compactMap(\.message)
    #expect(warnings == ["Finishing up a navigation transition in an unexpected state. Navigation Bar subview tree might get corrupted."])
}

// semantics-code K12–K17: UINavigationController as UIKit's own code has it — the moves of
// setViewControllers and popTo… applied inside the call, the cancelled edge swipe, the iOS 26 pop
// order, requests during a transition, and the bundle identifier of the push exception.

import Testing
@testable import LifecycleKit

@Suite("semantics-code K12–K17 UINavigationController")
struct NavigationCodeTests {
    let events: Set<EventKind> = Set<EventKind>.lifecycle
        .union(Set<EventKind>.moves).union(Set<EventKind>.navigationDelegate).union([.warning])

    /// The trace in the call, at the commit of the turn, and when everything has run.
    private func phases(_ f: Fixture, _ kinds: Set<EventKind>, _ call: () throws -> Void) throws -> [[String]] {
        try call()
        let inCall = f.take(kinds)
        try f.run(seconds: 0)
        let atCommit = f.take(kinds)
        try f.run()
        return [inCall, atCommit, f.take(kinds)]
    }

    /// The navigation delegate's calls since the last take, with the controller shown: "willShow(B)".
    private func delegateCalls(_ f: Fixture, since start: Int) -> [String] {
        f.tape.events[start...].filter { $0.event == .willShow || $0.event == .didShow }
            .map { "\($0.event.rawValue)(\($0.target ?? "?"))" }
    }

    // K13: popTo's intermediates get no appearance callbacks, but willMove(nil) and didMove(nil) in the call, in
    // stack order, before the top's willMove(nil)
    @Test func popToGivesTheIntermediatesTheirMovesInTheCall() throws {
        let f = Fixture()
        let (nav, vc) = try f.navigationStack(["A", "B", "C", "D"])
        let seen = try phases(f, events) { try nav.popToViewController(vc["A"]!, animated: true) }
        #expect(seen == [
            ["B.willMove(nil)", "B.didMove(nil)", "C.willMove(nil)", "C.didMove(nil)", "D.willMove(nil)"],
            ["D.viewWillDisappear", "A.viewWillAppear", "N.willShow"],
            ["D.viewDidDisappear", "A.viewDidAppear", "D.didMove(nil)", "N.didShow"],
        ])
        #expect(vc["B"]!.parent == nil && vc["C"]!.parent == nil)
    }

    // K12: off screen nothing is disappearing: every removed controller and every added one, the top included,
    // gets both moves in the call; no transition follows
    @Test func setViewControllersOffScreenMovesEveryoneAtOnce() throws {
        let f = Fixture()
        let a = f.vc("A"), b = f.vc("B"), c = f.vc("C"), d = f.vc("D")
        let nav = try f.nav("N", root: a)
        try nav.pushViewController(b, animated: false)
        try f.run()
        f.tape.skip()
        let seen = try phases(f, events) { try nav.setViewControllers([c, d], animated: true) }
        #expect(seen == [
            ["A.willMove(nil)", "A.didMove(nil)", "B.willMove(nil)", "B.didMove(nil)",
             "C.willMove(N)", "C.didMove(N)", "D.willMove(N)", "D.didMove(N)"],
            [],
            [],
        ])
        #expect(nav.viewControllers.map(\.name) == ["C", "D"])
    }

    // decisions "A navigation controller off screen" [code NC26: no disappearing controller without a
    // window]: nothing transitions off screen, so animated requests in one turn change the stack in
    // their calls, none waiting for another (random seed 200163: a queued pop found a longer stack)
    @Test func animatedRequestsOffScreenChangeTheStackInTheirCalls() throws {
        let f = Fixture()
        let r = f.vc("R"), x = f.vc("X"), y = f.vc("Y")
        let nav = try f.nav("N", root: r)
        try nav.pushViewController(x, animated: true)
        try nav.pushViewController(y, animated: true)
        #expect(nav.viewControllers.map(\.name) == ["R", "X", "Y"])
        try nav.popViewController(animated: true)
        #expect(nav.viewControllers.map(\.name) == ["R", "X"])
        try f.run()
        #expect(nav.viewControllers.map(\.name) == ["R", "X"])
        #expect(y.parent == nil && !f.tape.events.contains { $0.event == .warning })
    }

    // The same for a window's root in the turn it is shown (§5, iOS 18+: it appears at the commit):
    // the top it appears with is the last request's, and the requests before it start no transition
    // (the pop's end was lost, leaving its controller disappearing, random seed 200163)
    @Test func requestsBeforeAWindowRootAppearsShowOnlyTheLastTop() throws {
        let f = Fixture()
        let d = f.vc("D"), t = f.vc("T"), a = f.vc("A"), b = f.vc("B")
        let nav = try f.nav("N", root: d)
        try f.window.setRootViewController(nav)
        try f.window.makeKeyAndVisible()
        try nav.pushViewController(t, animated: true)
        try nav.pushViewController(a, animated: true)
        try nav.popViewController(animated: true)
        try f.run(seconds: 0)
        #expect(t.appearance == .appeared && a.appearance == .disappeared && a.parent == nil)
        #expect(d.appearance == .disappeared)
        try nav.pushViewController(b, animated: true)
        try f.run()
        #expect(b.appearance == .appeared && t.appearance == .disappeared)
    }

    // K12: on screen, a removed controller that is not the shown top gets both moves in the call, an added one that
    // is not the new top too; the old top willMove(nil) in the call, didMove(nil) after the new top's viewDidAppear;
    // the new top willMove(N) in the call, didMove(N) after its viewDidAppear
    @Test func setViewControllersOnScreenMovesInTheCall() throws {
        let f = Fixture()
        let (nav, vc) = try f.navigationStack(["A", "B", "C"])
        let d = f.vc("D"), e = f.vc("E")
        let seen = try phases(f, events) { try nav.setViewControllers([vc["A"]!, d, e], animated: true) }
        #expect(seen == [
            ["B.willMove(nil)", "B.didMove(nil)", "C.willMove(nil)", "D.willMove(N)", "D.didMove(N)", "E.willMove(N)"],
            ["E.viewDidLoad", "C.viewWillDisappear", "E.viewWillAppear", "N.willShow"],
            ["C.viewDidDisappear", "E.viewDidAppear", "E.didMove(N)", "C.didMove(nil)", "N.didShow"],
        ])
    }

    // K12 (K16): a setViewControllers requested while a push runs waits for it; its moves come when it is applied
    @Test func setViewControllersDuringAPushWaitsForIt() throws {
        let f = Fixture()
        let (nav, vc) = try f.navigationStack(["A"])
        let b = f.vc("B"), c = f.vc("C")
        try nav.pushViewController(b, animated: true)
        try f.run(seconds: 0.1)
        f.tape.skip()
        try nav.setViewControllers([vc["A"]!, c], animated: false)
        let inCall = f.take(events)
        try f.run()
        #expect(inCall == [])
        #expect(f.take(events) == [
            "A.viewDidDisappear", "B.viewDidAppear", "B.didMove(N)", "N.didShow",
            "B.willMove(nil)", "C.willMove(N)",
            "C.viewDidLoad", "B.viewWillDisappear", "C.viewWillAppear", "N.willShow",
            "B.viewDidDisappear", "C.viewDidAppear", "C.didMove(N)", "B.didMove(nil)", "N.didShow",
        ])
        #expect(nav.viewControllers.map(\.name) == ["A", "C"])
    }

    // issue 12 [choice]: a push that waited for a running one checks its controller again when it
    // runs; taken by another container meanwhile, it is refused with UIKit's hierarchy exception
    // before the stack changes, and the navigation controller goes on (random seed 13086: it
    // named a child of another and never finished appearing)
    @Test func aPushThatWaitedChecksItsControllerAgain() throws {
        let f = Fixture()
        let (nav, _) = try f.navigationStack(["A"])
        let b = f.vc("B"), c = f.vc("C"), other = f.vc("Other")
        try nav.pushViewController(b, animated: true)
        try nav.pushViewController(c, animated: true)   // waits for B's push
        try other.addChild(c)
        try other.view.addSubview(c.view)
        try c.didMove(toParent: other)
        var raised: UIKitException?
        do { try f.run() } catch let e as UIKitException { raised = e }
        #expect(raised?.reason == "child view controller:<UIViewController: C> should have parent view controller:<UIViewController: Other> but requested parent is:<UINavigationController: N>")
        try f.run()
        #expect(nav.viewControllers.map(\.name) == ["A", "B"])
        #expect(nav.children.map(\.name) == ["A", "B"])
        #expect(b.appearance == .appeared && c.parent === other)
    }

    // issue 12 [choice] (random app seed 2170460): the old top's viewWillDisappear gives the
    // pushed controller to another container. Putting its view in the navigation controller's
    // raises UIKit's hierarchy exception (§4); the transition ends there and the old top appears
    // again, and a later push runs (the old top rested disappearing, and the push waited for ever)
    @Test func aPushWhoseControllerTheOldTopsWillGivesAwayEndsAndShowsTheOldTopAgain() throws {
        let f = Fixture()
        let (nav, vc) = try f.navigationStack(["A"])
        let b = f.vc("B"), c = f.vc("C"), other = f.vc("Other")
        f.onFirst("A.viewWillDisappear") { try other.addChildWithView(b) }
        try nav.pushViewController(b, animated: true)
        f.tape.skip()
        #expect(exceptionReason { try f.run() } == "child view controller:<UIViewController: B> should have parent view controller:<UINavigationController: N> but actual parent is:<UIViewController: Other>")
        try f.run()
        #expect(f.take([.viewWillAppear, .viewDidAppear, .viewWillDisappear, .viewDidDisappear]) == [
            "A.viewWillDisappear", "A.viewWillAppear", "A.viewDidAppear",
        ])
        #expect(vc["A"]!.appearance == .appeared && b.parent === other)
        #expect(nav.viewControllers.map(\.name) == ["A"])
        try nav.pushViewController(c, animated: true)
        try f.run()
        #expect(nav.viewControllers.map(\.name) == ["A", "C"])
        #expect(c.appearance == .appeared && vc["A"]!.appearance == .disappeared)
    }

    // K12: the same controller twice raises NSInternalInconsistencyException, the list being the names
    @Test func setViewControllersWithAControllerTwiceRaises() throws {
        let f = Fixture()
        let (nav, vc) = try f.navigationStack(["A"])
        let b = f.vc("B")
        let set = { try nav.setViewControllers([vc["A"]!, b, vc["A"]!], animated: false) }
        #expect(exceptionName(set) == "NSInternalInconsistencyException")
        #expect(exceptionReason(set) == "All view controllers in a navigation controller must be distinct (A, B, A)")
        #expect(nav.viewControllers.map(\.name) == ["A"])
    }

    // K12: a navigation controller in the list raises NSInvalidArgumentException
    @Test func setViewControllersWithANavigationControllerRaises() throws {
        let f = Fixture()
        let (nav, vc) = try f.navigationStack(["A"])
        let inner = try f.nav("M", root: nil)
        let set = { try nav.setViewControllers([vc["A"]!, inner], animated: false) }
        #expect(exceptionName(set) == "NSInvalidArgumentException")
        #expect(exceptionReason(set) == "UINavigationControllers are not allowed in a navigation controller!")
    }

    // K14: a cancelled edge swipe: the top got willMove(nil) when the swipe began (with the pop's willShow(A));
    // after the cancel's reverse pairs the delegate gets willShow(B) and didShow(B); no didMove, no second willMove
    @Test func cancelledSwipeTellsTheDelegateAndSendsNoDidMove() throws {
        let f = Fixture()
        let (nav, vc) = try f.navigationStack(["A", "B"])
        let start = f.tape.events.count
        try nav.interactivePop(cancel: true)
        try f.run()
        #expect(f.take(Set<EventKind>.appearance.union(Set<EventKind>.moves)) == [
            "B.willMove(nil)", "B.viewWillDisappear", "A.viewWillAppear",
            "A.viewWillDisappear", "A.viewDidDisappear", "B.viewWillAppear", "B.viewDidAppear",
        ])
        #expect(delegateCalls(f, since: start) == ["willShow(A)", "willShow(B)", "didShow(B)"])
        #expect(nav.viewControllers.map(\.name) == ["A", "B"])
        #expect(vc["B"]!.parent === nav && !vc["B"]!.isMovingFromParent)
    }

    // K15: --ios 26+, the popped controller's didMove(nil) comes right after its viewDidDisappear, before the
    // revealed controller's viewDidAppear; --ios 18 keeps §5's order [log readke]
    @Test func popOrderOnIOS26() throws {
        for ios in [18, 26] {
            let f = Fixture(ios: ios)
            let (nav, _) = try f.navigationStack(["A", "B"])
            try nav.popViewController(animated: true)
            try f.run()
            let expected = ios >= 26
                ? ["B.willMove(nil)", "B.viewWillDisappear", "A.viewWillAppear", "N.willShow",
                   "B.viewDidDisappear", "B.didMove(nil)", "A.viewDidAppear", "N.didShow"]
                : ["B.willMove(nil)", "B.viewWillDisappear", "A.viewWillAppear", "N.willShow",
                   "B.viewDidDisappear", "A.viewDidAppear", "B.didMove(nil)", "N.didShow"]
            #expect(f.take(events) == expected, "--ios \(ios)")
        }
    }

    // K15 through K12: on --ios 26 the old top a setViewControllers removes gets its didMove(nil) where a popped
    // controller gets it
    @Test func setViewControllersOldTopOnIOS26() throws {
        let f = Fixture(ios: 26)
        let (nav, vc) = try f.navigationStack(["A", "B", "C"])
        try nav.setViewControllers([vc["A"]!, vc["B"]!], animated: true)
        try f.run()
        #expect(f.take(events) == [
            "C.willMove(nil)", "C.viewWillDisappear", "B.viewWillAppear", "N.willShow",
            "C.viewDidDisappear", "C.didMove(nil)", "B.viewDidAppear", "N.didShow",
        ])
    }

    // K16 [choice for which requests conflict]: a setViewControllers during a presentation's transition is dropped
    // with UIKit's log; the stack stays as it was
    @Test func setViewControllersDuringAPresentationIsDropped() throws {
        let f = Fixture()
        let host = f.vc("Host")
        try f.show(host)
        let a = f.vc("A")
        let nav = try f.nav("N", root: a)
        nav.modalPresentationStyle = .fullScreen
        try host.present(nav, animated: true, completion: nil)
        try f.run(seconds: 0.1)
        f.tape.skip()
        try nav.setViewControllers([a, f.vc("B")], animated: false)
        try f.run()
        #expect(f.take(Set<EventKind>.moves.union([.warning])) == [
            "warning: setViewControllers:animated: called on \(d("N", "UINavigationController")) while an existing transition or presentation is occurring; the navigation stack will not be updated.",
        ])
        #expect(nav.viewControllers.map(\.name) == ["A"])
    }
}

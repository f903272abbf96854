// semantics §5: setViewControllers performs one transition, chosen by where the new top was: a pop
// if it is already in the stack below the top, none if it is the top, a push if it is new [doc
// setViewControllers]. Only the old and new top get appearance callbacks; the moves are
// semantics-code K12's (in the call; the old top's didMove(nil) and the new top's didMove(nav) at
// the end of the transition); the callbacks then follow §5's push or pop, whose orders are
// the same (old will, new will, willShow, old did, new did, moves, didShow) [log ×7] [log readke];
// what differs is who joins or leaves the stack, hence the §4 flags: isMovingToParent for a new
// top (push), isMovingFromParent for a top that leaves [doc]. Also: popViewController on the root.

import Testing
@testable import LifecycleKit

@Suite("§5 setViewControllers and popping the root")
struct SetViewControllersTests {
    let events: Set<EventKind> = Set<EventKind>.lifecycle
        .union(Set<EventKind>.moves).union(Set<EventKind>.navigationDelegate).union([.warning])

    /// Records the §4 flags of `vc` in its appearance callbacks, as "callback: to=… from=…".
    private func flags(_ f: Fixture, _ vc: UIViewController) -> () -> [String] {
        final class Box { var seen: [String] = [] }
        let box = Box()
        for callback in [EventKind.viewWillAppear, .viewDidAppear, .viewWillDisappear, .viewDidDisappear] {
            f.on("\(vc.name).\(callback.rawValue)") { [weak vc] in
                guard let vc else { return }
                box.seen.append("\(callback.rawValue): to=\(vc.isMovingToParent) from=\(vc.isMovingFromParent)")
            }
        }
        return { box.seen }
    }

    /// The trace in the call, at the commit of the turn, and when the (0.35 s) animation has ended.
    private func phases(_ f: Fixture, _ call: () throws -> Void) throws -> [[String]] {
        try call()
        let inCall = f.take(events)
        try f.run(seconds: 0)
        let atCommit = f.take(events)
        try f.run()
        return [inCall, atCommit, f.take(events)]
    }

    // §5: the new top is below the top: a pop [doc setViewControllers]; pop order [log readke]; semantics-code K12:
    // the old top gets willMove(nil) in the call, didMove(nil) after the revealed viewDidAppear; it leaves:
    // isMovingFromParent [doc]; the revealed top is only shown again: not isMovingToParent [log-summary 39.103]
    @Test func aTopAlreadyBelowIsAPop() throws {
        let f = Fixture()
        let (nav, vc) = try f.navigationStack(["A", "B", "C"])
        let c = flags(f, vc["C"]!), b = flags(f, vc["B"]!)
        let seen = try phases(f) { try nav.setViewControllers([vc["A"]!, vc["B"]!], animated: true) }
        #expect(seen == [
            ["C.willMove(nil)"],
            ["C.viewWillDisappear", "B.viewWillAppear", "N.willShow"],
            ["C.viewDidDisappear", "B.viewDidAppear", "C.didMove(nil)", "N.didShow"],
        ])
        #expect(c() == ["viewWillDisappear: to=false from=true", "viewDidDisappear: to=false from=true"])
        #expect(b() == ["viewWillAppear: to=false from=false", "viewDidAppear: to=false from=false"])
        #expect(nav.viewControllers.map(\.name) == ["A", "B"])
        #expect(vc["C"]!.parent == nil && !vc["C"]!.isMovingFromParent)
    }

    // §5: the documentation's example: A, B, C set to D, A, B uses a pop transition and the stack is D, A, B [doc
    // setViewControllers]; semantics-code K12: D, new but not the top, gets willMove(N) and didMove(N) in the call;
    // C, the old top, willMove(nil) in the call and didMove(nil) at the end
    @Test func theDocumentationsExample() throws {
        let f = Fixture()
        let (nav, vc) = try f.navigationStack(["A", "B", "C"])
        let d = f.vc("D")
        let seen = try phases(f) { try nav.setViewControllers([d, vc["A"]!, vc["B"]!], animated: true) }
        #expect(seen == [
            ["C.willMove(nil)", "D.willMove(N)", "D.didMove(N)"],
            ["C.viewWillDisappear", "B.viewWillAppear", "N.willShow"],
            ["C.viewDidDisappear", "B.viewDidAppear", "C.didMove(nil)", "N.didShow"],
        ])
        #expect(nav.viewControllers.map(\.name) == ["D", "A", "B"])
        #expect(!d.isViewLoaded)
    }

    // §5: a new top is a push [doc setViewControllers], in push order [log ×7] [log vastdevblog] [prose Neuburg]:
    // willMove(N) in the call [test Lasso S0], isMovingToParent [doc]; the old top stays: no flag
    @Test func aNewTopIsAPush() throws {
        let f = Fixture()
        let (nav, vc) = try f.navigationStack(["A", "B"])
        let c = f.vc("C")
        let cFlags = flags(f, c), bFlags = flags(f, vc["B"]!)
        let seen = try phases(f) { try nav.setViewControllers([vc["A"]!, vc["B"]!, c], animated: true) }
        #expect(seen == [
            ["C.willMove(N)"],
            ["C.viewDidLoad", "B.viewWillDisappear", "C.viewWillAppear", "N.willShow"],
            ["B.viewDidDisappear", "C.viewDidAppear", "C.didMove(N)", "N.didShow"],
        ])
        #expect(cFlags() == ["viewWillAppear: to=true from=false", "viewDidAppear: to=true from=false"])
        #expect(bFlags() == ["viewWillDisappear: to=false from=false", "viewDidDisappear: to=false from=false"])
    }

    // §5: radar 18002763's own case: a new top replacing the old one (a push [doc]); semantics-code K12 (the radar is
    // iOS 8): the old top gets willMove(nil) in the call and didMove(nil) at the end (after the new top's
    // didMove(N) [choice]), isMovingFromParent [doc]; the new top isMovingToParent [doc]
    @Test func aNewTopReplacingTheOldOneIsAPush() throws {
        let f = Fixture()
        let (nav, vc) = try f.navigationStack(["A", "B"])
        let c = f.vc("C")
        let cFlags = flags(f, c), bFlags = flags(f, vc["B"]!)
        let seen = try phases(f) { try nav.setViewControllers([vc["A"]!, c], animated: true) }
        #expect(seen == [
            ["B.willMove(nil)", "C.willMove(N)"],
            ["C.viewDidLoad", "B.viewWillDisappear", "C.viewWillAppear", "N.willShow"],
            ["B.viewDidDisappear", "C.viewDidAppear", "C.didMove(N)", "B.didMove(nil)", "N.didShow"],
        ])
        #expect(cFlags() == ["viewWillAppear: to=true from=false", "viewDidAppear: to=true from=false"])
        #expect(bFlags() == ["viewWillDisappear: to=false from=true", "viewDidDisappear: to=false from=true"])
        #expect(vc["B"]!.parent == nil)
    }

    // §5: the new top is the top: no transition [doc setViewControllers] — no appearance callbacks, no
    // willShow/didShow; semantics-code K12: the removed A gets willMove(nil)/didMove(nil) and the added C
    // willMove(N)/didMove(N), all in the call
    @Test func theSameTopIsNoTransition() throws {
        let f = Fixture()
        let (nav, vc) = try f.navigationStack(["A", "B"])
        let c = f.vc("C")
        let seen = try phases(f) { try nav.setViewControllers([c, vc["B"]!], animated: true) }
        #expect(seen == [["A.willMove(nil)", "A.didMove(nil)", "C.willMove(N)", "C.didMove(N)"], [], []])
        #expect(nav.viewControllers.map(\.name) == ["C", "B"])
        #expect(vc["A"]!.parent == nil)
    }

    // §5: popViewController when the top is the root does nothing and returns nil [doc popViewController]
    @Test func poppingTheRootDoesNothing() throws {
        let f = Fixture()
        let (nav, vc) = try f.navigationStack(["A"])
        let popped = try nav.popViewController(animated: true)
        try f.run()
        #expect(popped == nil)
        #expect(f.take(Set<EventKind>.lifecycle.union(events).union([.deinit])) == [])
        #expect(nav.viewControllers.map(\.name) == ["A"])
        #expect(vc["A"]!.parent === nav && vc["A"]!.appearance == .appeared)
    }
}

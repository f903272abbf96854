// semantics §2: what fires in which turn of the virtual run loop, and when (and §8 deinit timing).

import Testing
@testable import LifecycleKit

@Suite("§2 run-loop timing")
struct RunLoopTimingTests {
    let events: Set<EventKind> = Set<EventKind>.lifecycle.union([.log, .deinit])

    // §2: nothing fires inside present; wills at the commit; dids 0.5 s later [test Lasso S0/S1/S2]
    @Test func animatedFullScreenPresentFiresWillsAtTheCommitAndDidsHalfASecondLater() throws {
        let f = Fixture()
        let a = f.vc("A"), b = f.vc("B")
        try f.show(a)
        b.modalPresentationStyle = .fullScreen
        try a.present(b, animated: true, completion: nil)
        let inCall = f.take()
        try f.run(seconds: 0)
        let atCommit = f.take()
        try f.run(seconds: 0.4)
        let at04 = f.take()
        try f.run()
        let atEnd = f.take()
        #expect([inCall, atCommit, at04, atEnd] == [
            [],
            ["B.viewDidLoad", "A.viewWillDisappear", "B.viewWillAppear"],
            [],
            ["B.viewDidAppear", "A.viewDidDisappear"],
        ])
    }

    // §2: an animated transition's dids run when its animation ends: present 0.5 s [choice]
    @Test func animatedPresentCompletesAtHalfASecond() throws {
        let f = Fixture()
        let a = f.vc("A"), b = f.vc("B")
        try f.show(a)
        var completedAt = -1.0
        try a.present(b, animated: true) { completedAt = f.world.runLoop.now }
        try f.run()
        #expect(completedAt == 0.5)
    }

    // §2: the will callbacks run in the commit, before blocks the script enqueued after the call [test Lasso S1]
    @Test func transitionStartsBeforeBlocksEnqueuedAfterTheCall() throws {
        let f = Fixture()
        let a = f.vc("A"), b = f.vc("B")
        try f.show(a)
        b.modalPresentationStyle = .fullScreen
        try a.present(b, animated: true, completion: nil)
        f.world.runLoop.enqueue { f.log("main.async") }
        try f.run(seconds: 0)
        #expect(f.take(events) == ["B.viewDidLoad", "A.viewWillDisappear", "B.viewWillAppear", "log: main.async"])
    }

    // §2: a non-animated full-screen present completes all four callbacks in its first turn [test Lasso]
    @Test func nonAnimatedFullScreenPresentCompletesInTheFirstTurn() throws {
        let f = Fixture()
        let a = f.vc("A"), b = f.vc("B")
        try f.show(a)
        b.modalPresentationStyle = .fullScreen
        try a.present(b, animated: false, completion: nil)
        let inCall = f.take()
        try f.step()
        let firstTurn = f.take()
        #expect([inCall, firstTurn] == [
            [],
            ["B.viewDidLoad", "A.viewWillDisappear", "B.viewWillAppear", "B.viewDidAppear", "A.viewDidDisappear"],
        ])
    }

    // §2: a non-animated full-screen dismiss completes in its first turn [test Lasso]
    @Test func nonAnimatedFullScreenDismissCompletesInTheFirstTurn() throws {
        let f = Fixture()
        let a = f.vc("A"), b = f.vc("B")
        try f.show(a)
        b.modalPresentationStyle = .fullScreen
        try a.present(b, animated: false, completion: nil)
        try f.run()
        f.tape.skip()
        try b.dismiss(animated: false, completion: nil)
        let inCall = f.take()
        try f.step()
        let firstTurn = f.take()
        #expect([inCall, firstTurn] == [
            [],
            ["B.viewWillDisappear", "A.viewWillAppear", "A.viewDidAppear", "B.viewDidDisappear"],
        ])
    }

    // §2: a non-animated sheet fires will in the first turn and did one turn later [test Lasso]
    @Test func nonAnimatedSheetPresentFiresDidOneTurnLater() throws {
        let f = Fixture()
        let a = f.vc("A"), b = f.vc("B")
        try f.show(a)
        b.modalPresentationStyle = .pageSheet
        try a.present(b, animated: false, completion: nil)
        let inCall = f.take()
        try f.step()
        let firstTurn = f.take()
        try f.step()
        let secondTurn = f.take()
        #expect([inCall, firstTurn, secondTurn] == [
            [],
            ["B.viewDidLoad", "B.viewWillAppear"],
            ["B.viewDidAppear"],
        ])
    }

    // §2: a non-animated sheet dismiss: willDisappear in the first turn, didDisappear one turn later [test Lasso]
    @Test func nonAnimatedSheetDismissFiresDidOneTurnLater() throws {
        let f = Fixture()
        let a = f.vc("A"), b = f.vc("B")
        try f.show(a)
        b.modalPresentationStyle = .pageSheet
        try a.present(b, animated: false, completion: nil)
        try f.run()
        f.tape.skip()
        try b.dismiss(animated: false, completion: nil)
        try f.step()
        let firstTurn = f.take()
        try f.step()
        let secondTurn = f.take()
        #expect([firstTurn, secondTurn] == [["B.viewWillDisappear"], ["B.viewDidDisappear"]])
    }

    // §2: overFullScreen (like the other styles keeping the presenter's views) completes in the first turn [choice]
    @Test func nonAnimatedOverFullScreenCompletesInTheFirstTurn() throws {
        let f = Fixture()
        let a = f.vc("A"), b = f.vc("B")
        try f.show(a)
        b.modalPresentationStyle = .overFullScreen
        try a.present(b, animated: false, completion: nil)
        try f.step()
        #expect(f.take() == ["B.viewDidLoad", "B.viewWillAppear", "B.viewDidAppear"])
    }

    // §2: the present completion runs after the did callbacks [doc, old]
    @Test func presentCompletionRunsAfterTheDids() throws {
        let f = Fixture()
        let a = f.vc("A"), b = f.vc("B")
        try f.show(a)
        b.modalPresentationStyle = .fullScreen
        try a.present(b, animated: true) { f.log("completion") }
        try f.run()
        #expect(f.take(events) == [
            "B.viewDidLoad", "A.viewWillDisappear", "B.viewWillAppear", "B.viewDidAppear", "A.viewDidDisappear",
            "log: completion",
        ])
    }

    // §2 + §8 + seed 002: a dismissed controller deinits after the revealed one's did, after the completion [choice]
    @Test func dismissedControllerDeinitsAfterTheCompletion() throws {
        let f = Fixture()
        let a = f.vc("A")
        try f.show(a)
        try presentUnheld("B", on: a, style: .fullScreen, f)
        try a.dismiss(animated: true) { f.log("completion") }
        try f.run()
        #expect(f.take(events) == [
            "B.viewWillDisappear", "A.viewWillAppear", "A.viewDidAppear", "B.viewDidDisappear",
            "log: completion", "B.deinit",
        ])
    }

    // §8 + seed 002 (.automatic): a dismissed sheet deinits after its viewDidDisappear; A gets nothing
    @Test func dismissedSheetDeinitsAfterItsDidDisappear() throws {
        let f = Fixture()
        let a = f.vc("A")
        try f.show(a)
        try presentUnheld("B", on: a, style: .automatic, f)
        try a.dismiss(animated: true, completion: nil)
        try f.run()
        #expect(f.take(events) == ["B.viewWillDisappear", "B.viewDidDisappear", "B.deinit"])
    }

    // §8: a controller the script still holds does not deinit when dismissed
    @Test func aHeldControllerDoesNotDeinitWhenDismissed() throws {
        let f = Fixture()
        let a = f.vc("A"), b = f.vc("B")
        try f.show(a)
        try a.present(b, animated: true, completion: nil)
        try f.run()
        f.tape.skip()
        try a.dismiss(animated: true, completion: nil)
        try f.run()
        #expect(f.take([.deinit]) == [])
        withExtendedLifetime(b) {}
    }

    // §2: a view entering a window outside a transition: will at once, did at the end of the turn [seed 001]
    @Test func viewEnteringTheWindowGetsWillAtOnceAndDidAtTheEndOfTheTurn() throws {
        let f = Fixture()
        let p = f.vc("P"), c = f.vc("C")
        try f.show(p)
        try p.addChild(c)
        try p.view.addSubview(c.view)
        try c.didMove(toParent: p)
        let inCall = f.take(.appearance)
        try f.step()
        let endOfTurn = f.take(.appearance)
        #expect([inCall, endOfTurn] == [["C.viewWillAppear"], ["C.viewDidAppear"]])
    }

    /// Presents a controller the test does not hold, and lets the presentation finish.
    private func presentUnheld(_ name: String, on a: UIViewController, style: ModalPresentationStyle, _ f: Fixture) throws {
        let b = f.vc(name)
        b.modalPresentationStyle = style
        try a.present(b, animated: true, completion: nil)
        try f.run()
        f.tape.skip()
    }

    // amendment to §2: a main-queue block enqueued outside an operation runs like the scenario's
    // top level: makeKeyAndVisible inside it is its own operation, so a navigation controller's top
    // gets viewIsAppearing (semantics-code K21 c, the transition's preparation) before the block's next line
    @Test func blockOutsideAnOperation() throws {
        let f = Fixture(ios: 17)
        let a = f.vc("A")
        f.world.runLoop.enqueue({
            try f.window.setRootViewController(try f.nav("Nav", root: a))
            try f.window.makeKeyAndVisible()
            f.log("next line")
        }, outsideOperation: true)
        try f.run()
        #expect(f.take([.viewWillAppear, .viewIsAppearing, .viewDidAppear, .log], of: ["A"]) == [
            "A.viewWillAppear", "A.viewIsAppearing", "log: next line", "A.viewDidAppear",
        ])
    }

    // §9: an ordinary main-queue block is one operation: the top's window entry, and with it its
    // viewIsAppearing (semantics-code K21 c), after the block
    @Test func ordinaryBlockIsOneOperation() throws {
        let f = Fixture(ios: 17)
        let a = f.vc("A")
        f.world.runLoop.enqueue {
            try f.window.setRootViewController(try f.nav("Nav", root: a))
            try f.window.makeKeyAndVisible()
            f.log("next line")
        }
        try f.run()
        #expect(f.take([.viewWillAppear, .viewIsAppearing, .viewDidAppear, .log], of: ["A"]) == [
            "A.viewWillAppear", "log: next line", "A.viewIsAppearing", "A.viewDidAppear",
        ])
    }
}

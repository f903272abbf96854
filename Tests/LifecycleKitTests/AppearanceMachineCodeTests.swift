// semantics-code K1–K5, K33–K35, K37: the appearance machine as UIKit's own code runs it. Each
// expected sequence is the amendment's text, read step by step; each test fails with §1's older
// table (a begin in the direction reached warns and fires nothing; forwarding de-duplicates).

import Testing
@testable import LifecycleKit

@Suite("semantics-code K1–K5: the appearance machine")
struct AppearanceMachineCodeTests {
    let events: Set<EventKind> = Set<EventKind>.appearance.union([.warning, .willMove, .didMove])

    private func embed(_ child: UIViewController, in parent: UIViewController) throws {
        try parent.addChild(child)
        try parent.view.addSubview(child.view)
        try child.didMove(toParent: parent)
    }

    // K1: begin(true), begin(true), end, end → one will, one did after the second end
    @Test func nestedBeginsCountAndTheLastEndCompletes() throws {
        let f = Fixture()
        let c = f.vc("C")
        try c.beginAppearanceTransition(true, animated: false)
        try c.beginAppearanceTransition(true, animated: false)
        try c.endAppearanceTransition()
        #expect(f.take(events) == ["C.viewWillAppear"])
        try c.endAppearanceTransition()
        #expect(f.take(events) == ["C.viewDidAppear"])
    }

    // K1: a controller that does not forward automatically completes at the first end; the second finds L = 0
    @Test func aManualForwarderCompletesAtTheFirstEnd() throws {
        let f = Fixture()
        let c = f.vc("C")
        c.shouldAutomaticallyForwardAppearanceMethods = false
        try c.beginAppearanceTransition(true, animated: false)
        try c.beginAppearanceTransition(true, animated: false)
        try c.endAppearanceTransition()
        #expect(f.take(events) == ["C.viewWillAppear", "C.viewDidAppear"])
    }

    // K1: begin(true), end, end → will, did, warning (the call carries on, nothing fires: already appeared)
    @Test func anExtraEndWarnsOnly() throws {
        let f = Fixture()
        let c = f.vc("C")
        try c.beginAppearanceTransition(true, animated: false)
        try c.endAppearanceTransition()
        try c.endAppearanceTransition()
        #expect(f.take(events) == ["C.viewWillAppear", "C.viewDidAppear", unbalanced("C")])
    }

    // K1: begin(true), begin(false), end → will-appear, will-disappear, did-disappear (a reversal restarts L at 1,
    // also after a nested begin: no warning, one end completes)
    @Test func aReversalRestartsTheCount() throws {
        let f = Fixture()
        let c = f.vc("C")
        try c.beginAppearanceTransition(true, animated: false)
        try c.beginAppearanceTransition(true, animated: false)
        try c.beginAppearanceTransition(false, animated: false)
        try c.endAppearanceTransition()
        #expect(f.take(events) == ["C.viewWillAppear", "C.viewWillDisappear", "C.viewDidDisappear"])
        try c.endAppearanceTransition()
        #expect(f.take(events) == [unbalanced("C")])
    }

    // K1: begin(true) while appearing through the window fires nothing; its end warns and fires viewDidAppear
    // before the window's queued did, which then finds C appeared (K33: cancelled)
    @Test func aBeginWhileAppearingThroughTheWindowArmsTheWarning() throws {
        let f = Fixture()
        let p = f.vc("P"), c = f.vc("C")
        try f.show(p)
        try p.view.addSubview(c.view)   // C appears through the window: will now, did at the end of the turn
        try c.beginAppearanceTransition(true, animated: false)
        #expect(f.take(events) == ["C.viewWillAppear"])   // begin never warns
        try c.endAppearanceTransition()
        #expect(f.take(events) == [unbalanced("C"), "C.viewDidAppear"])
        try f.run()
        #expect(f.take(events).isEmpty)
    }

    // K1: a begin(false) on an appeared controller nested twice: one will; the did after the second end
    @Test func nestedDisappearance() throws {
        let f = Fixture()
        let c = f.vc("C")
        try f.show(c)
        try c.beginAppearanceTransition(false, animated: true)
        try c.beginAppearanceTransition(false, animated: true)
        try c.endAppearanceTransition()
        #expect(f.take(events) == ["C.viewWillDisappear"])
        try c.endAppearanceTransition()
        #expect(f.take(events) == ["C.viewDidDisappear"])
    }

    // K2: a child driven by begin/end inside its parent's viewWillAppear is set back to the parent's old state and
    // gets will and did again from the forwarding [XLPagerTabStrip #172]
    @Test func forwardingDoesNotDeduplicate() throws {
        let f = Fixture()
        let p = f.vc("P"), c = f.vc("C")
        try embed(c, in: p)
        f.on("P.viewWillAppear") {
            try c.beginAppearanceTransition(true, animated: false)
            try c.endAppearanceTransition()
        }
        f.tape.skip()
        try f.window.setRootViewController(p)
        try f.window.makeKeyAndVisible()
        try f.run()
        #expect(f.take(.appearance, of: ["C"]) == ["C.viewWillAppear", "C.viewDidAppear", "C.viewWillAppear", "C.viewDidAppear"])
    }

    // K2 + K3: a child appeared off screen by begin/end (no window needed) appears again with its parent
    // [MSDynamicsDrawerViewController #101]
    @Test func aChildAppearedOffScreenAppearsAgainWithItsParent() throws {
        let f = Fixture()
        let p = f.vc("P"), c = f.vc("C")
        try embed(c, in: p)
        try c.beginAppearanceTransition(true, animated: false)
        try c.endAppearanceTransition()
        #expect(f.take(.appearance) == ["C.viewWillAppear", "C.viewDidAppear"])   // K3: off screen
        try f.window.setRootViewController(p)
        try f.window.makeKeyAndVisible()
        try f.run()
        #expect(f.take(.appearance) == ["P.viewWillAppear", "C.viewWillAppear", "P.viewDidAppear", "C.viewDidAppear"])
    }

    // K4: an appeared controller begun again (K1) and taken out of the window while its transition is open:
    // the window path is silent, and its end completes the appearance
    @Test func anOpenTransitionSilencesALeavingView() throws {
        let f = Fixture()
        let p = f.vc("P"), c = f.vc("C")
        try f.show(p)
        try p.view.addSubview(c.view)
        try f.run()
        f.tape.skip()
        try c.beginAppearanceTransition(true, animated: false)
        try c.view.removeFromSuperview()
        try f.run()
        try c.endAppearanceTransition()
        #expect(f.take(events) == ["C.viewWillAppear", "C.viewDidAppear"])
    }

    // K4: an open explicit transition silences the window path for the controller itself
    @Test func anOpenTransitionSilencesTheWindowPath() throws {
        let f = Fixture()
        let p = f.vc("P"), c = f.vc("C")
        try f.show(p)
        _ = try c.view
        f.tape.skip()
        try c.beginAppearanceTransition(true, animated: true)
        try p.view.addSubview(c.view)
        try f.run()
        #expect(f.take(events) == ["C.viewWillAppear"])   // no window did while L = 1
        try c.endAppearanceTransition()
        #expect(f.take(events) == ["C.viewDidAppear"])
    }

    // K4's exception: a child of an appearing parent whose ancestor's explicit transition is open still gets its will
    @Test func anAncestorsTransitionLetsAnAppearingParentsChildAppear() throws {
        let f = Fixture()
        let root = f.vc("R"), p = f.vc("P"), c = f.vc("C")
        try f.show(root)
        try embed(p, in: root)
        try f.run()
        try p.addChild(c)
        f.tape.skip()
        try root.beginAppearanceTransition(false, animated: false)   // an ancestor's transition, open
        try root.endAppearanceTransition()
        try root.beginAppearanceTransition(true, animated: false)    // P appears again, forwarded: appearing
        try p.view.addSubview(c.view)
        #expect(f.take(.appearance, of: ["C"]) == ["C.viewWillAppear"])
        try root.endAppearanceTransition()
        #expect(f.take(.appearance, of: ["C"]) == ["C.viewDidAppear"])
    }

    // code-open-list §3 (b) with K2: a child added in its automatically forwarding parent's own viewWillAppear
    // gets its will from the forwarding after that callback, not from the window path as well: one will, one did
    @Test func aChildAddedInItsParentsWillIsForwardedOnce() throws {
        let f = Fixture()
        let p = f.vc("P"), c = f.vc("C")
        f.on("P.viewWillAppear") { try embed(c, in: p) }
        try f.window.setRootViewController(p)
        try f.window.makeKeyAndVisible()
        try f.run()
        #expect(f.take(.appearance, of: ["C"]) == ["C.viewWillAppear", "C.viewDidAppear"])
    }

    // K5: a view leaving a window: viewWillDisappear at once, viewDidDisappear at the end of the turn
    @Test func leavingAWindowQueuesTheDid() throws {
        let f = Fixture()
        let p = f.vc("P"), c = f.vc("C")
        try f.show(p)
        try p.view.addSubview(c.view)
        try f.run()
        f.tape.skip()
        try c.view.removeFromSuperview()
        #expect(f.take(.appearance) == ["C.viewWillDisappear"])
        f.log("end of the call")
        try f.run()
        #expect(f.take(Set<EventKind>.appearance.union([.log])) == ["log: end of the call", "C.viewDidDisappear"])
    }

    // K33: a view that enters and leaves in the same turn: will-appear, will-disappear, one did-disappear, no did-appear
    @Test func enteringAndLeavingInOneTurnLeavesOneDid() throws {
        let f = Fixture()
        let p = f.vc("P"), c = f.vc("C")
        try f.show(p)
        _ = try c.view
        try p.view.addSubview(c.view)
        try c.view.removeFromSuperview()
        #expect(f.take(.appearance) == ["C.viewWillAppear", "C.viewWillDisappear"])
        try f.run()
        #expect(f.take(.appearance) == ["C.viewDidDisappear"])
    }

    // K32: the end-of-turn queue is first in, first out across controllers and kinds of did
    @Test func theEndOfTurnQueueIsFirstInFirstOut() throws {
        let f = Fixture()
        let p = f.vc("P"), a = f.vc("A"), b = f.vc("B")
        try f.show(p)
        try p.view.addSubview(a.view)
        try f.run()
        f.tape.skip()
        try a.view.removeFromSuperview()   // A's did-disappear queued first
        try p.view.addSubview(b.view)      // then B's did-appear
        try f.run()
        #expect(f.take(.appearance) == ["A.viewWillDisappear", "B.viewWillAppear", "A.viewDidDisappear", "B.viewDidAppear"])
    }

    // K34: a window did queued inside UIView.animate waits for the animation, then the end of that turn
    @Test func aWindowDidInsideAnAnimationWaitsForIt() throws {
        let f = Fixture()
        let p = f.vc("P"), c = f.vc("C")
        try f.show(p)
        _ = try c.view
        f.tape.skip()
        try f.world.animate(duration: 0.3, animations: { try p.view.addSubview(c.view) }, completion: nil)
        try f.run(seconds: 0.2)
        #expect(f.take(.appearance) == ["C.viewWillAppear"])
        try f.run()
        #expect(f.take(.appearance) == ["C.viewDidAppear"])
        #expect(f.world.runLoop.now >= 0.3)
    }

    // K35: window-path callbacks are not animated
    @Test func windowPathCallbacksAreNotAnimated() throws {
        let f = Fixture()
        let p = f.vc("P"), c = f.vc("C")
        try f.show(p)
        try p.view.addSubview(c.view)
        try f.run()
        let animated = f.tape.events.filter { $0.controller == "C" && $0.event == .viewWillAppear }.map(\.animated)
        #expect(animated == [false])
    }

    // K37: the textbook add to an on-screen container traces didMove twice, the second right after viewDidAppear;
    // isMovingToParent stays true until then
    @Test func didMoveWhileAppearingIsSentAgain() throws {
        let f = Fixture()
        let p = f.vc("P"), c = f.vc("C")
        try f.show(p)
        var movingInDidAppear: Bool?
        f.on("C.viewDidAppear") { movingInDidAppear = c.isMovingToParent }
        try embed(c, in: p)
        try f.run()
        #expect(f.take(Set<EventKind>.appearance.union([.willMove, .didMove])) == [
            "C.willMove(P)", "C.viewWillAppear", "C.didMove(P)", "C.viewDidAppear", "C.didMove(P)",
        ])
        #expect(movingInDidAppear == true)
        #expect(c.isMovingToParent == false)
    }

    // K37: an add while the container is off screen traces one didMove
    @Test func didMoveOffScreenIsSentOnce() throws {
        let f = Fixture()
        let p = f.vc("P"), c = f.vc("C")
        try embed(c, in: p)
        try f.show(p)
        _ = f.take()
        #expect(f.tape.events.filter { $0.event == .didMove }.count == 1)
    }
}

// semantics §1: the appearance state machine, the explicit begin/end API, forwarding, direct calls.

import Testing
@testable import LifecycleKit

@Suite("§1 appearance state machine")
struct AppearanceStateTests {
    let all: Set<EventKind> = Set<EventKind>.lifecycle.union([.viewIsAppearing, .warning])

    // §1 table row 1 [doc] [test dasdom]; semantics-code K21: a view in no window has none of K21's
    // first three points, so an explicit begin(true) off screen gives no viewIsAppearing yet
    @Test func beginAppearingFromDisappearedLoadsTheViewAndFiresWillAppear() throws {
        let f = Fixture()
        let c = f.vc("C")
        try c.beginAppearanceTransition(true, animated: true)
        #expect(f.take(all) == ["C.viewDidLoad", "C.viewWillAppear"])
        #expect(c.appearance == .appearing)
    }

    // §1 table row 2 [doc]; semantics-code K21 (d): the viewIsAppearing still pending comes right before viewDidAppear
    @Test func endWhileAppearingFiresDidAppear() throws {
        let f = Fixture()
        let c = f.vc("C")
        try c.beginAppearanceTransition(true, animated: true)
        f.tape.skip()
        try c.endAppearanceTransition()
        #expect(f.take(all) == ["C.viewIsAppearing", "C.viewDidAppear"])
        #expect(c.appearance == .appeared)
    }

    // §1 table row 3 [doc]
    @Test func beginDisappearingFromAppearedFiresWillDisappear() throws {
        let f = Fixture()
        let c = f.vc("C")
        try c.beginAppearanceTransition(true, animated: true)
        try c.endAppearanceTransition()
        f.tape.skip()
        try c.beginAppearanceTransition(false, animated: true)
        #expect(f.take(all) == ["C.viewWillDisappear"])
        #expect(c.appearance == .disappearing)
    }

    // §1 table row 4 [doc]
    @Test func endWhileDisappearingFiresDidDisappear() throws {
        let f = Fixture()
        let c = f.vc("C")
        try c.beginAppearanceTransition(true, animated: true)
        try c.endAppearanceTransition()
        try c.beginAppearanceTransition(false, animated: true)
        f.tape.skip()
        try c.endAppearanceTransition()
        #expect(f.take(all) == ["C.viewDidDisappear"])
        #expect(c.appearance == .disappeared)
    }

    // §1 table row 5: begin(true) while disappearing is a cancel [log wangling] [doc transition coordinator]
    @Test func beginAppearingWhileDisappearingReversesToAppearing() throws {
        let f = Fixture()
        let c = f.vc("C")
        try c.beginAppearanceTransition(true, animated: true)
        try c.endAppearanceTransition()
        f.tape.skip()
        try c.beginAppearanceTransition(false, animated: true)
        try c.beginAppearanceTransition(true, animated: true)
        try c.endAppearanceTransition()
        #expect(f.take(.appearance.union([.warning])) == ["C.viewWillDisappear", "C.viewWillAppear", "C.viewDidAppear"])
        #expect(c.appearance == .appeared)
    }

    // §1 table row 6: begin(false) while appearing is a cancel [log wangling]
    @Test func beginDisappearingWhileAppearingReversesToDisappearing() throws {
        let f = Fixture()
        let c = f.vc("C")
        try c.beginAppearanceTransition(true, animated: true)
        try c.beginAppearanceTransition(false, animated: true)
        try c.endAppearanceTransition()
        #expect(f.take(.appearance.union([.warning])) == ["C.viewWillAppear", "C.viewWillDisappear", "C.viewDidDisappear"])
        #expect(c.appearance == .disappeared)
    }

    // §1 table row 7: an explicit end with no transition in flight [log], [choice for the trigger]
    @Test func endWithNothingInFlightWarnsUnbalancedAndChangesNothing() throws {
        let f = Fixture()
        let c = f.vc("C")
        try c.endAppearanceTransition()
        try c.beginAppearanceTransition(true, animated: false)
        try c.endAppearanceTransition()
        f.tape.skip()
        try c.endAppearanceTransition()
        #expect(f.take(all) == [unbalanced("C")])
        #expect(c.appearance == .appeared)
    }

    // §1 table row 7: an explicit end on a never-shown controller [log], [choice for the trigger]
    @Test func endOnANeverShownControllerWarnsUnbalanced() throws {
        let f = Fixture()
        let c = f.vc("C")
        try c.endAppearanceTransition()
        #expect(f.take(all) == [unbalanced("C")])
        #expect(c.appearance == .disappeared)
    }

    // semantics-code K1 (replaces §1 table row 7): a begin(true) on an appeared controller fires
    // viewWillAppear again, and begin never warns
    @Test func beginAppearingWhenAppearedFiresAgain() throws {
        let f = Fixture()
        let c = f.vc("C")
        try c.beginAppearanceTransition(true, animated: false)
        try c.endAppearanceTransition()
        f.tape.skip()
        try c.beginAppearanceTransition(true, animated: false)
        #expect(f.take(Set<EventKind>.appearance.union([.warning])) == ["C.viewWillAppear"])
        #expect(c.appearance == .appearing)
    }

    // semantics-code K1: a begin(false) on a controller that never appeared fires viewWillDisappear
    @Test func beginDisappearingWhenDisappearedFires() throws {
        let f = Fixture()
        let c = f.vc("C")
        try c.beginAppearanceTransition(false, animated: false)
        #expect(f.take(all) == ["C.viewWillDisappear"])
        #expect(c.appearance == .disappearing)
        try c.endAppearanceTransition()
        #expect(f.take(all) == ["C.viewDidDisappear"])
    }

    // §1 "Calling viewWillAppear & co. directly": UIKit's warning, the callback, no state change ([log], modern iOS)
    @Test func directCallWarnsRunsTheCallbackAndKeepsTheState() throws {
        let f = Fixture()
        let c = f.vc("C")
        var overrideRan = false
        f.on("C.viewWillAppear") { overrideRan = true }
        try c.callLifecycleMethodDirectly(.viewWillAppear, animated: true)
        #expect(f.take(all) == [
            "warning: [ViewController] Calling -viewWillAppear: directly on a view controller is not supported, and may result in out-of-order callbacks and other inconsistent behavior. Use the -beginAppearanceTransition:animated: and -endAppearanceTransition APIs on UIViewController to manually drive appearance callbacks instead.",
            "C.viewWillAppear",
        ])
        #expect(overrideRan)
        #expect(c.appearance == .disappeared)
    }

    // §1: viewDidLoad fires once, the first time the view is needed [doc]
    @Test func viewDidLoadFiresOnce() throws {
        let f = Fixture()
        let c = f.vc("C")
        _ = try c.view
        _ = try c.view
        try c.beginAppearanceTransition(true, animated: false)
        #expect(f.take([.viewDidLoad]) == ["C.viewDidLoad"])
    }

    // §1 forwarding: its own callback first, then the children's [log phchan9 (b)]
    @Test func automaticForwardingCallsTheParentFirstThenTheChild() throws {
        let f = Fixture()
        let p = f.vc("P"), c = f.vc("C")
        try p.addChild(c)
        try p.view.addSubview(c.view)
        try c.didMove(toParent: p)
        f.tape.skip()
        try p.beginAppearanceTransition(true, animated: true)
        try p.endAppearanceTransition()
        #expect(f.take(.appearance) == ["P.viewWillAppear", "C.viewWillAppear", "P.viewDidAppear", "C.viewDidAppear"])
    }

    // §1 forwarding: in child order, depth first (a child's own children before its next sibling)
    @Test func automaticForwardingIsDepthFirstInChildOrder() throws {
        let f = Fixture()
        let p = f.vc("P"), c1 = f.vc("C1"), g = f.vc("G"), c2 = f.vc("C2")
        for (parent, child) in [(p, c1), (c1, g), (p, c2)] {
            try parent.addChild(child)
            try parent.view.addSubview(child.view)
            try child.didMove(toParent: parent)
        }
        f.tape.skip()
        try p.beginAppearanceTransition(true, animated: false)
        #expect(f.take(.appearance) == ["P.viewWillAppear", "C1.viewWillAppear", "G.viewWillAppear", "C2.viewWillAppear"])
    }

    // §1: a child whose view is not inside the parent's view is not forwarded to
    @Test func aChildWhoseViewIsNotInTheParentsViewIsNotForwardedTo() throws {
        let f = Fixture()
        let p = f.vc("P"), c = f.vc("C")
        try p.addChild(c)
        try c.didMove(toParent: p)
        f.tape.skip()
        try p.beginAppearanceTransition(true, animated: false)
        try p.endAppearanceTransition()
        #expect(f.take(.appearance) == ["P.viewWillAppear", "P.viewDidAppear"])
    }

    // §1: with shouldAutomaticallyForwardAppearanceMethods == false it forwards nothing [seed 003] [seed 001]
    @Test func manualForwardingForwardsNothing() throws {
        let f = Fixture()
        let p = f.vc("P"), c = f.vc("C")
        p.shouldAutomaticallyForwardAppearanceMethods = false
        try p.addChild(c)
        try p.view.addSubview(c.view)
        try c.didMove(toParent: p)
        f.tape.skip()
        try p.beginAppearanceTransition(true, animated: false)
        try p.endAppearanceTransition()
        #expect(f.take(.appearance) == ["P.viewWillAppear", "P.viewDidAppear"])
    }

    // §1 + seed 003: a manual container drives its children with begin/end, in the order it calls them
    @Test func seed003ManualSwitchBetweenTwoChildren() throws {
        let f = Fixture()
        let p = f.vc("P"), vc1 = f.vc("VC1"), vc2 = f.vc("VC2")
        p.shouldAutomaticallyForwardAppearanceMethods = false
        f.on("P.viewWillAppear") { try vc1.beginAppearanceTransition(true, animated: true) }
        f.on("P.viewDidAppear") { try vc1.endAppearanceTransition() }
        for child in [vc1, vc2] {
            try p.addChild(child)
            try p.view.addSubview(child.view)
            try child.didMove(toParent: p)
        }
        try f.show(p)
        // the button's first click
        try vc1.beginAppearanceTransition(false, animated: true)
        try vc2.beginAppearanceTransition(true, animated: true)
        try vc1.endAppearanceTransition()
        try vc2.endAppearanceTransition()
        #expect(f.take(.appearance.union([.warning])) == [
            "VC1.viewWillDisappear", "VC2.viewWillAppear", "VC1.viewDidDisappear", "VC2.viewDidAppear",
        ])
    }
}

// semantics §4: containment, a view entering or leaving a window, transition(from:to:), the
// hierarchy checks, and the AdsVC overlay of seed 004.

import Testing
@testable import LifecycleKit

@Suite("§4 containment")
struct ContainmentTests {
    let events: Set<EventKind> = Set<EventKind>.lifecycle.union(Set<EventKind>.moves).union([.warning, .log])

    /// Seed 001's recommended order: addChild, addSubview, didMove.
    private func embed(_ child: UIViewController, in parent: UIViewController) throws {
        try parent.addChild(child)
        try parent.view.addSubview(child.view)
        try child.didMove(toParent: parent)
    }

    // §4: addChild calls willMove(parent); the container calls didMove(parent) itself [seed 001] [seed 003] [doc]
    @Test func addChildCallsWillMoveAndTheContainerCallsDidMove() throws {
        let f = Fixture()
        let p = f.vc("P"), c = f.vc("C")
        try p.addChild(c)
        try c.didMove(toParent: p)
        #expect(f.take(events) == ["C.willMove(P)", "C.didMove(P)"])
        #expect(c.parent === p)
    }

    // §4: removeFromParent calls didMove(nil); the container calls willMove(nil) itself [seed 001] [seed 003] [doc]
    @Test func removeFromParentCallsDidMoveNil() throws {
        let f = Fixture()
        let p = f.vc("P"), c = f.vc("C")
        try p.addChild(c)
        try c.didMove(toParent: p)
        f.tape.skip()
        try c.willMove(toParent: nil)
        try c.removeFromParent()
        #expect(f.take(events) == ["C.willMove(nil)", "C.didMove(nil)"])
        #expect(p.children.isEmpty)
    }

    // §4 case 1: the superview is not in a window: nothing but the view loading [seed 001]
    @Test func addingAChildViewOutsideAnyWindowFiresNoAppearance() throws {
        let f = Fixture()
        let p = f.vc("P"), c = f.vc("C")
        _ = try p.view
        f.tape.skip()
        try embed(c, in: p)
        try f.run()
        #expect(f.take(events) == ["C.willMove(P)", "C.viewDidLoad", "C.didMove(P)"])
    }

    // §4 case 2: the superview's controller has fully appeared: will at once, did at the end of the turn [seed 001];
    // the didMove sent while C is appearing is sent again by UIKit after its viewDidAppear (semantics-code K37)
    @Test func addingAChildToAnAppearedParent() throws {
        let f = Fixture()
        let p = f.vc("P"), c = f.vc("C")
        try f.show(p)
        try embed(c, in: p)
        let inCalls = f.take(events)
        try f.run()
        let endOfTurn = f.take(events)
        #expect([inCalls, endOfTurn] == [
            ["C.willMove(P)", "C.viewDidLoad", "C.viewWillAppear", "C.didMove(P)"],
            ["C.viewDidAppear", "C.didMove(P)"],
        ])
    }

    // §4 case 2 without addChild: a parentless controller's view added to an appeared controller's view [seed 001]
    @Test func addingAParentlessControllersViewToAnAppearedView() throws {
        let f = Fixture()
        let p = f.vc("P"), c = f.vc("C")
        try f.show(p)
        try p.view.addSubview(c.view)
        let inCall = f.take(events)
        try f.run()
        let endOfTurn = f.take(events)
        #expect([inCall, endOfTurn] == [["C.viewDidLoad", "C.viewWillAppear"], ["C.viewDidAppear"]])
    }

    // §4 seed 001: a container adding its child in viewDidLoad; the child follows the parent, parent first [log phchan9 (b)]
    @Test func childAddedInViewDidLoadFollowsItsParent() throws {
        let f = Fixture()
        let p = f.vc("P"), c = f.vc("C")
        f.on("P.viewDidLoad") { try embed(c, in: p) }
        try f.window.setRootViewController(p)
        try f.window.makeKeyAndVisible()
        try f.run()
        #expect(f.take(events) == [
            "P.viewDidLoad", "C.willMove(P)", "C.viewDidLoad", "C.didMove(P)",
            "P.viewWillAppear", "C.viewWillAppear", "P.viewDidAppear", "C.viewDidAppear",
        ])
    }

    // §4 case 4: a parentless controller's view added in the window root's viewDidLoad:
    // parent will, child will, child did, parent did [log phchan9 (a)]
    @Test func parentlessViewAddedInTheRootsViewDidLoad() throws {
        let f = Fixture()
        let p = f.vc("P"), c = f.vc("C")
        f.on("P.viewDidLoad") { try p.view.addSubview(c.view) }
        try f.window.setRootViewController(p)
        try f.window.makeKeyAndVisible()
        try f.run()
        #expect(f.take(.appearance) == ["P.viewWillAppear", "C.viewWillAppear", "C.viewDidAppear", "P.viewDidAppear"])
    }

    // §4 case 3: the parent is between will and did (an animated full-screen present): the child's will at once,
    // its did with the parent's did [seed 001] (semantics-code K5), then UIKit's second didMove (K37)
    @Test func childAddedWhileItsParentIsAppearingGetsDidWithTheParent() throws {
        let f = Fixture()
        let a = f.vc("A"), p = f.vc("P"), c = f.vc("C")
        try f.show(a)
        p.modalPresentationStyle = .fullScreen
        try a.present(p, animated: true, completion: nil)
        f.world.runLoop.schedule(after: 0.26) { try embed(c, in: p) }
        try f.run()
        #expect(f.take(events, of: ["P", "C"]) == [
            "P.viewDidLoad", "P.viewWillAppear",
            "C.willMove(P)", "C.viewDidLoad", "C.viewWillAppear", "C.didMove(P)",
            "P.viewDidAppear", "C.viewDidAppear", "C.didMove(P)",
        ])
    }

    // §4 case 3: addSubview before addChild while the parent is appearing: viewDidAppear twice,
    // once at the end of the turn, once forwarded by the parent [seed 001] [radar 14058168] (semantics-code K5);
    // the didMove sent while C appears comes again after its first viewDidAppear (K37)
    @Test func addSubviewBeforeAddChildWhileTheParentAppearsGivesTwoViewDidAppear() throws {
        let f = Fixture()
        let a = f.vc("A"), p = f.vc("P"), c = f.vc("C")
        try f.show(a)
        p.modalPresentationStyle = .fullScreen
        try a.present(p, animated: true, completion: nil)
        f.world.runLoop.schedule(after: 0.26) {   // seed 001's dispatch_after(0.26)
            try p.view.addSubview(c.view)
            try p.addChild(c)
            try c.didMove(toParent: p)
        }
        try f.run()
        #expect(f.take(events, of: ["P", "C"]) == [
            "P.viewDidLoad", "P.viewWillAppear",
            "C.viewDidLoad", "C.viewWillAppear", "C.willMove(P)", "C.didMove(P)", "C.viewDidAppear", "C.didMove(P)",
            "P.viewDidAppear", "C.viewDidAppear",
        ])
    }

    // §4 case 5 + seed 001's removal: willMove(nil), removeFromSuperview (willDisappear at once, didDisappear at the
    // end of the turn: semantics-code K5), removeFromParent, whose didMove(nil) while disappearing is sent again (K37)
    @Test func removingAnAppearedChild() throws {
        let f = Fixture()
        let p = f.vc("P"), c = f.vc("C")
        try f.show(p)
        try embed(c, in: p)
        try f.run()
        f.tape.skip()
        try c.willMove(toParent: nil)
        try c.view.removeFromSuperview()
        try c.removeFromParent()
        try f.run()
        #expect(f.take(events) == ["C.willMove(nil)", "C.viewWillDisappear", "C.didMove(nil)", "C.viewDidDisappear", "C.didMove(nil)"])
    }

    // §4 case 5: a superview leaving the window takes its controllers' views with it [39.103 prose]; the did at the
    // end of the turn (semantics-code K5)
    @Test func aSuperviewLeavingTheWindowMakesItsControllersDisappear() throws {
        let f = Fixture()
        let root = f.vc("R"), c = f.vc("C")
        try f.show(root)
        let container = UIView(world: f.world, name: "box")
        try root.view.addSubview(container)
        try container.addSubview(c.view)
        try f.run()
        f.tape.skip()
        try container.removeFromSuperview()
        #expect(f.take(.appearance) == ["C.viewWillDisappear"])
        try f.run()
        #expect(f.take(.appearance) == ["C.viewDidDisappear"])
    }

    // §4 case 5 exception: a child of a manually forwarding parent gets nothing when its view leaves [seed 001] [seed 004]
    @Test func aManuallyForwardedChildGetsNothingWhenItsViewLeaves() throws {
        let f = Fixture()
        let p = f.vc("P"), c = f.vc("C")
        p.shouldAutomaticallyForwardAppearanceMethods = false
        try f.show(p)
        try embed(c, in: p)
        try f.run()
        try c.view.removeFromSuperview()
        try f.run()
        #expect(f.take(.appearance, of: ["C"]) == [])
    }

    // §4 hierarchy checks: addChild where walking up from the child's view finds another controller
    // [doc hierarchyInconsistencyException] [log]
    @Test func addChildWithTheViewInsideAnotherControllerThrows() throws {
        let f = Fixture()
        let p = f.vc("P"), q = f.vc("Q"), c = f.vc("C")
        try q.view.addSubview(c.view)
        var name: String?
        let reason = exceptionReason {
            do { try p.addChild(c) } catch let e as UIKitException { name = e.name; throw e }
        }
        #expect(name == "UIViewControllerHierarchyInconsistency")
        #expect(reason == "child view controller:\(d("C")) should have parent view controller:\(d("Q")) but requested parent is:\(d("P"))")
    }

    // §4 hierarchy checks: a child's view put inside another controller's view [doc] [log IBAnimatable #579 wording]
    @Test func puttingAChildsViewInsideAnotherControllerThrows() throws {
        let f = Fixture()
        let p = f.vc("P"), q = f.vc("Q"), c = f.vc("C")
        try p.addChild(c)
        #expect(exceptionReason { try q.view.addSubview(c.view) }
            == "child view controller:\(d("C")) should have parent view controller:\(d("Q")) but actual parent is:\(d("P"))")
    }

    // §4 hierarchy checks: a parentless controller may put its view anywhere, and a view put where
    // walking up finds no controller at all raises nothing [doc]
    @Test func viewsThatBreakNoParentRelationRaiseNothing() throws {
        let f = Fixture()
        let q = f.vc("Q"), c = f.vc("C"), p = f.vc("P"), e = f.vc("E")
        try p.addChild(e)
        let plain = UIView(world: f.world, name: "plain")
        #expect(exceptionReason {
            try q.view.addSubview(c.view)
            try plain.addSubview(e.view)
        } == nil)
    }

    // semantics-code K38: addChild of a controller with another parent sends it willMove(nil) and removes it first
    @Test func addChildMovesAControllerFromItsOldParent() throws {
        let f = Fixture()
        let p = f.vc("P"), q = f.vc("Q"), c = f.vc("C")
        try p.addChild(c)
        try c.didMove(toParent: p)
        f.tape.skip()
        try q.addChild(c)
        #expect(f.take(events) == ["C.willMove(nil)", "C.didMove(nil)", "C.willMove(Q)"])
        #expect(c.parent === q && p.children.isEmpty)
    }

    // §4 transition(from:to:) with seed 003's switchFrom:to: — both begins inside the call, after `duration`
    // from.view removed, ends (from first), completion [doc header] [seed 003] [choice for the order]
    @Test func transitionFromToOrder() throws {
        let f = Fixture()
        let p = f.vc("P"), from = f.vc("F"), to = f.vc("T")
        try f.show(p)
        try embed(from, in: p)
        try f.run()
        f.tape.skip()
        try from.willMove(toParent: nil)
        try p.addChild(to)
        _ = try to.view   // seed 003: toVC.view.frame = …
        try p.transition(from: from, to: to, duration: 0.25, animations: nil) { _ in
            try to.didMove(toParent: p)
            try from.removeFromParent()
        }
        let inCalls = f.take(events)
        try f.run(seconds: 0.2)
        let at02 = f.take(events)
        try f.run()
        let atEnd = f.take(events)
        #expect([inCalls, at02, atEnd] == [
            ["F.willMove(nil)", "T.willMove(P)", "T.viewDidLoad", "F.viewWillDisappear", "T.viewWillAppear"],
            [],
            ["F.viewDidDisappear", "T.viewDidAppear", "T.didMove(P)", "F.didMove(nil)"],
        ])
        #expect(from.viewIfLoaded?.superview == nil && to.viewIfLoaded?.superview === p.viewIfLoaded)
    }

    // §4 transition(from:to:): both must be children of the receiver [doc header] [log]
    @Test func transitionBetweenNonChildrenThrows() throws {
        let f = Fixture()
        let p = f.vc("P"), from = f.vc("F"), to = f.vc("T")
        try p.addChild(from)
        #expect(exceptionReason { try p.transition(from: from, to: to, duration: 0.25, animations: nil, completion: nil) }
            == "Children view controllers \(d("F")) and \(d("T")) must have a common parent view controller when calling -[UIViewController transitionFromViewController:toViewController:duration:options:animations:completion:]")
    }

    // §4 transition(from:to:): a receiver that forwards manually raises NSInvalidArgumentException (wording [choice])
    @Test func transitionOnAManuallyForwardingReceiverThrows() throws {
        let f = Fixture()
        let p = f.vc("P"), from = f.vc("F"), to = f.vc("T")
        p.shouldAutomaticallyForwardAppearanceMethods = false
        try p.addChild(from)
        try p.addChild(to)
        #expect(exceptionName { try p.transition(from: from, to: to, duration: 0.25, animations: nil, completion: nil) }
            == "NSInvalidArgumentException")
    }

    // semantics-code K1 on §4's transition(from:to:): a `to` that appeared in an earlier turn appears again, no warning
    @Test func transitionToAnAppearedChildAppearsItAgain() throws {
        let f = Fixture()
        let p = f.vc("P"), from = f.vc("F"), to = f.vc("T")
        try f.show(p)
        try embed(from, in: p)
        try embed(to, in: p)
        try f.run()
        f.tape.skip()
        try p.transition(from: from, to: to, duration: 0.25, animations: nil, completion: nil)
        try f.run()
        #expect(f.take(Set<EventKind>.appearance.union([.warning])) == [
            "F.viewWillDisappear", "T.viewWillAppear", "F.viewDidDisappear", "T.viewDidAppear",
        ])
    }

    // semantics-code K1 on §4's transition(from:to:): `to.view` put in the window in the same turn: the begin fires
    // nothing (T is appearing through the window), the window's did completes T, the end warns [log whackylabs]
    @Test func transitionToAViewAddedInTheSameTurnWarnsUnbalanced() throws {
        let f = Fixture()
        let p = f.vc("P"), from = f.vc("F"), to = f.vc("T")
        try f.show(p)
        try embed(from, in: p)
        try f.run()
        f.tape.skip()
        try embed(to, in: p)
        try p.transition(from: from, to: to, duration: 0.25, animations: nil, completion: nil)
        try f.run()
        #expect(f.take(Set<EventKind>.appearance.union([.warning])) == [
            "T.viewWillAppear", "F.viewWillDisappear", "T.viewDidAppear", "F.viewDidDisappear", unbalanced("T"),
        ])
    }

    // §4 seed 004: a child of a UINavigationController that is not one of its displayed controllers
    // gets no appearance callbacks at all, only viewDidLoad
    @Test func adsOverlayOnANavigationControllerGetsOnlyViewDidLoad() throws {
        let f = Fixture()
        let nav = try f.nav("N", root: f.vc("R"))
        try f.show(nav)
        let ads = f.vc("Ads")
        try nav.addChild(ads)
        try nav.view.addSubview(ads.view)
        try ads.didMove(toParent: nav)
        try f.run()
        try ads.view.removeFromSuperview()
        try ads.removeFromParent()
        try f.run()
        #expect(f.take(events, of: ["Ads"]) == ["Ads.willMove(N)", "Ads.viewDidLoad", "Ads.didMove(N)", "Ads.didMove(nil)"])
    }

    // §4 seed 004: the same on a UITabBarController: it forwards only to the selected tab
    @Test func overlayOnATabBarControllerGetsOnlyViewDidLoad() throws {
        let f = Fixture()
        let tabs = UITabBarController(world: f.world, name: "T")
        try tabs.setViewControllers([f.vc("X")])
        try f.show(tabs)
        let ads = f.vc("Ads")
        try tabs.addChild(ads)
        try tabs.view.addSubview(ads.view)
        try ads.didMove(toParent: tabs)
        try f.run()
        #expect(f.take(.lifecycle, of: ["Ads"]) == ["Ads.viewDidLoad"])
    }

    // §4 seed 004's fix: manual begin/end around a 0.2 s fade gives will…did, and the reverse on removal
    @Test func adsOverlayWithManualAppearanceTransitions() throws {
        let f = Fixture()
        let nav = try f.nav("N", root: f.vc("R"))
        try f.show(nav)
        let ads = f.vc("Ads")
        // showIn(_:)
        try nav.addChild(ads)
        try ads.view.frame = nav.view.frame
        try ads.beginAppearanceTransition(true, animated: true)
        try nav.view.addSubview(ads.view)
        try ads.view.alpha = 0
        try f.world.animate(duration: 0.2, animations: { try ads.view.alpha = 1 }) { _ in
            try ads.endAppearanceTransition()
            try ads.didMove(toParent: nav)
        }
        let showing = f.take(events, of: ["Ads"])
        try f.run(seconds: 0.1)
        let at01 = f.take(events, of: ["Ads"])
        try f.run()
        let shown = f.take(events, of: ["Ads"])
        // removeFrom(_:)
        try ads.willMove(toParent: nil)
        try ads.beginAppearanceTransition(false, animated: true)
        try f.world.animate(duration: 0.2, animations: { try ads.view.alpha = 0 }) { _ in
            try ads.view.removeFromSuperview()
            try ads.endAppearanceTransition()
            try ads.removeFromParent()
        }
        let hiding = f.take(events, of: ["Ads"])
        try f.run()
        let hidden = f.take(events, of: ["Ads"])
        #expect([showing, at01, shown, hiding, hidden] == [
            ["Ads.willMove(N)", "Ads.viewDidLoad", "Ads.viewWillAppear"],
            [],
            ["Ads.viewDidAppear", "Ads.didMove(N)"],
            ["Ads.willMove(nil)", "Ads.viewWillDisappear"],
            ["Ads.viewDidDisappear", "Ads.didMove(nil)"],
        ])
    }

    // §4 isMovingToParent: true inside the appearance callbacks of the transition in which the controller joins its parent [doc]
    @Test func isMovingToParentDuringTheJoiningAppearance() throws {
        let f = Fixture()
        let p = f.vc("P"), c = f.vc("C")
        try f.show(p)
        var seen: [Bool] = []
        f.on("C.viewWillAppear") { seen.append(c.isMovingToParent) }
        f.on("C.viewDidAppear") { seen.append(c.isMovingToParent) }
        try embed(c, in: p)
        try f.run()
        try p.beginAppearanceTransition(false, animated: false)
        try p.endAppearanceTransition()
        try p.beginAppearanceTransition(true, animated: false)
        try p.endAppearanceTransition()
        #expect(seen == [true, true, false, false])
    }
}

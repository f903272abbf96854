// semantics §9 as amended by semantics-code K21: viewIsAppearing once per appearance, at the first of
// K21's points, after all its wills, before the did; never on iOS 12.

import Testing
@testable import LifecycleKit

@Suite("§9 viewIsAppearing")
struct ViewIsAppearingTests {
    let events: Set<EventKind> = Set<EventKind>.appearance.union([.viewIsAppearing])

    // §9: full-screen present: first willDisappear, second willAppear, second isAppearing, second didAppear,
    // first didDisappear [log rudin_]
    @Test func fullScreenPresent() throws {
        let f = Fixture()
        let a = f.vc("A"), b = f.vc("B")
        try f.show(a)
        b.modalPresentationStyle = .fullScreen
        try a.present(b, animated: true, completion: nil)
        try f.run()
        #expect(f.take(events) == [
            "A.viewWillDisappear", "B.viewWillAppear", "B.viewIsAppearing", "B.viewDidAppear", "A.viewDidDisappear",
        ])
    }

    // §9: in the layout phase of the turn in which viewWillAppear fired, not 0.5 s later with the did [doc]
    @Test func firesInTheSameTurnAsTheWill() throws {
        let f = Fixture()
        let a = f.vc("A"), b = f.vc("B")
        try f.show(a)
        b.modalPresentationStyle = .fullScreen
        try a.present(b, animated: true, completion: nil)
        try f.run(seconds: 0)
        #expect(f.take(events) == ["A.viewWillDisappear", "B.viewWillAppear", "B.viewIsAppearing"])
    }

    // §9: full-screen dismiss: the revealed presenter gets it between its will and did [doc] [log rudin_]
    @Test func fullScreenDismiss() throws {
        let f = Fixture()
        let a = f.vc("A"), b = f.vc("B")
        try f.show(a)
        b.modalPresentationStyle = .fullScreen
        try a.present(b, animated: true, completion: nil)
        try f.run()
        f.tape.skip()
        try b.dismiss(animated: true, completion: nil)
        try f.run()
        #expect(f.take(events) == [
            "B.viewWillDisappear", "A.viewWillAppear", "A.viewIsAppearing", "A.viewDidAppear", "B.viewDidDisappear",
        ])
    }

    // §9: after all the will callbacks of the commit — a presented container and its child [doc]
    @Test func afterAllTheWillsOfTheCommit() throws {
        let f = Fixture()
        let a = f.vc("A"), p = f.vc("P"), c = f.vc("C")
        f.on("P.viewDidLoad") {
            try p.addChild(c)
            try p.view.addSubview(c.view)
            try c.didMove(toParent: p)
        }
        try f.show(a)
        p.modalPresentationStyle = .fullScreen
        try a.present(p, animated: true, completion: nil)
        try f.run(seconds: 0)
        #expect(f.take(events) == [
            "A.viewWillDisappear", "P.viewWillAppear", "C.viewWillAppear", "P.viewIsAppearing", "C.viewIsAppearing",
        ])
    }

    // §9: a push: after the wills of the commit, before the pushed controller's did [doc] [log VAndrJ]
    @Test func push() throws {
        let f = Fixture()
        let a = f.vc("A"), b = f.vc("B")
        let nav = try f.nav("N", root: a)
        try f.show(nav)
        try nav.pushViewController(b, animated: true)
        try f.run()
        #expect(f.take(events, of: ["A", "B"]) == [
            "A.viewWillDisappear", "B.viewWillAppear", "B.viewIsAppearing", "A.viewDidDisappear", "B.viewDidAppear",
        ])
    }

    // semantics-code K21 (b) [code, E9 _firstCommitBlock]: makeKeyAndVisible puts a fresh view (it needs layout)
    // in the window outside a commit: viewIsAppearing waits for its layout in the commit, not the call
    @Test func makeKeyAndVisibleGivesItAtTheFirstLayout() throws {
        let f = Fixture()
        let a = f.vc("A")
        try f.window.setRootViewController(a)
        try f.window.makeKeyAndVisible()
        let inCall = f.take(events)
        try f.run()
        let endOfTurn = f.take(events)
        #expect([inCall, endOfTurn] == [["A.viewWillAppear"], ["A.viewIsAppearing", "A.viewDidAppear"]])
    }

    // §9: --ios 12: never
    @Test func neverOnIOS12() throws {
        let f = Fixture(ios: 12)
        let a = f.vc("A"), b = f.vc("B")
        try f.window.setRootViewController(a)
        try f.window.makeKeyAndVisible()
        try a.present(b, animated: true, completion: nil)
        try f.run()
        try b.dismiss(animated: true, completion: nil)
        try f.run()
        try b.beginAppearanceTransition(true, animated: false)
        #expect(f.take([.viewIsAppearing]) == [])
    }

    // §9: once per appearance — a second appearance gets it again, a reversal does not double it [doc]
    @Test func oncePerAppearance() throws {
        let f = Fixture()
        let c = f.vc("C")
        try c.beginAppearanceTransition(true, animated: false)
        try c.endAppearanceTransition()
        try c.beginAppearanceTransition(false, animated: false)
        try c.endAppearanceTransition()
        try c.beginAppearanceTransition(true, animated: false)
        try c.endAppearanceTransition()
        #expect(f.take(events) == [
            "C.viewWillAppear", "C.viewIsAppearing", "C.viewDidAppear", "C.viewWillDisappear", "C.viewDidDisappear",
            "C.viewWillAppear", "C.viewIsAppearing", "C.viewDidAppear",
        ])
    }
}

// semantics-layout-app.md §14-§17: loading, the layout phase, safe area, size and trait changes.
// Expectations are the rule book's sentences turned into sequences; each test names its source.

import Testing
@testable import LifecycleKit

extension Set where Element == EventKind {
    static let layoutEvents: Set<EventKind> = Set(EventKind.allCases.filter { $0.category == .layout })
    static let traitEvents: Set<EventKind> = Set(EventKind.allCases.filter { $0.category == .traits || $0.category == .size })
    static let entering: Set<EventKind> = Set<EventKind>.lifecycle.union(Set<EventKind>.layoutEvents).union(Set<EventKind>.traitEvents).union([.viewIsAppearing, .loadView])
}

@Suite("§14-§15 loading and layout")
struct LayoutTests {
    // issue 11: the layout state is a box made on the first value other than a default, so a
    // controller never laid out keeps none; once made, it answers as the ivars did.
    @Test func layoutStateIsMadeOnlyForAValueOtherThanTheDefault() throws {
        let f = Fixture()
        let a = f.vc("A"), b = f.vc("B")
        try a.setAdditionalSafeAreaInsets(UIEdgeInsets())
        a.traitHandlers = []
        a.lastLayoutSize = nil
        #expect(a.layoutState == nil && b.layoutState == nil)
        #expect(a.layoutWalk == 0 && a.toldTraits == nil && a.additionalSafeAreaInsets == UIEdgeInsets())
        try b.setAdditionalSafeAreaInsets(UIEdgeInsets(top: 10))
        #expect(b.layoutState != nil && b.additionalSafeAreaInsets.top == 10)
        try f.show(a)
        #expect(a.layoutState != nil && a.lastLayoutSize != nil && a.toldTraits != nil && a.layoutWalk > 0)
    }

    // §14 [doc header]: loadView then viewDidLoad, back to back, once
    @Test func loadViewComesRightBeforeViewDidLoad() throws {
        let f = Fixture()
        let a = f.vc("A")
        _ = try a.view
        _ = try a.view
        #expect(f.take([.loadView, .viewDidLoad]) == ["A.loadView", "A.viewDidLoad"])
    }

    // §2 amendment, §15.1, §15.2, §9 [doc] [log-summary haomeiwen, wnstkdyu]: a window root's first
    // appearance on iOS 17: entering step (safe area, margins, viewIsAppearing), one pass, then did
    @Test func firstAppearanceOfAWindowRoot() throws {
        let f = Fixture(ios: 17)
        let a = f.vc("A")
        try f.window.setRootViewController(a)
        try f.window.makeKeyAndVisible()
        try f.run()
        #expect(f.take(.entering) == [
            "A.loadView", "A.viewDidLoad", "A.viewWillAppear",
            "A.viewSafeAreaInsetsDidChange", "A.viewLayoutMarginsDidChange", "A.viewIsAppearing",
            "A.updateViewConstraints", "A.viewWillLayoutSubviews", "A.viewDidLayoutSubviews", "A.viewDidAppear",
        ])
    }

    // §15.1 [prose useyourloaf]: iOS 12 tells the first traits on the first entry, and has no viewIsAppearing
    @Test func iOS12FirstEntryTellsTheInitialTraits() throws {
        let f = Fixture(ios: 12)
        let a = f.vc("A")
        try f.window.setRootViewController(a)
        try f.window.makeKeyAndVisible()
        try f.run()
        #expect(f.take(.entering) == [
            "A.loadView", "A.viewDidLoad", "A.viewWillAppear", "A.traitCollectionDidChange",
            "A.viewSafeAreaInsetsDidChange", "A.viewLayoutMarginsDidChange",
            "A.updateViewConstraints", "A.viewWillLayoutSubviews", "A.viewDidLayoutSubviews", "A.viewDidAppear",
        ])
        #expect(f.tape.events.first { $0.event == .traitCollectionDidChange }?.traits == "initial")
    }

    // §15.2 [log-summary toosaa] [doc Apple guide]: a parent's viewDidLayoutSubviews before its child's viewWillLayoutSubviews
    @Test func parentsPassBeforeTheChilds() throws {
        let f = Fixture()
        let nav = try f.nav("Nav", root: f.vc("Root"))
        try f.show(nav)
        nav.viewIfLoaded?.setNeedsLayout()
        try nav.topViewController!.view.setNeedsLayout()
        try f.run()
        #expect(f.take(.layoutEvents) == [
            "Nav.viewWillLayoutSubviews", "Nav.viewDidLayoutSubviews",
            "Root.viewWillLayoutSubviews", "Root.viewDidLayoutSubviews",
        ])
    }

    // §15.3, §15.5 [log readke, uso400]: a push lays out the pushed controller only; a pop lays out nobody
    @Test func pushLaysOutThePushedOnlyAndPopNobody() throws {
        let f = Fixture()
        let a = f.vc("A"), nav = try f.nav("Nav", root: a)
        try f.show(nav)
        let b = f.vc("B")
        try nav.pushViewController(b, animated: true)
        try f.run()
        #expect(f.take(.layoutEvents, of: ["Nav", "A", "B"]).filter { $0.hasSuffix("LayoutSubviews") }
                == ["B.viewWillLayoutSubviews", "B.viewDidLayoutSubviews"])
        try nav.popViewController(animated: true)
        try f.run()
        #expect(f.take(.layoutEvents).isEmpty)
    }

    // §15.3 [log remkoh, seeking-star]: a full-screen presentation lays out B, then its presenter
    @Test func fullScreenPresentationLaysOutThePresenterAfter() throws {
        let f = Fixture()
        let a = f.vc("A"), b = f.vc("B")
        try f.show(a)
        b.modalPresentationStyle = .fullScreen
        try a.present(b, animated: true)
        try f.run()
        #expect(f.take([.viewWillLayoutSubviews]) == ["B.viewWillLayoutSubviews", "A.viewWillLayoutSubviews"])
    }

    // §15.5 [choice]: a sheet's presenter gets no pass
    @Test func sheetPresenterGetsNoPass() throws {
        let f = Fixture()
        let a = f.vc("A"), b = f.vc("B")
        try f.show(a)
        b.modalPresentationStyle = .pageSheet
        try a.present(b, animated: true)
        try f.run()
        #expect(f.take([.viewWillLayoutSubviews]) == ["B.viewWillLayoutSubviews"])
    }

    // §15.4 [doc CALayer.setNeedsLayout] [prose SO 27050776]: coalesced into one pass in the next phase
    @Test func setNeedsLayoutIsCoalesced() throws {
        let f = Fixture()
        let a = f.vc("A")
        try f.show(a)
        try a.view.setNeedsLayout()
        try a.view.setNeedsLayout()
        #expect(f.take(.layoutEvents).isEmpty)   // nothing at once
        try f.run()
        #expect(f.take(.layoutEvents) == ["A.viewWillLayoutSubviews", "A.viewDidLayoutSubviews"])
    }

    // §15.4: updateViewConstraints in the first pass only, and after setNeedsUpdateConstraints
    @Test func updateViewConstraintsFirstPassAndOnRequest() throws {
        let f = Fixture()
        let a = f.vc("A")
        try f.show(a)
        try a.view.setNeedsLayout()
        try f.run()
        #expect(f.take([.updateViewConstraints]).isEmpty)
        try a.view.setNeedsUpdateConstraints()
        try a.view.setNeedsLayout()
        try f.run()
        #expect(f.take([.updateViewConstraints]) == ["A.updateViewConstraints"])
    }

    // §15.4 [doc UIView.layoutIfNeeded] [choice: a fresh view needs layout]: in viewDidLoad it lays out at once
    @Test func layoutIfNeededInViewDidLoad() throws {
        let f = Fixture()
        let a = f.vc("A")
        f.on("A.viewDidLoad") { try a.view.layoutIfNeeded() }
        _ = try a.view
        #expect(f.take([.viewDidLoad, .viewWillLayoutSubviews, .viewDidLayoutSubviews])
                == ["A.viewDidLoad", "A.viewWillLayoutSubviews", "A.viewDidLayoutSubviews"])
        try a.view.layoutIfNeeded()
        #expect(f.take(.layoutEvents).isEmpty)   // nothing needs layout: nothing is called
    }

    // §15.2 [choice]: a feedback loop stops after 100 passes with a warning, no hang
    @Test func feedbackLoopEndsWithAWarning() throws {
        let f = Fixture()
        let a = f.vc("A")
        f.on("A.viewDidLayoutSubviews") { try a.view.setNeedsLayout() }
        try f.window.setRootViewController(a)
        try f.window.makeKeyAndVisible()
        try f.run()
        let got = f.take([.viewDidLayoutSubviews, .warning])
        #expect(got.filter { $0 == "A.viewDidLayoutSubviews" }.count == 100)
        #expect(got.last == "warning: Layout feedback loop: \(d("A")) was laid out 100 times in one run-loop turn.")
    }
}

@Suite("§16-§17 safe area, size and traits")
struct SizeTraitTests {
    // §17.1 [doc Apple guide] [log yagamo] [log-summary radar 24277475]: under a navigation controller
    // only it and its top hear a rotation; will, size, did, safe area, layout, alongside; completion 0.4 s later
    @Test func rotationUnderANavigationController() throws {
        let f = Fixture()
        let below = f.vc("Below"), nav = try f.nav("Nav", root: below)
        try f.show(nav)
        let top = f.vc("Top")
        try nav.pushViewController(top, animated: false)
        try f.run()
        f.tape.skip()
        f.on("Top.viewWillTransition") {}
        f.world.rotate(to: .landscape)
        try f.run()
        #expect(f.take(.traitEvents.union(Set<EventKind>.layoutEvents)) == [
            "Nav.willTransition", "Top.willTransition", "Nav.viewWillTransition", "Top.viewWillTransition",
            "Nav.traitCollectionDidChange", "Top.traitCollectionDidChange",
            "Nav.viewSafeAreaInsetsDidChange", "Nav.viewLayoutMarginsDidChange",
            "Top.viewSafeAreaInsetsDidChange", "Top.viewLayoutMarginsDidChange",
            "Nav.viewWillLayoutSubviews", "Nav.viewDidLayoutSubviews",
            "Top.viewWillLayoutSubviews", "Top.viewDidLayoutSubviews",
        ])
        #expect(f.tape.events.first { $0.event == .viewWillTransition }?.size == "852x393")
        #expect(f.tape.events.first { $0.event == .willTransition }?.traits == "verticalSizeClass: regular→compact")
    }

    // §17.1: a rotation to the same orientation does nothing; no appearance callback ever fires
    @Test func rotatingToTheSameOrientationDoesNothing() throws {
        let f = Fixture()
        let a = f.vc("A")
        try f.show(a)
        f.world.rotate(to: .portrait)
        try f.run()
        #expect(f.take(.entering).isEmpty)
        f.world.rotate(to: .landscape)
        try f.run()
        #expect(f.take(.lifecycle).isEmpty)
    }

    // §17.1 [prose daved01, Yalantis]: an iPad rotation changes no trait and no inset: size and layout only
    @Test func iPadRotationChangesNoTrait() throws {
        let f = Fixture(device: .ipad)
        let a = f.vc("A")
        try f.show(a)
        f.world.rotate(to: .landscape)
        try f.run()
        #expect(f.take(.traitEvents.union(Set<EventKind>.layoutEvents)) == [
            "A.viewWillTransition", "A.viewWillLayoutSubviews", "A.viewDidLayoutSubviews",
        ])
    }

    // §17.2 [log-summary level49]: rotated before any window is visible: no size or trait callbacks at all (iOS 13+)
    @Test func noSizeCallbacksAtLaunch() throws {
        let f = Fixture()
        f.world.rotate(to: .landscape)
        try f.run()
        let a = f.vc("A")
        try f.window.setRootViewController(a)
        try f.window.makeKeyAndVisible()
        try f.run()
        #expect(f.take(.traitEvents).isEmpty)
        #expect(a.traitCollection.verticalSizeClass == .compact)
    }

    // §17.4 [log-summary level49, radar 24277475]: a covered navigation child catches up when shown:
    // willTransition before its viewWillAppear, traits and safe area in its entering step, a pass; never viewWillTransition
    @Test func aCoveredChildCatchesUp() throws {
        let f = Fixture()
        let below = f.vc("Below"), nav = try f.nav("Nav", root: below)
        try f.show(nav)
        try nav.pushViewController(f.vc("Top"), animated: false)
        try f.run()
        f.world.rotate(to: .landscape)
        try f.run()
        f.tape.skip()
        try nav.popViewController(animated: false)
        try f.run()
        #expect(f.take(.entering, of: ["Below"]) == [
            "Below.willTransition", "Below.viewWillAppear", "Below.traitCollectionDidChange",
            "Below.viewSafeAreaInsetsDidChange", "Below.viewLayoutMarginsDidChange", "Below.viewIsAppearing",
            "Below.viewWillLayoutSubviews", "Below.viewDidLayoutSubviews", "Below.viewDidAppear",
        ])
    }

    // §17.3 [prose qiita miyakeso]: Dark Mode: traitCollectionDidChange for every controller in a window, then a pass
    @Test func darkMode() throws {
        let f = Fixture()
        let a = f.vc("A")
        try f.show(a)
        try f.world.setUserInterfaceStyle(.dark)
        try f.run()
        #expect(f.take(.traitEvents.union(Set<EventKind>.layoutEvents)) == [
            "A.traitCollectionDidChange", "A.viewWillLayoutSubviews", "A.viewDidLayoutSubviews",
        ])
        #expect(throws: LifeluaMisuse.self) { try Fixture(ios: 12).world.setUserInterfaceStyle(.dark) }
    }

    // §17.5 [log SO 63372828]: the background snapshot flips the style and back (iOS 13+), none on iOS 12
    @Test func backgroundSnapshotsFlipTwice() throws {
        let f = Fixture()
        let a = f.vc("A")
        try f.show(a)
        try f.world.applyBackgroundSnapshots()
        #expect(f.take([.traitCollectionDidChange]) == ["A.traitCollectionDidChange", "A.traitCollectionDidChange"])
        #expect(f.world.device.userInterfaceStyle == .light)
        let old = Fixture(ios: 12)
        try old.show(old.vc("B"))
        try old.world.applyBackgroundSnapshots()
        #expect(old.take([.traitCollectionDidChange]).isEmpty)
    }

    // §16 [doc viewSafeAreaInsetsDidChange]: a new additionalSafeAreaInsets tells the controller and its
    // displayed descendants at once; the pass waits for the commit
    @Test func additionalSafeAreaInsets() throws {
        let f = Fixture()
        let root = f.vc("Root"), nav = try f.nav("Nav", root: root)
        try f.show(nav)
        try nav.setAdditionalSafeAreaInsets(UIEdgeInsets(top: 44))
        #expect(f.take(.layoutEvents) == [
            "Nav.viewSafeAreaInsetsDidChange", "Nav.viewLayoutMarginsDidChange",
            "Root.viewSafeAreaInsetsDidChange", "Root.viewLayoutMarginsDidChange",
        ])
        try f.run()
        #expect(f.take([.viewWillLayoutSubviews]) == ["Nav.viewWillLayoutSubviews", "Root.viewWillLayoutSubviews"])
    }
}

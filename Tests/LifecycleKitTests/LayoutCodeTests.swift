// semantics-code K21–K25: viewIsAppearing, safe area and traits as UIKit's own code has them
// (evidence code-layout-traits-app.md). Each test fails on the rule it replaces.

import Testing
@testable import LifecycleKit

@Suite("semantics-code K21-K25 layout, safe area, traits")
struct LayoutCodeTests {
    let events: Set<EventKind> = Set<EventKind>.appearance.union([.viewIsAppearing])

    // K24 [code _traitCollectionDidChange:]: the registered handlers run before traitCollectionDidChange;
    // a handler for a trait that did not change does not run; an error before iOS 17 (§17.6)
    @Test func traitHandlersRunBeforeTraitCollectionDidChange() throws {
        let f = Fixture(ios: 17)
        let a = f.vc("A")
        try f.show(a)
        _ = try a.registerForTraitChanges(["verticalSizeClass"]) { _, _ in f.log("handler") }
        _ = try a.registerForTraitChanges(["userInterfaceStyle"]) { _, _ in f.log("never") }
        f.world.rotate(to: .landscape)
        try f.run()
        #expect(f.take([.traitCollectionDidChange, .traitChange, .log]) == [
            "A.traitChange", "log: handler", "A.traitCollectionDidChange",
        ])
        #expect(throws: LifeluaMisuse.self) { _ = try Fixture(ios: 16).vc("B").registerForTraitChanges(["verticalSizeClass"]) { _, _ in } }
    }

    // K23 [code setAdditionalSafeAreaInsets:]: a disappearing controller (still in the window during a push)
    // stores the value and is told nothing; the appeared controller and its displayed child are told inside
    // the setter; an equal value does nothing
    @Test func additionalSafeAreaInsetsOnlyForAppearingOrAppearedControllers() throws {
        let f = Fixture()
        let a = f.vc("A"), nav = try f.nav("Nav", root: a)
        try f.show(nav)
        try nav.pushViewController(f.vc("B"), animated: true)
        try f.run(seconds: 0)
        #expect(a.appearance == .disappearing && a.isInWindow)
        f.tape.skip()
        try a.setAdditionalSafeAreaInsets(UIEdgeInsets(top: 44))
        #expect(f.take(.layoutEvents).isEmpty)
        #expect(a.additionalSafeAreaInsets == UIEdgeInsets(top: 44))
        try nav.setAdditionalSafeAreaInsets(UIEdgeInsets(left: 10))
        #expect(f.take(.layoutEvents) == [
            "Nav.viewSafeAreaInsetsDidChange", "Nav.viewLayoutMarginsDidChange",
            "B.viewSafeAreaInsetsDidChange", "B.viewLayoutMarginsDidChange",
        ])
        try nav.setAdditionalSafeAreaInsets(UIEdgeInsets(left: 10))
        #expect(f.take(.layoutEvents).isEmpty)
    }

    // K22 [code viewDidMoveToWindow:, _updateContentOverlayInsetsForSelfAndChildren]: the safe area is computed
    // when a view enters a window: a controller driven by begin/end off screen (K3) is told none
    @Test func noSafeAreaWithoutAWindow() throws {
        let f = Fixture()
        let c = f.vc("C")
        try c.beginAppearanceTransition(true, animated: false)
        try c.endAppearanceTransition()
        #expect(f.take(.entering) == ["C.loadView", "C.viewDidLoad", "C.viewWillAppear", "C.viewIsAppearing", "C.viewDidAppear"])
    }

    // K22: skipped while the controller is disappeared — the child of a container that forwards by hand and
    // never began it hears no safe-area change on an iPhone rotation; its container does
    @Test func noSafeAreaWhileDisappeared() throws {
        let f = Fixture()
        let p = f.vc("P"), c = f.vc("C")
        p.shouldAutomaticallyForwardAppearanceMethods = false
        try f.show(p)
        try p.addChild(c)
        try p.view.addSubview(c.view)
        try c.didMove(toParent: p)
        try f.run()
        #expect(c.appearance == .disappeared && c.isInWindow)
        f.tape.skip()
        f.world.rotate(to: .landscape)
        try f.run()
        #expect(f.take([.viewSafeAreaInsetsDidChange]) == ["P.viewSafeAreaInsetsDidChange"])
    }

    // K21 (b) [code __viewIsAppearing:, layoutSublayersOfLayer:]: no shared entering phase — a presented container's
    // child that needs layout gets viewIsAppearing at the start of its own layout, after its parent's viewDidLayoutSubviews
    @Test func aChildGetsViewIsAppearingAfterItsParentsLayout() throws {
        let f = Fixture()
        let a = f.vc("A"), p = f.vc("P"), c = f.vc("C")
        f.on("P.viewDidLoad") {
            try p.addChild(c)
            try p.view.addSubview(c.view)
            try c.didMove(toParent: p)
        }
        try f.show(a)
        p.modalPresentationStyle = .fullScreen
        try a.present(p, animated: true)
        try f.run(seconds: 0)
        #expect(f.take([.viewIsAppearing, .updateViewConstraints, .viewWillLayoutSubviews, .viewDidLayoutSubviews], of: ["P", "C"]) == [
            "P.viewIsAppearing", "P.updateViewConstraints", "P.viewWillLayoutSubviews", "P.viewDidLayoutSubviews",
            "C.viewIsAppearing", "C.updateViewConstraints", "C.viewWillLayoutSubviews", "C.viewDidLayoutSubviews",
        ])
    }

    // K21 (c) [code _prepareForNavigationTransition:, log VAndrJ iOS 17.4]: a navigation controller's top gets
    // viewIsAppearing in the transition's preparation — inside makeKeyAndVisible where the navigation controller
    // starts its top's appearance there (iOS 17) — before the navigation controller's own, which waits for its
    // first layout (K21 b); (a): a view that enters a window needing no layout (revealed by a pop, same size)
    // gets it inside the operation that puts it there, before any layout
    @Test func noLayoutNeededOrANavigationTopGetsItAtOnce() throws {
        let f = Fixture(ios: 17)
        let root = f.vc("Root"), nav = try f.nav("Nav", root: root)
        try f.window.setRootViewController(nav)
        try f.window.makeKeyAndVisible()
        #expect(f.take([.viewIsAppearing]) == ["Root.viewIsAppearing"])
        try f.run()
        #expect(f.take([.viewIsAppearing, .viewWillLayoutSubviews]) == ["Nav.viewIsAppearing", "Nav.viewWillLayoutSubviews", "Root.viewWillLayoutSubviews"])
        try nav.pushViewController(f.vc("B"), animated: false)
        try f.run()
        f.tape.skip()
        try nav.popViewController(animated: false)
        try f.run()
        #expect(f.take([.viewWillAppear, .viewIsAppearing, .viewWillLayoutSubviews], of: ["Root"]) == ["Root.viewWillAppear", "Root.viewIsAppearing"])
    }

    // K21 (c) on --ios 18: the navigation controller defers its top's appearance to the commit (semantics §5);
    // the top's viewIsAppearing comes there, in the preparation, before the navigation controller's first layout
    @Test func aNavigationTopBeforeItsNavigationControllersLayout() throws {
        let f = Fixture()
        let root = f.vc("Root"), nav = try f.nav("Nav", root: root)
        try f.window.setRootViewController(nav)
        try f.window.makeKeyAndVisible()
        #expect(f.take([.viewIsAppearing]) == [])
        try f.run()
        #expect(f.take([.viewWillAppear, .viewIsAppearing, .viewWillLayoutSubviews]) == [
            "Nav.viewWillAppear", "Root.viewWillAppear", "Root.viewIsAppearing", "Nav.viewIsAppearing",
            "Nav.viewWillLayoutSubviews", "Root.viewWillLayoutSubviews",
        ])
    }

    // K21 (d) [code _setViewAppearState: calls __viewIsAppearing before any other state]: still pending, it fires
    // right before viewWillDisappear — a view that enters a window and leaves it in the same operation
    @Test func pendingViewIsAppearingFiresBeforeViewWillDisappear() throws {
        let f = Fixture()
        let a = f.vc("A"), b = f.vc("B")
        try f.show(a)
        try f.world.operation {
            try a.view.addSubview(b.view)
            try b.view.removeFromSuperview()
        }
        try f.run()
        #expect(f.take(events, of: ["B"]) == ["B.viewWillAppear", "B.viewIsAppearing", "B.viewWillDisappear", "B.viewDidDisappear"])
    }

    // K21 (d) with evidence code-layout-traits-app E3: the step that fires the pending viewIsAppearing
    // goes on after it without looking again, so a viewIsAppearing override that makes the
    // controller disappear (its parent's view leaves the window: the forwarded viewWillDisappear)
    // is followed by the step's own viewWillDisappear (docs/decisions.md, "Code run by K21 (d)")
    @Test func codeInAPendingViewIsAppearingDoesNotStopTheStepThatFiredIt() throws {
        let f = Fixture()
        let home = f.vc("Home"), other = f.vc("Other"), child = f.vc("Child")
        try f.show(home)
        f.on("Child.viewIsAppearing") { try f.window.setRootViewController(other) }
        try f.world.operation {
            try home.addChild(child)
            try home.view.addSubview(child.view)
            try child.didMove(toParent: home)
            try child.view.removeFromSuperview()
        }
        try f.run()
        #expect(f.take(events, of: ["Home", "Child"]) == [
            "Child.viewWillAppear", "Child.viewIsAppearing",
            "Home.viewWillDisappear", "Child.viewWillDisappear", "Child.viewWillDisappear",
            "Child.viewDidDisappear", "Home.viewDidDisappear",
        ])
    }

    // K25 [code _parentTraitEnvironment]: on iOS 17+ a presenter covered by a full-screen presentation (its view out
    // of the window) hears nothing of a rotation's traits (it still gets viewWillTransition, §17.1) and is told on
    // its next window entry, before its viewIsAppearing and its layout; before iOS 17 it is told at once (§17.4)
    @Test func anOffWindowControllerIsToldItsTraitsOnItsNextWindowEntry() throws {
        let kinds: Set<EventKind> = [.willTransition, .viewWillTransition, .traitCollectionDidChange, .viewWillAppear,
                                     .viewIsAppearing, .viewWillLayoutSubviews]
        for ios in [16, 17] {
            let f = Fixture(ios: ios)
            let home = f.vc("Home"), player = f.vc("Player")
            try f.show(home)
            player.modalPresentationStyle = .fullScreen
            try home.present(player, animated: false)
            try f.run()
            f.tape.skip()
            f.world.rotate(to: .landscape)
            try f.run()
            let atRotation = f.take(kinds, of: ["Home"])
            try player.dismiss(animated: false)
            try f.run()
            let atReturn = f.take(kinds, of: ["Home"])
            if ios == 17 {
                #expect(atRotation == ["Home.viewWillTransition"])
                #expect(atReturn == ["Home.willTransition", "Home.viewWillAppear", "Home.traitCollectionDidChange",
                                     "Home.viewIsAppearing", "Home.viewWillLayoutSubviews"])
            } else {
                #expect(atRotation == ["Home.willTransition", "Home.viewWillTransition", "Home.traitCollectionDidChange"])
                #expect(atReturn == ["Home.viewWillAppear", "Home.viewIsAppearing", "Home.viewWillLayoutSubviews"])
            }
        }
    }
}

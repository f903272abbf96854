// A controller is in one place at a time (issue 12; docs/decisions.md, the rows on controllers
// taken by another container, a window's root made a child, a child made a root, a presented
// controller made a child, containment cycles, transition(from: X, to: X)). Each case is a
// sequence the random run shortened, or a leak LeakSanitizer found, that broke it before its fix.

import Testing
@testable import LifeluaBindings
import LifecycleKit
import LifecycleTrace

@Suite struct OnePlacePerControllerTests {
    /// seed 769: a window's root pushed elsewhere appeared a second time there (two viewDidAppear).
    @Test func aWindowsRootMadeAChildLeavesItsWindowFirst() {
        let (trace, error) = run("""
        local C, N = UIViewController("C"), UINavigationController{ name = "N" }
        local W1, W2 = UIWindow(), UIWindow()
        W1.rootViewController = C; W1:makeKeyAndVisible()
        RunLoop.run()
        N:pushViewController(C, false)
        W2.rootViewController = N; W2:makeKeyAndVisible()
        RunLoop.run()
        assert(W1.rootViewController == nil)
        """, kinds: appearanceKinds)
        #expect(error == nil)
        #expect(trace.filter { $0.hasPrefix("C.") } == [
            "C.viewWillAppear", "C.viewDidAppear",        // root of W1
            "C.viewWillDisappear",                         // leaves W1 as it is pushed; its did is queued (K5)…
            "C.didMove",                                   // N is off screen: relations only (§5)
            "C.viewWillAppear", "C.viewDidAppear",         // …and emptied by N's will in W2 (§2, K33)
        ])
    }

    /// seed 74: a navigation child moved into tabs stayed in the stack; the navigation controller
    /// then raised UIKit's hierarchy exception when it appeared (and stayed appearing).
    @Test func aChildTakenByTabsLeavesTheNavigationStack() {
        let (trace, error) = run("""
        local C, N, T = UIViewController("C"), UINavigationController{ name = "N" }, UITabBarController{ name = "T" }
        N:show(C)
        T.viewControllers = { C }
        assert(#N.viewControllers == 0 and N.topViewController == nil)
        local W = UIWindow(); W.rootViewController = N; W:makeKeyAndVisible()
        """, kinds: appearanceKinds)
        #expect(error == nil)
        #expect(trace.filter { $0.hasPrefix("N.") } == ["N.viewWillAppear", "N.viewDidAppear"])
    }

    /// seed 2917: a child set as a window's root stayed appearing for ever.
    @Test func aChildMadeAWindowsRootLeavesItsParentFirst() {
        let (trace, error) = run("""
        local A, N = UIViewController("A"), UINavigationController{ name = "N" }
        local W1, W2 = UIWindow(), UIWindow()
        A:addChild(N); A.view:addSubview(N.view); N:didMove(A)
        W2.rootViewController = A; W2:makeKeyAndVisible()
        W1.rootViewController = N; W1:makeKeyAndVisible()
        RunLoop.run()
        assert(N.parent == nil)
        """, kinds: appearanceKinds)
        #expect(error == nil)
        #expect(trace.filter { $0.hasPrefix("N.") } == [
            "N.didMove", "N.viewWillAppear", "N.viewWillDisappear", "N.viewDidDisappear", "N.didMove",
            "N.viewWillAppear", "N.viewDidAppear",
        ])
    }

    /// seed 4966: a tab removed by hand during a cancelled swipe stayed disappearing.
    @Test func aControllerTakenWhileDisappearingEndsItsDisappearance() {
        let (trace, error) = run("""
        local B, C = UIViewController("B"), UIViewController("C")
        local N, T = UINavigationController{ name = "N" }, UITabBarController{ name = "T" }
        N:pushViewController(B, false)
        local W = UIWindow(); W.rootViewController = N; W:makeKeyAndVisible()
        T.viewControllers = { C }
        N:pushViewController(T, false)
        RunLoop.run()
        N:interactivePop{ cancel = true }
        RunLoop.run(0)
        C:willMove(nil); C.view:removeFromSuperview(); C:removeFromParent()
        """, kinds: appearanceKinds)
        #expect(error == nil)
        #expect(trace.filter { $0.hasPrefix("C.view") }.suffix(2) == ["C.viewWillDisappear", "C.viewDidDisappear"])
    }

    /// seed 6040: a navigation top replaced while the navigation controller was being covered
    /// stayed disappearing.
    @Test func aTopLeavingACoveredNavigationControllerEndsItsDisappearance() {
        let (trace, error) = run("""
        local B, T = UIViewController("B"), UITabBarController{ name = "T" }
        local N1, N2 = UINavigationController{ name = "N1" }, UINavigationController{ name = "N2" }
        N1.modalPresentationStyle = "currentContext"
        local W = UIWindow(); W.rootViewController = N2; W:makeKeyAndVisible()
        N2:pushViewController(T, false)
        RunLoop.run()
        N2:present(N1, true)
        N2:pushViewController(B, false)
        """, kinds: appearanceKinds)
        #expect(error == nil)
        #expect(trace.filter { $0.hasPrefix("T.view") } == ["T.viewWillAppear", "T.viewDidAppear", "T.viewWillDisappear", "T.viewDidDisappear"])
    }

    /// seed 769 (second form): a presented controller pushed elsewhere appeared twice.
    @Test func aPresentedControllerCannotBecomeAChild() {
        let (trace, error) = run("""
        local D, A, N = UIViewController("D"), UIViewController("A"), UINavigationController{ name = "N" }
        local W = UIWindow(); W.rootViewController = D; W:makeKeyAndVisible()
        D:present(A, false)
        RunLoop.run()
        log("push")
        N:pushViewController(A, false)
        """)
        #expect(trace.last == "log: push")
        // semantics-code K38: UIKit's hierarchy exception and text
        #expect(error == "scenario:6: UIViewControllerHierarchyInconsistency: trying to add child view controller that is already presented: <UIViewController: A>")
    }

    /// LeakSanitizer (scripts/test-sanitizers): a presenter made the child of what it presents
    /// leaked the whole world; it is an exception now.
    @Test func aPresenterCannotBecomeTheChildOfWhatItPresents() {
        let (_, error) = run("""
        local E, A = UIViewController("E"), UIViewController("A")
        local w = UIWindow(); w.rootViewController = E; w:makeKeyAndVisible()
        E:present(A, true); A:addChild(E)
        """)
        #expect(error == "scenario:3: NSInvalidArgumentException: Application tried to add a child view controller <UIViewController: E> to <UIViewController: A>, which it presents.")
    }

    /// random seed 11692: N1 (through its child F) presented B, made a window's root; B then
    /// presented N1, a cycle of presentation and containment, and the next walk up the chain
    /// never ended (a hang). Refused before anything changes; the other presentation goes on.
    @Test func aControllerCannotBePresentedByWhatItPresents() {
        let (trace, error) = run("""
        local B, F, N1 = UIViewController("B"), UIViewController("F"), UINavigationController{ name = "N1" }
        local W = UIWindow(); W.rootViewController = N1; W:makeKeyAndVisible(); RunLoop.run()
        N1:pushViewController(F, false); RunLoop.run()
        F:present(B); RunLoop.run()
        W.rootViewController = B; W:makeKeyAndVisible(); RunLoop.run(); log("present")
        B:present(N1, true)
        """)
        #expect(trace.last == "log: present")
        #expect(error == "scenario:6: NSInvalidArgumentException: Application tried to present modally a view controller <UINavigationController: N1> from <UIViewController: B>, which it presents.")
    }

    /// seed 718: transition(from: X, to: X) made X appear twice.
    @Test func aTransitionFromAControllerToItselfIsAnException() {
        let (_, error) = run("""
        local P, X = UIViewController("P"), UIViewController("X")
        P:addChild(X)
        P:transition(X, X, 0.25, "transitionCrossDissolve", nil, nil)
        """)
        #expect(error?.hasPrefix("scenario:3: NSInvalidArgumentException: Children view controllers <UIViewController: X> and <UIViewController: X> must be two different view controllers") == true)
    }

    // issue 12 item 6: a containment cycle is UIKit's hierarchy exception, not an endless walk
    @Test func containmentCycleIsAnError() {
        let got = failure("local a, b = UIViewController('A'), UIViewController('B'); a:addChild(b); b:addChild(a)")
        #expect(got?.contains("UIViewControllerHierarchyInconsistency") == true, "\(got ?? "no error")")
    }
}

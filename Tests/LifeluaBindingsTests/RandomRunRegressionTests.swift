// issue 12, item 12 and the random run (scripts/random-scenarios): each case is a sequence the
// random run shortened, which broke the appearance state machine before its fix.

import Testing
@testable import LifeluaBindings
import LifecycleKit

private let appearanceKinds: Set<String> = ["viewWillAppear", "viewDidAppear", "viewWillDisappear", "viewDidDisappear", "didMove"]

@Suite struct RandomRunRegressionTests {
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

    /// issue 12, item 12: an override that raises in the middle of replacing a root left the old
    /// root disappearing for ever and the new one never installed; now the operation finishes,
    /// then the error reaches the script's pcall.
    @Test func anErrorInAnOverrideLetsTheOperationFinishFirst() {
        let (trace, error) = run("""
        local V = UIViewController:subclass("V", { viewWillDisappear = function(self) error("boom in override") end })
        local W = UIWindow(); W.rootViewController = V("A"); W:makeKeyAndVisible()
        RunLoop.run()
        local ok, e = pcall(function() W.rootViewController = UIViewController("B") end)
        log(tostring(ok) .. " " .. e)
        RunLoop.run()
        """, kinds: appearanceKinds.union(["log"]))
        #expect(error == nil)
        // semantics-code K5: the replaced root's viewDidDisappear is queued to the end of the turn
        #expect(trace == ["A.viewWillAppear", "A.viewDidAppear", "A.viewWillDisappear",
                          "B.viewWillAppear", "log: false scenario:1: boom in override", "A.viewDidDisappear", "B.viewDidAppear"])
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

    /// LeakSanitizer: a rotation coordinator kept by its own alongside block never freed, nor the
    /// controller the block captured.
    @Test func aControllerCapturedByAnAlongsideBlockDeinits() {
        let (trace, error) = run("""
        local V = UIViewController:subclass("V", { viewWillTransition = function(self, size, c) c:animate(function() log(self.name) end, nil) end })
        local w = UIWindow(); w.rootViewController = V("v"); w:makeKeyAndVisible()
        UIDevice.rotate("landscape"); RunLoop.run()
        w.rootViewController = UIViewController("x"); RunLoop.run(); collectgarbage(); RunLoop.run()
        """, kinds: ["deinit"])
        #expect(error == nil)
        #expect(trace == ["v.deinit"])
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
}

/// issue 12, item 8 and the corpus (Tests/bad-scenarios): messages name the script's line.
@Suite struct MessagePlaceTests {
    @Test(arguments: [
        ("log('x')\nrawset(UIViewController, 0/0, 1)", "scenario:2: table index is NaN"),
        ("log('x')\ncoroutine.yield()", "scenario:2: attempt to yield from outside a coroutine"),
        ("log('x')\nerror({})", "scenario:2: (error object is a table value)"),
        ("log('x')\nerror('plain', 0)", "scenario:2: plain"),
        ("local t = setmetatable({}, { __gc = function() error('boom in __gc') end })\nt = nil\ncollectgarbage()",
         "scenario:1: boom in __gc (in a __gc metamethod)"),
        ("local a, b = UIViewController('A'), UIViewController('B')\na.present(b)",
         "scenario:2: present: argument #1: expected a view controller, got no value (obj.present(x) passes x as self: call it with ':', as in obj:present(x))"),
        ("DispatchQueue.main:asyncAfter(1, 5)", "scenario:1: DispatchQueue.main:asyncAfter: argument #2: expected function, got number"),
        ("local t = UITabBarController{ name = 'T', viewControllers = { UIViewController('A') } }\nt.selectedIndex = math.maxinteger",
         "scenario:2: selectedIndex: integer out of range: 9223372036854775807"),
        ("UIViewController{ name = {} }", "scenario:1: UIViewController: name: expected a string, got table"),
        ("UIViewController:subclass('X', { viewDidLoad = 42 })", "scenario:1: subclass: viewDidLoad: expected a function, got number"),
        ("UIApplication.delegate = { applicationWillResignActive = 5 }", "scenario:1: applicationWillResignActive: expected a function, got number"),
        ("local d = UIViewController('D')\nd.transitioningDelegate = { presentationController = 5 }", "scenario:2: presentationController: expected a table, got number"),
    ])
    func theMessageNamesTheLine(source: String, message: String) {
        #expect(run(source).error == message)
    }
}

// Script code that re-enters the engine (issue 12, items 4 and 5): a transition started from
// inside viewIsAppearing runs, and deferred work re-validates when it runs.

import Testing
@testable import LifeluaBindings
import LifecycleKit
import LifecycleTrace

@Suite struct ReentrancyTests {
    // issue 12 item 4: a new appearance transition started from inside viewIsAppearing tripped
    // Swift's exclusive-access check (abort). It now runs; the manual begin/end drive their own
    // callbacks (semantics §1: beginAppearanceTransition(false) → viewWillDisappear, end → did).
    @Test func aTransitionStartedInsideViewIsAppearingRuns() {
        let r = run("""
            local w = UIWindow(); local home = UIViewController("Home")
            w.rootViewController = home; w:makeKeyAndVisible(); RunLoop.run()
            local V = UIViewController:subclass("V", {
              viewIsAppearing = function(self, animated)
                self:beginAppearanceTransition(false, false)
                self:endAppearanceTransition()
              end,
            })
            home:present(V("v"), false); RunLoop.run()
            """)
        #expect(r.error == nil, "\(r.error ?? "")")
        #expect(r.trace.filter { $0 == "v.viewIsAppearing" }.count == 1)
        let appearing = r.trace.firstIndex(of: "v.viewIsAppearing") ?? -1
        #expect(r.trace.firstIndex(of: "v.viewWillDisappear").map { $0 > appearing } == true, "\(r.trace)")
        #expect(r.trace.firstIndex(of: "v.viewDidDisappear").map { $0 > appearing } == true, "\(r.trace)")
    }

    // issue 12 item 5: deferred work re-validates when it runs
    @Test func staleDeferredWorkDoesNothing() {
        #expect(failure(tabsOfTwo + "t:tap(2)\nt.viewControllers = { UIViewController('C') }\nRunLoop.run()") == nil)
        #expect(failure("""
            local w = UIWindow(); local root = UIViewController("R")
            local nav = UINavigationController("N", root); w.rootViewController = nav; w:makeKeyAndVisible(); RunLoop.run()
            local x, y = UIViewController("X"), UIViewController("Y")
            nav:pushViewController(x, true); nav:pushViewController(y, true); RunLoop.run()
            nav:pushViewController(UIViewController("Z"), true)
            nav:popToViewController(x, true)
            nav.viewControllers = { root }
            RunLoop.run()
            """) == nil)
    }
}

// Inputs a hostile or careless script may give (issue 12): each used to trap, crash or hang
// the process; each must now be a Lua error naming the place, or run to its end.

import Testing
@testable import LifeluaBindings
import LifecycleKit
import LifecycleTrace

/// Runs Lua source; the error message, or nil when it ran to its end.
private func failure(_ source: String, device: Device = .iphone) -> String? {
    var options = RunOptions()
    options.configuration = Configuration(device: device)
    let runner = ScenarioRunner(options: options, sinks: [], output: { _ in })
    let outcome = runner.run(source: source, name: "=scenario")
    runner.finish()
    if case .failure(let message, _) = outcome { return message }
    return nil
}

private let tabsOfTwo = """
local w = UIWindow()
local t = UITabBarController{ name = "T", viewControllers = { UIViewController("A"), UIViewController("B") } }
w.rootViewController = t; w:makeKeyAndVisible(); RunLoop.run()
"""

@Suite struct HardeningTests {
    // issue 12 item 1: numbers are checked where they cross the bridge
    @Test(arguments: [
        ("UIView.animate(1/0, function() end)", "UIView.animate: argument #1: expected a finite number"),
        ("UIView.animate(-1, function() end)", "UIView.animate: argument #1: expected a duration in seconds from 0 to 1e9"),
        ("DispatchQueue.main:asyncAfter(0/0, function() end)", "asyncAfter: argument #1: expected a finite number"),
        ("RunLoop.run(1e300)", "RunLoop.run: argument #1: expected a duration in seconds from 0 to 1e9"),
        ("local v = UIView('V'); v.alpha = 0/0", "alpha: expected a finite number"),
    ])
    func badNumbersAreErrors(source: String, message: String) {
        let got = failure(source)
        #expect(got?.contains(message) == true, "\(got ?? "no error")")
    }

    @Test func hugeIntegersAreErrors() {
        #expect(failure(tabsOfTwo + "t:tap(math.mininteger)")?.contains("tap: argument #1: integer out of range") == true)
        #expect(failure(tabsOfTwo + "t.selectedIndex = math.maxinteger")?.contains("selectedIndex: integer out of range: 9223372036854775807") == true)
    }

    // issue 12 item 3: the class metatable cannot be reached or misused
    @Test func classMetatablesAreProtected() {
        #expect(failure("assert(getmetatable(UIViewController) == 'UIKit class')") == nil)
        // the protected metatable is a string: its __call is nil, the real metamethod out of reach
        #expect(failure("getmetatable(UIViewController).__call(42)") == "scenario:1: attempt to call a nil value (field '__call')")
        #expect(failure("setmetatable(UIViewController, {})")?.contains("protected metatable") == true)
    }

    // issue 12 item 1: a window resized to an infinite or huge width trapped (Int of a Double)
    @Test func resizeChecksItsNumbers() {
        let window = "local w = UIWindow(); w.rootViewController = UIViewController('A'); w:makeKeyAndVisible(); RunLoop.run()\n"
        #expect(failure(window + "w:resize{ width = 1/0 }", device: .ipad) == "scenario:2: resize.width: expected a finite number, got number")
        #expect(failure(window + "w:resize{ height = 3 }", device: .ipad) == "scenario:2: resize: expected a positive width (and height)")
        #expect(failure(window + "w:resize{ width = 1e300 }; RunLoop.run()", device: .ipad) == nil)
    }

    // issue 12 item 2: a NaN key is refused in Swift, before any raw set could raise across a Swift frame
    @Test func nanKeysAreErrorsNotRaisesFromSwift() {
        #expect(failure("UIViewController[0/0] = 1")?.contains("scenario:1: index is nil or NaN") == true)
        #expect(failure("local v = UIViewController('A'); v[0/0] = 1")?.contains("scenario:1: index is nil or NaN") == true)
    }

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

    // issue 12 item 6: a containment cycle is UIKit's hierarchy exception, not an endless walk
    @Test func containmentCycleIsAnError() {
        let got = failure("local a, b = UIViewController('A'), UIViewController('B'); a:addChild(b); b:addChild(a)")
        #expect(got?.contains("UIViewControllerHierarchyInconsistency") == true, "\(got ?? "no error")")
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

    // issue 12 item 7, semantics §8: delegate tables whose functions capture their owner are kept
    // where Lua's collector sees them, so a dismissed navigation controller and its child deinit
    // (Nav first, then the child it alone held); before, the registry pinned the cycle for good.
    @Test func delegateCapturingItsOwnerDoesNotLeak() {
        let r = run("""
        local w = UIWindow(); local root = UIViewController("Root")
        w.rootViewController = root; w:makeKeyAndVisible(); RunLoop.run()
        do
          local nav = UINavigationController("Nav", UIViewController("Inner"))
          nav.delegate = { didShow = function() local _ = nav end }
          nav.presentationControllerDelegate = { presentationControllerDidDismiss = function() local _ = nav end }
          nav.transitioningDelegate = { transitionDuration = 0.1, owner = nav }
          assert(nav.delegate.didShow and nav.presentationControllerDelegate and nav.transitioningDelegate.owner == nav)
          root:present(nav, false); RunLoop.run()
          root:dismiss(false); RunLoop.run()
        end
        collectgarbage(); RunLoop.run()
        """, kinds: ["deinit"])
        #expect(r.error == nil)
        #expect(r.trace == ["Nav.deinit", "Inner.deinit"])
    }

    // The delegate survives while UIKit holds its owner and no Lua variable does, and can be cleared.
    @Test func delegateLivesAsLongAsItsOwner() {
        let r = run("""
        local w = UIWindow()
        local function make()
          local nav = UINavigationController("Nav", UIViewController("A"))
          nav.delegate = { didShow = function(n, vc) log("didShow " .. vc.name) end }
          return nav
        end
        w.rootViewController = make(); w:makeKeyAndVisible(); RunLoop.run()
        collectgarbage(); collectgarbage()
        local nav = w.rootViewController
        nav:pushViewController(UIViewController("B"), false); RunLoop.run()
        nav.delegate = nil
        assert(nav.delegate == nil)
        nav:pushViewController(UIViewController("C"), false); RunLoop.run()
        """, kinds: ["log"])
        #expect(r.error == nil)
        #expect(r.trace == ["log: didShow A", "log: didShow B"])  // semantics §5: the first appearance calls didShow for the top controller
    }

    // issue 12 item 7, semantics §8: an alert action's handler and a trait-change handler that
    // capture their controller are kept with it, so both controllers deinit once nothing holds them
    // (before, registry references kept them alive for good); the handlers still run.
    @Test func handlersCapturingTheirControllerDoNotLeak() {
        let r = run("""
        local w = UIWindow(); local root = UIViewController("Root")
        w.rootViewController = root; w:makeKeyAndVisible(); RunLoop.run()
        do
          local alert = UIAlertController{ name = "Alert", title = "T", preferredStyle = "alert" }
          alert:addAction(UIAlertAction{ title = "OK", handler = function(a) log("tapped " .. alert.name) end })
          root:present(alert, true); RunLoop.run()
          alert:tap("OK"); RunLoop.run()
        end
        do
          local vc = UIViewController("Traits")
          vc:registerForTraitChanges({ "verticalSizeClass" }, function() log("traits " .. vc.name) end)
          root:present(vc, false); RunLoop.run()
          UIDevice.rotate("landscape"); RunLoop.run()
          root:dismiss(false); RunLoop.run()
        end
        collectgarbage(); RunLoop.run()
        """, kinds: ["log", "deinit"])
        #expect(r.error == nil)
        #expect(r.trace == ["log: tapped Alert", "log: traits Traits", "Alert.deinit", "Traits.deinit"])
    }

    // The other side of the same rule: a handler must live as long as what UIKit keeps. An action
    // only its alert holds keeps its handler through full collections (lua-api.md, Alerts).
    @Test func anActionOnlyItsAlertHoldsKeepsItsHandler() {
        let r = run("""
        local w = UIWindow(); local root = UIViewController("Root")
        w.rootViewController = root; w:makeKeyAndVisible(); RunLoop.run()
        local alert = UIAlertController{ name = "Alert", title = "T", preferredStyle = "alert" }
        alert:addAction(UIAlertAction{ title = "OK", handler = function() log("handler ran") end })
        collectgarbage(); collectgarbage()
        root:present(alert, true); RunLoop.run()
        collectgarbage(); collectgarbage()
        alert:tap("OK"); RunLoop.run()
        """, kinds: ["log"])
        #expect(r.error == nil)
        #expect(r.trace == ["log: handler ran"])
    }
}

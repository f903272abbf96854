// semantics §8 and issue 12 item 7: what UIKit keeps lives as long as it keeps it (a delegate, an
// action's handler), and what only a cycle through the script holds deinits (delegates, handlers
// and alongside blocks that capture their controller).

import Testing
@testable import LifeluaBindings
import LifecycleKit
import LifecycleTrace

@Suite struct LifetimeTests {
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
}

// issue 30, docs/decisions.md "Deinit at scale": controllers a loop makes and drops, with no
// checkpoint in it, are released once as many wait as the limit of exact deinit timing (the
// next object made outside an operation), not all at the end; below it, nothing moves.
@Suite struct DroppedAtScaleTests {
    private func deinitsBeforeTheLog(_ count: Int) -> Int {
        let r = run("""
        for i = 1, \(count) do local c = UIViewController("C" .. i) end
        log("after the loop")
        """, kinds: ["deinit", "log"])
        #expect(r.error == nil)
        return r.trace.firstIndex(of: "log: after the loop") ?? -1
    }

    @Test func aLoopAtScaleReleasesAsItGoes() {
        #expect(deinitsBeforeTheLog(20_000) > 0)
    }

    @Test func belowTheLimitDeinitsWaitForACheckpoint() {
        #expect(deinitsBeforeTheLog(300) == 0)
    }
}

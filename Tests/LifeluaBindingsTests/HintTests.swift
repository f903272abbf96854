// issue 13: each hint rule fires on its trap and stays silent on a near-identical scenario
// without it. The scenarios are the seeds' traps (the expectations are the rules' ids).

import Testing
@testable import LifeluaBindings
import LifecycleKit
import LifecycleTrace

/// Runs a scenario; the ids of the hints it ends with.
private func hintIDs(_ source: String, ios: Int = 18) -> [String] {
    var options = RunOptions()
    options.configuration = Configuration(iosVersion: ios)
    let runner = ScenarioRunner(options: options, sinks: [], output: { _ in })
    let outcome = runner.run(source: source, name: "=scenario")
    #expect(outcome == .success)
    let ids = runner.host.hints().map(\.id)
    runner.finish()
    return ids
}

/// Runs a scenario; the hints it ends with.
private func hints(_ source: String) -> [Hint] {
    let runner = ScenarioRunner(options: RunOptions(), sinks: [], output: { _ in })
    let outcome = runner.run(source: source, name: "=scenario")
    #expect(outcome == .success)
    let found = runner.host.hints()
    runner.finish()
    return found
}

private let window = "local window = UIWindow()\n"

/// A window showing `nav`, a navigation controller with its Home.
private let navOnScreen = window + """
    local nav = UINavigationController("Nav", UIViewController("Home"))
    window.rootViewController = nav; window:makeKeyAndVisible(); RunLoop.run()

    """

/// Lua that fails the scenario unless `name` deinitialized exactly once so far.
private func assertDeinitializedOnce(_ name: String) -> String {
    """
    local deinits = 0
    for _, e in ipairs(trace.events()) do if e.vc == "\(name)" and e.event == "deinit" then deinits = deinits + 1 end end
    assert(deinits == 1, "\(name) deinitialized once")

    """
}

@Suite struct HintTests {
    // seed 004: an overlay added to a navigation controller with addChild
    @Test func overlayNotDisplayed() {
        let base = navOnScreen + """
            local ads = UIViewController("Ads")
            nav:addChild(ads); nav.view:addSubview(ads.view)
            """
        #expect(hintIDs(base + "\nads:didMove(nav)\nRunLoop.run()") == ["overlay-not-displayed"])
        // the fix: the overlay's appearance driven by hand
        #expect(hintIDs(base + "\nads:beginAppearanceTransition(true, false); ads:endAppearanceTransition(); ads:didMove(nav)\nRunLoop.run()").isEmpty)
    }

    // issue 11: the links of children that appeared are dropped as a long run goes on (flat
    // memory); the overlay's link, whose child never appeared, survives 1,500 pushes and pops.
    @Test func overlayNotDisplayedAfterManyPushes() {
        let scenario = navOnScreen + """
            local ads = UIViewController("Ads")
            nav:addChild(ads); nav.view:addSubview(ads.view); ads:didMove(nav)
            for i = 1, 1500 do
              nav:pushViewController(UIViewController("P" .. i), false); RunLoop.run()
              nav:popViewController(false); RunLoop.run()
            end
            """
        #expect(hintIDs(scenario) == ["overlay-not-displayed"])
    }

    // seed 001: addSubview before addChild while the container is appearing
    @Test func didAppearTwice() {
        func scenario(_ body: String) -> String {
            window + """
            local child = UIViewController("Child")
            local Parent = UIViewController:subclass("Parent", { viewWillAppear = function(self) \(body) end })
            window.rootViewController = Parent("P"); window:makeKeyAndVisible(); RunLoop.run()
            """
        }
        // the didMove, sent while Child appears, comes again after its first viewDidAppear (semantics-code K37)
        #expect(hintIDs(scenario("self.view:addSubview(child.view); self:addChild(child); child:didMove(self)")) == ["did-appear-twice", "did-move-again"])
        // added in the parent's own viewWillAppear: the window path waits for the parent's forwarding
        // (code-open-list §3 (b)), so one will and one did, and didMove, sent while Child is still
        // disappeared, once
        #expect(hintIDs(scenario("self:addChild(child); self.view:addSubview(child.view); child:didMove(self)")).isEmpty)
    }

    // semantics-code K27: the second viewDidAppear's cause, read from this run
    @Test func didAppearTwiceNamesItsCause() {
        let offScreenPair = window + """
            local p, c = UIViewController("P"), UIViewController("C")
            p:addChild(c); p.view:addSubview(c.view); c:didMove(p)
            c:beginAppearanceTransition(true, false); c:endAppearanceTransition()
            window.rootViewController = p; window:makeKeyAndVisible(); RunLoop.run()
            """
        let messages = hints(offScreenPair).filter { $0.id == "did-appear-twice" }.map(\.message)
        #expect(messages.count == 1)
        #expect(messages.first?.contains("through its own beginAppearanceTransition/endAppearanceTransition") == true)
        let explicitPair = window + """
            local a = UIViewController("A"); window.rootViewController = a; window:makeKeyAndVisible(); RunLoop.run()
            a:beginAppearanceTransition(true, false); a:endAppearanceTransition()
            """
        #expect(hints(explicitPair).first { $0.id == "did-appear-twice" }?.message.contains("beginAppearanceTransition(true)/endAppearanceTransition pair") == true)
    }

    // semantics-code K27: a viewWillAppear delivered again gets lifelua's own note
    @Test func willAppearAgain() {
        let scenario = window + """
            local a = UIViewController("A"); window.rootViewController = a; window:makeKeyAndVisible(); RunLoop.run()
            a:beginAppearanceTransition(true, false)
            """
        #expect(hintIDs(scenario) == ["will-appear-again"])
    }

    // semantics-code K37: UIKit's second didMove is named
    @Test func didMoveAgain() {
        let scenario = window + """
            local p, c = UIViewController("P"), UIViewController("C")
            window.rootViewController = p; window:makeKeyAndVisible(); RunLoop.run()
            p:addChild(c); p.view:addSubview(c.view); c:didMove(p); RunLoop.run()
            """
        #expect(hintIDs(scenario) == ["did-move-again"])
    }

    // semantics-code K37: the mark waits for the next `did` of either direction, so a child added
    // while appearing and taken out of the window before its viewDidAppear gets the second
    // didMove(p) after viewDidDisappear; the hint names the didMove it repeats and the `did` it follows
    @Test func didMoveAgainAfterTurningBack() {
        let scenario = window + """
            local p, c = UIViewController("P"), UIViewController("C")
            window.rootViewController = p; window:makeKeyAndVisible(); RunLoop.run()
            p:addChild(c); p.view:addSubview(c.view); c:didMove(p)
            c.view:removeFromSuperview(); RunLoop.run()
            """
        let messages = hints(scenario).filter { $0.id == "did-move-again" }.map(\.message)
        #expect(messages.count == 1)
        #expect(messages.first?.hasPrefix("C got didMove(toParent:) twice: it was first called while C was appearing") == true)
        #expect(messages.first?.contains("right after the next one, viewDidDisappear") == true)
        #expect(messages.first?.contains("toParent: nil") == false)
    }

    // seeds 000, 002: a sheet dismissed above a presenter that overrides viewWillAppear
    @Test func presenterKeptOnScreen() {
        func scenario(style: String, overrides: Bool) -> String {
            window + """
            local Feed = UIViewController:subclass("Feed", { \(overrides ? "viewWillAppear = function(self) end" : "") })
            local feed = Feed("Feed")
            window.rootViewController = feed; window:makeKeyAndVisible(); RunLoop.run()
            local sheet = UIViewController{ name = "Sheet", modalPresentationStyle = "\(style)" }
            feed:present(sheet, true); RunLoop.run()
            sheet:dismiss(true); RunLoop.run()
            """
        }
        #expect(hintIDs(scenario(style: "pageSheet", overrides: true)) == ["presenter-kept-on-screen"])
        #expect(hintIDs(scenario(style: "fullScreen", overrides: true)).isEmpty)
        #expect(hintIDs(scenario(style: "pageSheet", overrides: false)).isEmpty)
    }

    // semantics-containers §31.2: search presented over a list (its bar's controller) that overrides
    // viewWillAppear: one hint of its own, not presenter-kept-on-screen (the presenter is Nav, or List)
    @Test func searchPresenterSilent() {
        func scenario(overrides: Bool, context: Bool) -> String {
            window + """
            local List = UIViewController:subclass("List", { \(overrides ? "viewWillAppear = function(self) end" : "") })
            local list = List("List")
            list.definesPresentationContext = \(context)
            local search = UISearchController("Search")
            list.navigationItem.searchController = search
            window.rootViewController = UINavigationController("Nav", list); window:makeKeyAndVisible(); RunLoop.run()
            search.isActive = true; RunLoop.run()
            search.isActive = false; RunLoop.run()
            """
        }
        #expect(hintIDs(scenario(overrides: true, context: false)) == ["search-presenter-silent"])
        #expect(hintIDs(scenario(overrides: true, context: true)) == ["search-presenter-silent"])
        #expect(hintIDs(scenario(overrides: false, context: true)).isEmpty)
    }

    // seed 003: a container that forwards by hand and never begins its child's appearance
    @Test func manualForwardingSilent() {
        func scenario(_ willAppear: String) -> String {
            window + """
            local child = UIViewController("Child")
            local Container = UIViewController:subclass("Container", {
              shouldAutomaticallyForwardAppearanceMethods = false,
              viewDidLoad = function(self) self:addChild(child); self.view:addSubview(child.view); child:didMove(self) end,
              viewWillAppear = function(self, animated) \(willAppear) end,
            })
            window.rootViewController = Container("C"); window:makeKeyAndVisible(); RunLoop.run()
            """
        }
        #expect(hintIDs(scenario("")) == ["manual-forwarding-silent"])
        #expect(hintIDs(scenario("child:beginAppearanceTransition(true, animated); child:endAppearanceTransition()")).isEmpty)
    }

    // issue 11 (docs/decisions.md, "Hint facts per controller"): what a controller was told is its
    // own. A first "Child" that appeared and deinitialized does not lend its appearance to a
    // second "Child" that never began to appear (facts kept by name used to hide this hint).
    @Test func factsArePerController() {
        let scenario = window + """
            do
              local first = UIViewController("Child")
              window.rootViewController = first; window:makeKeyAndVisible(); RunLoop.run()
            end
            local child = UIViewController("Child")
            local Container = UIViewController:subclass("Container", {
              shouldAutomaticallyForwardAppearanceMethods = false,
              viewDidLoad = function(self) self:addChild(child); self.view:addSubview(child.view); child:didMove(self) end,
            })
            window.rootViewController = Container("C"); RunLoop.run()
            """ + assertDeinitializedOnce("Child")   // the first Child
        #expect(hintIDs(scenario) == ["manual-forwarding-silent"])
    }

    // An overlay child that deinitialized before the end is not named: hints are about the
    // controllers still alive (decisions.md, "Hint facts per controller").
    @Test func overlayNotDisplayedNamesOnlyLiveChildren() {
        let scenario = navOnScreen + """
            do
              local ads = UIViewController("Ads")
              nav:addChild(ads); nav.view:addSubview(ads.view); ads:didMove(nav)
              RunLoop.run()
              ads:willMove(nil); ads.view:removeFromSuperview(); ads:removeFromParent()
            end
            RunLoop.run()
            """ + assertDeinitializedOnce("Ads")
        #expect(hintIDs(scenario).isEmpty)
    }

    // semantics-code K1: an end with no begin warns (a begin never does)
    @Test func unbalancedTransitions() {
        let base = window + "local a = UIViewController('A'); window.rootViewController = a; window:makeKeyAndVisible(); RunLoop.run()\n"
        #expect(hintIDs(base + "a:endAppearanceTransition()") == ["unbalanced-transitions"])
        #expect(hintIDs(base + "a:beginAppearanceTransition(false, false); a:endAppearanceTransition()").isEmpty)
    }

    // semantics-code K9: UIKit's own dismissal of a full-screen chain from below its top unbalances
    // the covered level, with no begin/end in the script: the hint says so instead of only
    // telling the script to pair its calls
    @Test func unbalancedTransitionsFromAChainDismissedFromBelow() {
        let scenario = window + """
            local a = UIViewController('A'); window.rootViewController = a; window:makeKeyAndVisible(); RunLoop.run()
            local b = UIViewController{ name = 'B', modalPresentationStyle = 'fullScreen' }
            local c = UIViewController{ name = 'C', modalPresentationStyle = 'fullScreen' }
            a:present(b, false); RunLoop.run(); b:present(c, false); RunLoop.run()
            a:dismiss(false); RunLoop.run()
            """
        let messages = hints(scenario).filter { $0.id == "unbalanced-transitions" }.map(\.message)
        #expect(messages.count == 1)
        #expect(messages.first?.contains("<UIViewController: B>") == true)
        #expect(messages.first?.contains("dismissing a chain of presentations from below its top") == true)
    }

    // semantics-layout-app §18: back from the background, viewWillAppear is not called
    @Test func foregroundIsNoAppearance() {
        func scenario(overrides: Bool, background: Bool) -> String {
            window + """
            local Home = UIViewController:subclass("Home", { \(overrides ? "viewWillAppear = function(self) end" : "") })
            window.rootViewController = Home("Home"); window:makeKeyAndVisible(); RunLoop.run()
            \(background ? "UIApplication.enterBackground(); RunLoop.run(); UIApplication.enterForeground(); RunLoop.run()" : "")
            """
        }
        #expect(hintIDs(scenario(overrides: true, background: true)) == ["foreground-is-no-appearance"])
        #expect(hintIDs(scenario(overrides: true, background: false)).isEmpty)
        #expect(hintIDs(scenario(overrides: false, background: true)).isEmpty)
    }

    // docs/decisions.md: a gesture handled when its controller is off screen does nothing; the hint says so, once
    @Test func gestureOffScreen() {
        func scenario(takenOff: Bool) -> String {
            window + """
            local tabs = UITabBarController{ name = "Tabs", viewControllers = { UIViewController("A"), UIViewController("B") } }
            window.rootViewController = tabs; window:makeKeyAndVisible(); RunLoop.run()
            tabs:tap(2); tabs:tap(2)
            \(takenOff ? "window.rootViewController = UIViewController(\"Other\")" : "")
            RunLoop.run()
            """
        }
        let found = hints(scenario(takenOff: true))
        #expect(found.map(\.id) == ["gesture-off-screen"])
        #expect(found.first?.message.hasPrefix("Tabs:tap did nothing") == true)
        #expect(hintIDs(scenario(takenOff: false)).isEmpty)
    }

    // seed 002, semantics §8: a dismissed controller a global holds; a local holding it to the end is §8's rule
    @Test func heldByAGlobal() {
        func scenario(_ declaration: String) -> String {
            window + """
            local home = UIViewController("Home"); window.rootViewController = home; window:makeKeyAndVisible(); RunLoop.run()
            \(declaration) = UIViewController{ name = "Detail", modalPresentationStyle = "fullScreen" }
            home:present(detail, true); RunLoop.run()
            detail:dismiss(true); RunLoop.run()
            """
        }
        #expect(hintIDs(scenario("detail")) == ["held-by-a-global"])
        #expect(hintIDs(scenario("local detail")).isEmpty)
    }

    // issue 30: the globals are walked once per hint pass; each controller still gets its own
    // globals, sorted, and a controller two globals hold is named by the first
    @Test func heldByGlobalsNamesEachControllersOwn() {
        let source = navOnScreen + """
        b2 = UIViewController("B"); a1 = b2; c3 = UIViewController("C"); other = "B"
        for _, vc in ipairs({ b2, c3 }) do nav:pushViewController(vc, false); RunLoop.run(); nav:popViewController(false); RunLoop.run() end
        """
        let messages = hints(source).filter { $0.id == "held-by-a-global" }.map(\.message)
        #expect(messages.count == 2)
        #expect(messages.first?.hasPrefix("B left the screen") == true && messages.first?.contains("the global `a1`") == true)
        #expect(messages.last?.hasPrefix("C left the screen") == true && messages.last?.contains("the global `c3`") == true)
    }

    // The output forms: a text block after the trace, and one JSON object per hint
    @Test func outputForms() {
        let hint = Hint(id: "x", message: "m \"q\"", source: "s")
        #expect(Hint.textBlock([hint]) == "hints:\n  x: m \"q\" [s]\n")
        #expect(Hint.textBlock([]) == "")
        #expect(hint.jsonLine == "{\"event\":\"hint\",\"id\":\"x\",\"message\":\"m \\\"q\\\"\",\"source\":\"s\"}")
    }
}

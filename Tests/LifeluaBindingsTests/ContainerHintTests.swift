// semantics-code K27 on the containers of semantics-containers §28–§30: a doubled viewDidAppear
// under a page view controller, a split view controller or a hosting controller gets the hint
// that names the cause this run shows; a split collapsing and expanding on resize (§29.6) gets none.

import Testing
@testable import LifeluaBindings
import LifecycleKit

/// Runs a scenario; the did-appear-twice messages (and every hint id) it ends with.
private func hints(_ source: String, device: Device = .iphone) -> (ids: [String], twice: [String]) {
    var options = RunOptions()
    options.configuration = Configuration(iosVersion: 18, device: device)
    let runner = ScenarioRunner(options: options, sinks: [], output: { _ in })
    let outcome = runner.run(source: source, name: "=scenario")
    #expect(outcome == .success)
    let found = runner.host.hints()
    runner.finish()
    return (found.map(\.id), found.filter { $0.id == "did-appear-twice" }.map(\.message))
}

private let explicitPair = "beginAppearanceTransition(true)/endAppearanceTransition pair"

@Suite("semantics-code K27 hints on page, split and hosting controllers")
struct ContainerHintTests {
    // §28 + K1: a page the page view controller showed, driven again by hand
    @Test func aPageDrivenAgainByHand() {
        let (_, twice) = hints("""
            local window = UIWindow()
            local pages = UIPageViewController{ name = "Pages", transitionStyle = "scroll" }
            local a = UIViewController("PageA")
            pages:setViewControllers({ a }, "forward", false)
            window.rootViewController = pages; window:makeKeyAndVisible(); RunLoop.run()
            a:beginAppearanceTransition(true, false); a:endAppearanceTransition(); RunLoop.run()
            """)
        #expect(twice.count == 1)
        #expect(twice.first?.hasPrefix("PageA got viewDidAppear twice") == true)
        #expect(twice.first?.contains(explicitPair) == true)
    }

    // §29 + K1: a split's column driven by hand while the split shows it
    @Test func aSplitColumnDrivenByHand() {
        let (_, twice) = hints("""
            local window = UIWindow()
            local list, detail = UIViewController("List"), UIViewController("Detail")
            local split = UISplitViewController{ name = "Split", style = "doubleColumn", preferredDisplayMode = "oneBesideSecondary" }
            split:setViewController(list, "primary"); split:setViewController(detail, "secondary")
            window.rootViewController = split; window:makeKeyAndVisible(); RunLoop.run()
            detail:beginAppearanceTransition(true, true); detail:endAppearanceTransition(); RunLoop.run()
            """, device: .ipad)
        #expect(twice.count == 1)
        #expect(twice.first?.hasPrefix("Detail got viewDidAppear twice") == true)
        #expect(twice.first?.contains(explicitPair) == true)
    }

    // §30 + seed 001: a hosting controller's view put in an appearing container before addChild
    @Test func aHostingControllerAddedViewFirst() {
        let (ids, twice) = hints("""
            local window = UIWindow()
            local Container = UIViewController:subclass("Container", {
              viewWillAppear = function(self)
                local host = UIHostingController{ name = "Host", rootView = SwiftUIView{ name = "V", onAppear = true } }
                self.view:addSubview(host.view); self:addChild(host); host:didMove(self)
              end,
            })
            window.rootViewController = Container("Box"); window:makeKeyAndVisible(); RunLoop.run()
            """)
        #expect(ids.contains("did-appear-twice"))
        #expect(twice.first?.contains("(addSubview) before Box:addChild(Host)") == true)
    }

    // §30 + K2: a hosting controller appeared by its own begin/end, then forwarded again
    @Test func aHostingControllerForwardedAgain() {
        let (_, twice) = hints("""
            local window = UIWindow()
            local outer = UIViewController("Outer")
            local host = UIHostingController{ name = "Host", rootView = SwiftUIView{ name = "V", onAppear = true } }
            outer:addChild(host); outer.view:addSubview(host.view); host:didMove(outer)
            host:beginAppearanceTransition(true, false); host:endAppearanceTransition()
            window.rootViewController = outer; window:makeKeyAndVisible(); RunLoop.run()
            """)
        #expect(twice.count == 1)
        #expect(twice.first?.contains("through its own beginAppearanceTransition/endAppearanceTransition when Outer") == true)
    }

    // §29.6: collapsing and expanding on resize doubles nothing: no hint
    @Test func aSplitResizedBackAndForthHasNoHint() {
        let (ids, _) = hints("""
            local window = UIWindow()
            local inbox, message = UIViewController("Inbox"), UIViewController("Message")
            local nav = UINavigationController("Nav", inbox)
            local split = UISplitViewController{ name = "Mail", viewControllers = { nav, message }, preferredDisplayMode = "oneBesideSecondary" }
            window.rootViewController = split; window:makeKeyAndVisible(); RunLoop.run()
            window:resize{ width = 507 }; RunLoop.run()
            window:resize{ width = 820 }; RunLoop.run()
            window:resize{ width = 507 }; RunLoop.run()
            """, device: .ipad)
        #expect(ids.isEmpty)
    }
}

// Two rules the review found written twice, each copy missing a case; now one place each.

import Testing

@Suite struct DismissalAndAttachmentTests {
    // semantics-presentation A2: from the moment a dismissal is requested — a swipe that will
    // complete counts — presenting on the controller being dismissed is refused with UIKit's
    // warning; the swipe path used to skip the mark, so C was presented on a dying sheet.
    @Test func presentingOnASheetBeingSwipedAwayIsRefused() {
        let r = run("""
        local a = UIViewController("A")
        local b = UIViewController{ name = "B", modalPresentationStyle = "pageSheet" }
        local w = UIWindow(); w.rootViewController = a; w:makeKeyAndVisible()
        a:present(b, true); RunLoop.run()
        b:interactiveDismiss{ cancel = false }
        RunLoop.run(0.1)
        b:present(UIViewController{ name = "C", modalPresentationStyle = "pageSheet" }, true)
        RunLoop.run()
        assert(b.presentedViewController == nil and a.presentedViewController == nil)
        """, kinds: ["warning"])
        #expect(r.error == nil)
        #expect(r.trace == ["warning: Attempt to present <UIViewController: C> on <UIViewController: B> (from <UIViewController: B>) whose view is not in the window hierarchy."])
    }

    // semantics §4, "When a view is in the window": in viewDidDisappear the view has left the
    // window. A tab put in by replacing the tabs, then switched away from in the same turn, used
    // to get its pending did (here a disappearance) before its view left.
    @Test func aTabSwitchedAwayInTheTurnItCameInLeavesTheWindowBeforeItsDid() {
        let r = run("""
        local V = UIViewController:subclass("V", {
          viewDidDisappear = function(self) log(self.name .. " window " .. tostring(self.view.window ~= nil)) end,
        })
        local a, b, c = V("A"), V("B"), V("C")
        local tabs = UITabBarController{ name = "Tabs", viewControllers = { a, b } }
        local w = UIWindow(); w.rootViewController = tabs; w:makeKeyAndVisible(); RunLoop.run()
        tabs.viewControllers = { c, b }
        tabs.selectedIndex = 2
        RunLoop.run()
        """, kinds: ["viewWillDisappear", "viewDidDisappear", "log"])
        #expect(r.error == nil)
        #expect(r.trace == ["A.viewWillDisappear", "A.viewDidDisappear", "log: A window false",
                            "C.viewWillDisappear", "C.viewDidDisappear", "log: C window false"])
    }
}

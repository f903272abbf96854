// lua-api.md "Writing what real containers do" (issue 26, item 7): a subclass's init(self, …),
// a property given as a getter function, and reordering subviews; and the page view controller's
// Lua surface (semantics-containers §28).

import Testing
@testable import LifeluaBindings
import LifecycleKit
import LifecycleTrace

// lua-api "Initialisers": init runs inside the constructor with the arguments after the name,
// or the options table in the table form
@Test func aSubclassInitRunsInsideTheConstructor() {
    let r = run("""
    local Drawer = UIViewController:subclass("Drawer", {
      init = function(self, center, side) self.center = center; log("init " .. self.name .. " " .. center .. " " .. side) end,
    })
    local d = Drawer("D", "Center", "left")
    log("after " .. d.center)
    local Card = UIViewController:subclass("Card", { init = function(self, opts) log("opts " .. opts.title) end })
    Card{ name = "C", title = "Hello" }
    """, kinds: ["log"])
    #expect(r.error == nil)
    #expect(r.trace == ["log: init D Center left", "log: after Center", "log: opts Hello"])
}

// lua-api "overridden properties": a getter function is read as UIKit reads the property — a
// container whose getter says false forwards nothing to its child (semantics §1, seed 003)
@Test func aForwardingGetterTurnsAutomaticForwardingOff() {
    let r = run("""
    local Manual = UIViewController:subclass("Manual", {
      shouldAutomaticallyForwardAppearanceMethods = function(self) return false end,
    })
    local m = Manual("M")
    log(tostring(m.shouldAutomaticallyForwardAppearanceMethods))
    local child = UIViewController("Child")
    m:addChild(child); m.view:addSubview(child.view); child:didMove(m)
    local window = UIWindow()
    window.rootViewController = m
    window:makeKeyAndVisible()
    RunLoop.run()
    """, kinds: ["viewWillAppear", "viewDidAppear", "log"])
    #expect(r.error == nil)
    #expect(r.trace == ["log: false", "M.viewWillAppear", "M.viewDidAppear"])
}

// lua-api "Views": insert above/below, bring to front, send to back, exchange — back to front
@Test func reorderingSubviews() {
    let r = run("""
    local root = UIView("Root")
    local a, b, c, d = UIView("A"), UIView("B"), UIView("C"), UIView("D")
    root:addSubview(a); root:addSubview(b)
    root:insertSubviewAbove(c, a)          -- A C B
    root:insertSubviewBelow(d, a)          -- D A C B
    root:bringSubviewToFront(d)            -- A C B D
    root:sendSubviewToBack(b)              -- B A C D
    root:exchangeSubviews(1, 4)            -- D A C B
    local names = {}
    for _, v in ipairs(root.subviews) do names[#names + 1] = v.name end
    log(table.concat(names, " "))
    """, kinds: ["log"])
    #expect(r.error == nil)
    #expect(r.trace == ["log: D A C B"])
}

// semantics-containers §28.6: a swipe's direction is checked at the call
@Test func aSwipeDirectionTypoIsAnError() {
    let r = run("""
    local pages = UIPageViewController{ name = "P", transitionStyle = "scroll" }
    pages:swipe{ direction = "left" }
    """, kinds: ["log"])
    #expect(r.error?.contains("swipe: direction: expected one of forward, reverse, got 'left'") == true)
}

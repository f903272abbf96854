// The Lua API as a scenario author sees it (lua-api.md): each test runs a small scenario through
// the real bindings and compares the whole trace (or the error) with what the contract says.

import Testing
@testable import LifeluaBindings
import LifecycleKit
import LifecycleTrace


private let appearance: Set<String> = ["viewWillAppear", "viewDidAppear", "viewWillDisappear", "viewDidDisappear"]

private let windowWithA = """
local window = UIWindow()
local a = UIViewController("A")
window.rootViewController = a
window:makeKeyAndVisible()
RunLoop.run()
"""

// lua-api.md, Subclasses: an override runs after the engine traced the callback; property
// defaults in the defs apply to instances; new methods are callable.
@Test func subclassOverridesRunAfterTheTracedCallback() {
    let r = run("""
    local V = UIViewController:subclass("V", {
      modalPresentationStyle = "fullScreen",
      viewWillAppear = function(self, animated) log("override sees " .. tostring(animated) .. " " .. self.modalPresentationStyle) end,
      greet = function(self) log("hello from " .. self.name) end,
    })
    local v = V("v")
    v:greet()
    local window = UIWindow()
    window.rootViewController = v
    window:makeKeyAndVisible()
    """, kinds: ["viewWillAppear", "log"])
    #expect(r.error == nil)
    #expect(r.trace == ["log: hello from v", "v.viewWillAppear", "log: override sees false fullScreen"])
}

// lua-api.md: a subclass may itself be subclassed; isKindOf sees the chain; className names it.
@Test func subclassesOfSubclassesAndIsKindOf() {
    let r = run("""
    local Base = UIViewController:subclass("Base", { viewDidLoad = function(self) log("Base.viewDidLoad") end })
    local Leaf = Base:subclass("Leaf", {})
    local x = Leaf("x")
    local _ = x.view
    log(x.className .. " " .. tostring(x:isKindOf(Base)) .. " " .. tostring(x:isKindOf(UIViewController)) .. " " .. tostring(x:isKindOf(UINavigationController)))
    """, kinds: ["log"])
    #expect(r.error == nil)
    #expect(r.trace == ["log: Base.viewDidLoad", "log: Leaf true true false"])
}

// lua-api.md: a field whose name differs from a UIKit property only in letter case is an error
// naming the property meant; other fields are the author's own.
@Test func misspelledPropertyNamesTheOneMeant() {
    let r = run("""
    local b = UIViewController("B")
    b.count = 1
    b.modalPresentationstyle = "fullScreen"
    """)
    #expect(r.error?.contains("did you mean 'modalPresentationStyle'") == true)
}

// issue 28: within two edits of a member is an error on read, on write, in a constructor's table
// and on a class table; the author's own fields far from every member stay allowed.
@Test func aMemberWithinTwoEditsNamesTheOneMeant() {
    for (script, meant) in [
        ("local w = UIWindow(); w.rootViewControler = UIViewController(\"A\")", "rootViewController"),
        ("local b = UIViewController{ modalPresentatonStyle = \"fullScreen\" }", "modalPresentationStyle"),
        ("local a = UIViewController(\"A\"); local _ = a.presentedViewControlr", "presentedViewController"),
        ("local V = UIViewController:subclass(\"V\", {}); V.viewDidApaer = function() end", "viewDidAppear"),
    ] {
        #expect(run(script).error?.contains("did you mean '\(meant)'") == true, "\(script)")
    }
    #expect(run("local a = UIViewController(\"A\"); a.count = 1; a.retries = 2; a.myFlag = true").error == nil)
}

// lua-api.md: an unknown modalPresentationStyle is an error that lists the valid ones.
@Test func unknownStyleListsTheValidOnes() {
    let r = run("local b = UIViewController{ name = 'B', modalPresentationStyle = 'sheet' }")
    #expect(r.error?.contains("expected one of automatic, fullScreen, pageSheet, formSheet, currentContext, overFullScreen, overCurrentContext, popover, custom, none") == true)
}

// Rule 2 of the project: a bad argument names the function and what it expected.
@Test func badArgumentNamesFunctionAndExpectation() {
    let r = run("local a = UIViewController('A')\na:present(nil)")
    #expect(r.error == "scenario:2: present: argument #1: expected a view controller, got nil")
}

// semantics §8 / seed 002: a dismissed controller that nothing holds deinits after it
// disappeared; one held by a Lua variable does not.
@Test func deinitFollowsWhatLuaStillHolds() {
    let r = run(windowWithA + """
    a:present(UIViewController{ name = "Temp", modalPresentationStyle = "fullScreen" }, true)
    RunLoop.run()
    a:dismiss(true)
    RunLoop.run()
    local kept = UIViewController{ name = "Kept", modalPresentationStyle = "fullScreen" }
    a:present(kept, true)
    RunLoop.run()
    a:dismiss(true)
    RunLoop.run()
    """, kinds: ["viewDidDisappear", "deinit"])
    #expect(r.error == nil)
    #expect(r.trace == ["A.viewDidDisappear", "Temp.viewDidDisappear", "Temp.deinit",
                        "A.viewDidDisappear", "Kept.viewDidDisappear"])
}

// lua-api.md: an instance holds fields of the author's own; they survive while UIKit holds the
// controller even when no Lua variable does.
@Test func instanceFieldsSurviveWhileTheHierarchyHoldsTheController() {
    let r = run("""
    local Counter = UIViewController:subclass("Counter", {
      viewDidLoad = function(self) self.count = 0 end,
      viewWillAppear = function(self) self.count = self.count + 1; log("count " .. self.count) end,
    })
    local window = UIWindow()
    window.rootViewController = Counter("c")
    window:makeKeyAndVisible()
    RunLoop.run()
    collectgarbage(); collectgarbage()
    local c = window.rootViewController
    c:present(UIViewController{ name = "Cover", modalPresentationStyle = "fullScreen" }, false)
    RunLoop.run()
    c:dismiss(false)
    RunLoop.run()
    """, kinds: ["log"])
    #expect(r.error == nil)
    #expect(r.trace == ["log: count 1", "log: count 2"])
}

// lua-api.md: calling a lifecycle method directly traces it after UIKit's warning, runs the
// override, and does not change the state (semantics §1).
@Test func directLifecycleCallWarnsAndKeepsState() {
    let r = run(windowWithA + """
    a:viewWillAppear(true)
    log(a.appearanceState)
    """, kinds: ["viewWillAppear", "warning", "log"])
    #expect(r.error == nil)
    // semantics §1: UIKit's warning, word for word [log]
    #expect(r.trace == ["A.viewWillAppear",
                        "warning: [ViewController] Calling -viewWillAppear: directly on a view controller is not supported, and may result in out-of-order callbacks and other inconsistent behavior. Use the -beginAppearanceTransition:animated: and -endAppearanceTransition APIs on UIViewController to manually drive appearance callbacks instead.",
                        "A.viewWillAppear", "log: appeared"])
}

// Rule 2: an error in an override stops the scenario with file:line, and what was traced stays.
@Test func errorInAnOverrideStopsTheScenario() {
    let r = run("""
    local V = UIViewController:subclass("V", { viewWillAppear = function(self) error("boom") end })
    local window = UIWindow()
    window.rootViewController = V("v")
    window:makeKeyAndVisible()
    log("not reached")
    """, kinds: ["viewWillAppear", "log"])
    #expect(r.error == "scenario:1: boom")
    #expect(r.trace == ["v.viewWillAppear"])
}

// lua-api.md, Time: DispatchQueue.main async/asyncAfter run on the virtual clock; now() reads it.
@Test func mainQueueAndTimersUseTheVirtualClock() {
    let r = run("""
    DispatchQueue.main:asyncAfter(0.26, function() log("after " .. now()) end)
    DispatchQueue.main:async(function() log("async " .. now()) end)
    log("top " .. now())
    RunLoop.run()
    log("end " .. now())
    """, kinds: ["log"])
    #expect(r.error == nil)
    #expect(r.trace == ["log: top 0.0", "log: async 0.0", "log: after 0.26", "log: end 0.26"])
}

// lua-api.md: expectTrace compares the kinds it names since the last clear; a mismatch is an
// error showing expected and observed side by side.
@Test func expectTraceComparesTheNamedKinds() {
    let ok = run(windowWithA + """
    trace.clear()
    a:present(UIViewController{ name = "B", modalPresentationStyle = "pageSheet" }, true)
    RunLoop.run()
    expectTrace [[
      B.viewWillAppear
      B.viewDidAppear
    ]]
    """)
    #expect(ok.error == nil)
    let bad = run(windowWithA + """
    trace.clear()
    expectTrace [[
      A.viewWillDisappear
    ]]
    """)
    // the failure shows the counts, then expected and observed side by side (lua-api.md)
    let lines = bad.error?.split(separator: "\n").map(String.init) ?? []
    #expect(lines.first?.hasSuffix("expectTrace failed (1 expected, 0 observed):") == true, "\(bad.error ?? "no error")")
    #expect(lines.dropFirst().first?.trimmingWhitespace() == "expected              observed")
    #expect(lines.dropFirst(2).first?.trimmingWhitespace() == "✗ A.viewWillDisappear")
}

// issue 28 item 7: an expectation compares only the controllers it names (`*.callback` for every
// one), and a failure is aligned as a diff: after a missing row the others stay matched.
@Test func expectTraceComparesTheNamedControllersAndAlignsAFailure() {
    let named = run(windowWithA + """
    trace.clear()
    a:present(UIViewController{ name = "B", modalPresentationStyle = "fullScreen" }, true)
    RunLoop.run()
    expectTrace [[
      B.viewDidAppear
    ]]
    expectTrace [[
      *.viewDidAppear
    ]]
    """)
    #expect(named.error == nil, "\(named.error ?? "")")
    let every = run(windowWithA + """
    trace.clear()
    local b = UIViewController{ name = "B", modalPresentationStyle = "fullScreen" }
    a:present(b, true)
    RunLoop.run()
    b:dismiss(true)
    RunLoop.run()
    expectTrace [[
      *.viewDidAppear
    ]]
    """)
    let rows = every.error?.split(separator: "\n").map { String($0).trimmingWhitespace() } ?? []
    #expect(rows.contains("*.viewDidAppear   B.viewDidAppear"), "\(every.error ?? "")")
    #expect(rows.contains { $0.hasPrefix("✗") && $0.hasSuffix(" A.viewDidAppear") }, "\(every.error ?? "")")
    let missing = run(windowWithA + """
    trace.clear()
    a:present(UIViewController{ name = "B", modalPresentationStyle = "fullScreen" }, true)
    RunLoop.run()
    expectTrace [[
      A.viewWillDisappear
      B.viewWillAppear
      X.viewWillAppear
      B.viewDidAppear
      A.viewDidDisappear
    ]]
    """)
    let lines = missing.error?.split(separator: "\n").dropFirst(2).map { String($0).trimmingWhitespace() } ?? []
    #expect(lines.filter { $0.hasPrefix("✗") } == ["✗ X.viewWillAppear"], "\(missing.error ?? "")")
}

// lua-api.md: the navigation controller's delegate events carry the controller shown.
@Test func navigationDelegateEventsAreTraced() {
    let r = run("""
    local window = UIWindow()
    local nav = UINavigationController{ name = "Nav", rootViewController = UIViewController("A") }
    nav.delegate = { willShow = function(nav, vc, animated) log("willShow " .. vc.name) end }
    window.rootViewController = nav
    window:makeKeyAndVisible()
    RunLoop.run()
    nav:pushViewController(UIViewController("B"), true)
    RunLoop.run()
    log(nav.topViewController.name .. " " .. #nav.viewControllers .. " " .. nav.topViewController.navigationController.name)
    """, kinds: ["willShow", "log"])
    #expect(r.error == nil)
    #expect(r.trace == ["Nav.willShow", "log: willShow A", "Nav.willShow", "log: willShow B", "log: B 2 Nav"])
}

// Rule 2: no input may hang: a run loop that never idles ends with an error.
@Test func aRunLoopThatNeverIdlesEndsWithAnError() {
    let r = run("""
    local function again() DispatchQueue.main:async(again) end
    again()
    RunLoop.run()
    """)
    #expect(r.error?.contains("still busy") == true)
}

// lua-api.md / issue: printHierarchy shows windows, containers, children and presented
// controllers as a tree, like UIKit's _printHierarchy, with each controller's appearance state.
@Test func printHierarchyShowsTheTree() {
    var printed = ""
    var options = RunOptions()
    options.configuration = Configuration()
    let runner = ScenarioRunner(options: options, sinks: [], output: { printed += $0 })
    let outcome = runner.run(source: """
    local window = UIWindow()
    local nav = UINavigationController("Nav", UIViewController("List"))
    window.rootViewController = nav
    window:makeKeyAndVisible()
    RunLoop.run()
    nav:present(UIViewController{ name = "Sheet", modalPresentationStyle = "pageSheet" }, false)
    RunLoop.run()
    printHierarchy()
    """, name: "=tree")
    runner.finish()
    #expect(outcome == .success)
    #expect(printed == """
    <UIWindow: Window> #1 (key, visible)
       <UINavigationController: Nav>, state: appeared, top: List
       |    <UIViewController: List>, state: appeared
       |    + <UIViewController: Sheet>, state: appeared, presented pageSheet

    """)
}

// Issue 11: a method or a callback read from an instance is one closure per class, made once
// (the member table), not a new one per read; inherited members are found through the class's
// own table.
@Test func membersAreTheSameClosureOnEveryRead() {
    let r = run("""
    local nav = UINavigationController("N", UIViewController("Root"))
    log(tostring(rawequal(nav.pushViewController, nav.pushViewController)))
    log(tostring(rawequal(UIViewController("B").loadViewIfNeeded, UIViewController("C").loadViewIfNeeded)))
    log(tostring(rawequal(nav.viewDidLoad, nav.viewDidLoad)))
    log(nav.name .. " " .. nav.topViewController.name .. " " .. tostring(nav.isViewLoaded))
    """, kinds: ["log"])
    #expect(r.error == nil)
    #expect(r.trace == ["log: true", "log: true", "log: true", "log: N Root false"])
}

// Issue 11: constructing caches each class's default keys, but reads their values at each
// construction, as before: a default changed, removed or added after the first instance applies
// to the next ones (lua-api.md, Subclasses: the defs' property values are defaults).
@Test func classDefaultsChangedAfterAnInstanceApplyToTheNext() {
    let r = run("""
    local V = UIViewController:subclass("V", { modalPresentationStyle = "pageSheet" })
    local a = V("a")
    V.modalPresentationStyle = "overFullScreen"
    local b = V("b")
    V.definesPresentationContext = true
    local c = V("c")
    V.modalPresentationStyle = nil
    local d = V("d")
    log(a.modalPresentationStyle .. " " .. b.modalPresentationStyle .. " " .. c.modalPresentationStyle .. " " .. d.modalPresentationStyle)
    log(tostring(b.definesPresentationContext) .. " " .. tostring(c.definesPresentationContext) .. " " .. tostring(d.definesPresentationContext))
    log(a.className .. " " .. d.className)
    """, kinds: ["log"])
    #expect(r.error == nil)
    // semantics §3: a new controller's modalPresentationStyle is automatic
    #expect(r.trace == ["log: pageSheet overFullScreen overFullScreen automatic", "log: false true true", "log: V V"])
}

// Issue 11: the event store is kept only when the source may read the trace back; the byte
// search finds each word wherever it is (first, last, alone) and nothing in a source without one.
@Test func theStoreIsKeptWhenTheSourceMayReadTheTrace() {
    #expect(ScriptHost.mayReadTrace("local n = #trace.events"))
    #expect(ScriptHost.mayReadTrace("_G"))
    #expect(ScriptHost.mayReadTrace("x = require 'm'"))
    #expect(ScriptHost.mayReadTrace("local s = 'getfenv'"))
    #expect(!ScriptHost.mayReadTrace(""))
    #expect(!ScriptHost.mayReadTrace("local w = UIWindow() -- rac _E G"))
    #expect(!ScriptHost.mayReadTrace("scenari"))
}

// Issue 11: `name` is kept in the object's userdata after the first read (CachedProperty); every
// assignment, by a controller's or a view's own setter, is seen by the next read and by the trace.
@Test func aKeptNameFollowsEveryAssignment() {
    let r = run("""
    local vc = UIViewController("A")
    local before = vc.name
    vc.name = "B"
    log(before .. " " .. vc.name)
    local ok = pcall(function() vc.name = {} end)
    log(tostring(ok) .. " " .. vc.name)
    local v = vc.view
    local first = v.name
    v.name = "W"
    log(first .. " " .. v.name .. " " .. vc.name)
    local other = UIViewController{ name = "C" }
    log(other.name)
    """, kinds: ["log", "viewDidLoad"])
    #expect(r.error == nil)
    #expect(r.trace == ["log: A B", "log: false B", "B.viewDidLoad", "log: B W B", "log: C"])
}

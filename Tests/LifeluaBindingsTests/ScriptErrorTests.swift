// Errors from script code (issue 12, items 8 and 12): an error raised by an override lets the
// engine's operation finish first, then reaches the script's pcall; every message names the
// script's line.

import Testing
@testable import LifeluaBindings
import LifecycleKit
import LifecycleTrace

@Suite struct ScriptErrorTests {
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

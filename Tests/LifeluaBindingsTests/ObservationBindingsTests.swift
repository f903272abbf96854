// semantics-ios26 §22–§23 through Lua (lua-api.md, "iOS 26 and 27"): Observable models, the
// Info.plist key, the tracked trait collection, updateProperties overrides and calls, and the
// table form of UIView.animate with flushUpdates.

import Testing
@testable import LifeluaBindings

@Suite("semantics-ios26 §22-§23 bindings")
struct ObservationBindingsTests {
    static let props: Set<String> = ["updateProperties", "viewWillLayoutSubviews", "log", "warning"]

    static let reader = """
    local model = Observable{ theme = "light", size = 1 }
    local Reader = UIViewController:subclass("Reader", {
      updateProperties = function(self) log("theme " .. model.theme) end,
      viewWillLayoutSubviews = function(self) log("size " .. model.size) end,
    })
    local window = UIWindow()
    window.rootViewController = Reader("R")
    window:makeKeyAndVisible()
    RunLoop.run()
    """

    // §23.1, §23.2: reads in updateProperties and viewWillLayoutSubviews are tracked; each write re-runs its reader
    @Test func observableFieldsAreTracked() {
        let r = run(Self.reader + """
        model.theme = "dark"
        RunLoop.run()
        model.size = 2
        RunLoop.run()
        model.other = 3
        RunLoop.run()
        log(tostring(model))
        """, ios: 26, kinds: Self.props)
        #expect(r.error == nil)
        #expect(r.trace == [
            "R.updateProperties", "log: theme light", "R.viewWillLayoutSubviews", "log: size 1",
            "R.updateProperties", "log: theme dark",
            "R.viewWillLayoutSubviews", "log: size 2",
            "log: Observable{size=2, theme=\"dark\", other=3}",
        ])
    }

    // §23.1 [doc WWDC25 "back-deploy this on iOS 18"]: on 18 only with UIObservationTrackingEnabled; an
    // updateProperties override is never called on 18 (§22.5)
    @Test func iOS18NeedsTheInfoPlistKey() {
        let off = run(Self.reader + "model.size = 2\nRunLoop.run()", ios: 18, kinds: Self.props)
        #expect(off.trace == ["R.viewWillLayoutSubviews", "log: size 1"])
        let on = run("UIApplication.infoPlist.UIObservationTrackingEnabled = true\n" + Self.reader
                     + "model.size = 2\nRunLoop.run()\nlog(tostring(UIApplication.infoPlist.UIObservationTrackingEnabled))",
                     ios: 18, kinds: Self.props)
        #expect(on.error == nil)
        #expect(on.trace == ["R.viewWillLayoutSubviews", "log: size 1", "R.viewWillLayoutSubviews", "log: size 2", "log: true"])
    }

    // §23.4: a trait read through self.traitCollection in updateProperties re-runs it when that trait changes
    @Test func traitReadInUpdatePropertiesIsTracked() {
        let r = run("""
        local Reader = UIViewController:subclass("Reader", {
          updateProperties = function(self) log("style " .. self.traitCollection.userInterfaceStyle) end,
        })
        local window = UIWindow()
        window.rootViewController = Reader("R")
        window:makeKeyAndVisible()
        RunLoop.run()
        UIDevice.rotate("landscape")
        RunLoop.run()
        UIDevice.setUserInterfaceStyle("dark")
        RunLoop.run()
        """, ios: 26, kinds: ["updateProperties", "log"])
        #expect(r.error == nil)
        #expect(r.trace == ["R.updateProperties", "log: style light", "R.updateProperties", "log: style dark"])
    }

    // §22.5: the direct call warns; self.super.updateProperties(self) is harmless; setNeedsUpdateProperties
    // through Lua coalesces
    @Test func callsFromLua() {
        let r = run("""
        local P = UIViewController:subclass("P", {
          updateProperties = function(self) self.super.updateProperties(self); log("p") end,
        })
        local window = UIWindow()
        local p = P("P")
        window.rootViewController = p
        window:makeKeyAndVisible()
        RunLoop.run()
        p:setNeedsUpdateProperties()
        p.view:setNeedsUpdateProperties()
        RunLoop.run()
        local q = UIViewController("Q")
        q:updateProperties()
        """, ios: 26, kinds: ["updateProperties", "log", "warning"])
        #expect(r.error == nil)
        #expect(r.trace == [
            "P.updateProperties", "log: p", "P.updateProperties", "log: p",
            "warning: [ViewController] Calling -updateProperties directly on a view controller is not supported. Use -setNeedsUpdateProperties instead.",
            "Q.updateProperties",
        ])
    }

    // §23.5 [doc WWDC25 243]: flushUpdates runs pending updates right before the animations and right after
    @Test func flushUpdatesRunsPendingUpdatesAroundTheAnimations() {
        let r = run(Self.reader + """
        model.theme = "dark"
        UIView.animate{ duration = 0.3, options = { "flushUpdates" },
          animations = function() log("animations"); model.size = 2 end,
          completion = function(finished) log("completion") end }
        log("returned")
        RunLoop.run()
        """, ios: 26, kinds: Self.props)
        #expect(r.error == nil)
        #expect(r.trace.suffix(7) == [
            "R.updateProperties", "log: theme dark", "log: animations", "R.viewWillLayoutSubviews", "log: size 2",
            "log: returned", "log: completion",
        ])
    }
}

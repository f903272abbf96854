// lua-api.md, "App, scene, notifications": UIApplication's fields and functions and
// NotificationCenter.default, as a scenario author sees them; whole traces or the error.

import Testing
@testable import LifeluaBindings
import LifecycleKit
import LifecycleTrace


/// The app group, viewDidLoad, the appearance callbacks and log lines (not loading or layout).
private let appAndLifecycle: Set<String> = Set(EventKind.allCases.filter { $0.category == .app }.map(\.rawValue))
    .union(["viewDidLoad", "viewWillAppear", "viewIsAppearing", "viewDidAppear", "viewWillDisappear", "viewDidDisappear", "log"])

@Suite("lua-api: App, scene, notifications")
struct ApplicationBindingsTests {
    // lua-api.md: app delegate methods receive the app (the UIApplication table), scene delegate
    // methods the scene; the launch with a scene delegate builds the window in willConnectTo (§2
    // amendment); a plain root's fresh view needs layout, so its viewIsAppearing comes in the commit
    // (semantics-code K21 b)
    @Test func sceneLaunchThroughLua() {
        let r = run("""
        UIApplication.delegate = {
          didFinishLaunchingWithOptions = function(app) log("app " .. app.applicationState .. " " .. tostring(app == UIApplication)) return true end,
        }
        UIApplication.sceneDelegate = {
          willConnectTo = function(scene)
            local window = UIWindow()
            window.rootViewController = UIViewController("A")
            window:makeKeyAndVisible()
            log("scene " .. scene.name)
          end,
          sceneDidBecomeActive = function(scene) log(UIApplication.applicationState) end,
        }
        UIApplication.launch()
        log("requested: " .. UIApplication.applicationState)
        """, ios: 17, kinds: appAndLifecycle)
        #expect(r.error == nil)
        #expect(r.trace == [
            "log: requested: inactive",
            "UIApplication.didFinishLaunchingWithOptions", "log: app inactive true",
            "Scene.willConnectTo", "A.viewDidLoad", "A.viewWillAppear", "log: scene Scene",
            "Scene.sceneDidBecomeActive", "log: active",
            "A.viewIsAppearing", "A.viewDidAppear",
        ])
    }

    // lua-api.md: observers receive the notification's name, in registration order; removeObserver
    // takes the token; `.` and `:` calls both work
    @Test func observers() {
        let r = run("""
        local first = NotificationCenter.default:addObserver("UIApplication.willResignActiveNotification", function(name) log("first " .. name) end)
        NotificationCenter.default.addObserver("UIApplication.willResignActiveNotification", function(name) log("second") end)
        UIApplication.resignActive()
        RunLoop.run()
        NotificationCenter.default:removeObserver(first)
        UIApplication.becomeActive()
        UIApplication.resignActive()
        """, kinds: appAndLifecycle)
        #expect(r.error == nil)
        #expect(r.trace == [
            "UIApplication.willResignActiveNotification", "log: first UIApplication.willResignActiveNotification", "log: second",
            "UIApplication.willResignActiveNotification", "log: second",
        ])
    }

    // lua-api.md: any other notification name is an error that lists them
    @Test func unknownNotificationName() {
        let r = run("NotificationCenter.default:addObserver(\"didBecomeActive\", function() end)")
        #expect(r.error == "scenario:1: NotificationCenter.default:addObserver: argument #1: unknown notification 'didBecomeActive'; expected one of UIApplication.willResignActiveNotification, UIApplication.didEnterBackgroundNotification, UIApplication.willEnterForegroundNotification, UIApplication.didBecomeActiveNotification, UIApplication.didReceiveMemoryWarningNotification")
    }

    // semantics-layout-app §18.3 [choice]: a call in the wrong state is an error naming the state,
    // on the script's line
    @Test func wrongStateError() {
        let r = run("UIApplication.enterBackground()\nUIApplication.resignActive()")
        #expect(r.error == "scenario:2: UIApplication.resignActive: the application state will be background once the app events already requested are delivered; resignActive needs active")
    }

    // lua-api.md: applicationState is read-only; a name that is not a field is an error; the
    // delegates take tables or nil
    @Test func fieldChecks() {
        #expect(run("UIApplication.applicationState = 'background'").error == "scenario:1: UIApplication.applicationState is read-only")
        #expect(run("UIApplication.sceneDelegat = {}").error == "scenario:1: UIApplication has no field 'sceneDelegat' (its fields are delegate, sceneDelegate, applicationState, infoPlist)")
        #expect(run("UIApplication.delegate = true").error == "scenario:1: UIApplication.delegate: expected a table of delegate methods or nil, got boolean")
        let r = run("""
        local d = { applicationDidBecomeActive = function() end }
        UIApplication.delegate = d
        assert(UIApplication.delegate == d)
        UIApplication.delegate = nil
        assert(UIApplication.delegate == nil and UIApplication.sceneDelegate == nil)
        """)
        #expect(r.error == nil)
    }

    // lua-api.md (overridable callbacks) and semantics-layout-app §19: a subclass's
    // didReceiveMemoryWarning runs after the traced callback; the app delegate comes first
    @Test func memoryWarningThroughLua() {
        let r = run("""
        UIApplication.delegate = { applicationDidReceiveMemoryWarning = function(app) log("delegate") end }
        local V = UIViewController:subclass("V", { didReceiveMemoryWarning = function(self) log("override " .. self.name) end })
        local a, b = V("A"), UIViewController("B")
        UIApplication.receiveMemoryWarning()
        RunLoop.run()
        """, kinds: appAndLifecycle)
        #expect(r.error == nil)
        #expect(r.trace == [
            "UIApplication.applicationDidReceiveMemoryWarning", "log: delegate",
            "A.didReceiveMemoryWarning", "log: override A", "B.didReceiveMemoryWarning",
        ])
    }

    // Globals+Lua.swift: RunLoop.run is refused inside a delegate method, as inside any callback
    @Test func runLoopRunInsideADelegateMethod() {
        let r = run("""
        UIApplication.delegate = { applicationWillResignActive = function() RunLoop.run() end }
        UIApplication.resignActive()
        RunLoop.run()
        """)
        #expect(r.error?.contains("RunLoop.run cannot be called from inside a callback") == true)
    }

    // a fresh world (each `scenario` block under `lifelua test`) gets a fresh app: delegates,
    // observers and state do not carry over
    @Test func aFreshWorldHasAFreshApp() throws {
        var labels: [String] = []
        let host = ScriptHost(configuration: Configuration(), sinks: [ClosureSink { labels.append($0.label) }], output: { _ in })
        try host.vm.run(string: """
            UIApplication.delegate = { applicationWillResignActive = function() end }
            NotificationCenter.default:addObserver("UIApplication.willResignActiveNotification", function() end)
            UIApplication.resignActive()
            RunLoop.run()
            """, name: "=one")
        host.resetWorld()
        try host.vm.run(string: """
            log(UIApplication.applicationState .. " " .. tostring(UIApplication.delegate))
            UIApplication.resignActive()
            RunLoop.run()
            """, name: "=two")
        #expect(labels == ["UIApplication.applicationWillResignActive", "UIApplication.willResignActiveNotification", "log: active nil"])
    }

    // `lifelua types` documents the global tables' fields and the app and scene delegate tables
    @Test func typesDocumentTheFieldsAndDelegates() {
        let text = TypesGenerator.generate()
        for table in Registry.globalTables where !table.fields.isEmpty {
            #expect(text.contains("---@class \(table.path)\n"))
            for field in table.fields { #expect(text.contains("---@field \(field.name) \(field.type) "), "\(table.path).\(field.name)") }
            for shape in table.delegates {
                #expect(text.contains("---@class \(shape.name)\n"))
                for (kind, type, _) in shape.methods { #expect(text.contains("---@field \(kind.rawValue)? \(type) ")) }
            }
        }
        #expect(text.contains("---@field applicationState \"active\"|\"inactive\"|\"background\" "))
        #expect(text.contains("function NotificationCenter.default:addObserver(name, observer) end"))
    }
}

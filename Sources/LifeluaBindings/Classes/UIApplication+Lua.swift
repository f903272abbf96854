// UIApplication as a scenario sees it (lua-api.md, "App, scene, notifications"): the global table
// `UIApplication`, whose functions request the system's app events (delivered at the start of the
// next turn) and whose fields are the app delegate, the scene delegate and the state. The fields
// are served by the table's metatable (`GlobalTable`, installed by `installGlobalTables`); the
// rules are the engine's (LifecycleKit/App/UIApplication.swift).

import LifecycleKit
import LuaBridge

extension GlobalFunction {
    static let application: [GlobalFunction] = [
        GlobalFunction(path: "UIApplication.launch", params: [], returns: nil,
                       doc: "The launch sequence (a system event, next turn): didFinishLaunchingWithOptions, then with a scene delegate (--ios 13+) willConnectTo, sceneWillEnterForeground, sceneDidBecomeActive; without one applicationDidBecomeActive a turn later. Once, before any window is visible; the state reads \"inactive\" until the app becomes active.") { rt, a in
            try rt.world.application.launch()
            return 0
        },
        GlobalFunction(path: "UIApplication.resignActive", params: [], returns: nil,
                       doc: "An interruption (Control Center, Notification Center, a call banner), next turn: sceneWillResignActive / applicationWillResignActive; state \"inactive\". Only from \"active\".") { rt, a in
            try rt.world.application.resignActive()
            return 0
        },
        GlobalFunction(path: "UIApplication.becomeActive", params: [], returns: nil,
                       doc: "The interruption ends, next turn: sceneDidBecomeActive / applicationDidBecomeActive; state \"active\". Only from \"inactive\".") { rt, a in
            try rt.world.application.becomeActive()
            return 0
        },
        GlobalFunction(path: "UIApplication.enterBackground", params: [], returns: nil,
                       doc: "Home or an app switch, next turn: the resign step (from \"active\"), then sceneDidEnterBackground / applicationDidEnterBackground; state \"background\". No appearance callback.") { rt, a in
            try rt.world.application.enterBackground()
            return 0
        },
        GlobalFunction(path: "UIApplication.enterForeground", params: [], returns: nil,
                       doc: "Back to the app, next turn: sceneWillEnterForeground / applicationWillEnterForeground, then sceneDidBecomeActive / applicationDidBecomeActive; state \"active\". Only from \"background\". No appearance callback.") { rt, a in
            try rt.world.application.enterForeground()
            return 0
        },
        GlobalFunction(path: "UIApplication.receiveMemoryWarning", params: [], returns: nil,
                       doc: "Simulate Memory Warning, next turn, in any state: applicationDidReceiveMemoryWarning, didReceiveMemoryWarning on every live controller in creation order, then the notification. Nothing unloads or deinits.") { rt, a in
            rt.world.application.receiveMemoryWarning()
            return 0
        },
    ]
}

extension GlobalTable {
    static let application = GlobalTable(
        path: "UIApplication",
        doc: "The app (semantics-layout-app §18, §19). Its functions are system events delivered at the start of the next turn; delegate methods and observers run outside any engine operation, like the scenario's top level. Delegate methods receive this table.",
        fields: [
            GlobalField(name: "delegate", type: "UIApplicationDelegate?",
                        doc: "The app delegate: a table of the methods it implements, or nil.",
                        get: { rt in rt.push(delegate: rt.world.application.delegate) },
                        set: { rt, i in rt.world.application.delegate = try rt.delegate(at: i, "UIApplication.delegate", owner: nil) }),
            GlobalField(name: "sceneDelegate", type: "UISceneDelegate?",
                        doc: "The scene delegate (iOS 13+; ignored on --ios 12): when set, the foreground/background callbacks go to it and not to the app delegate.",
                        get: { rt in rt.push(delegate: rt.world.application.sceneDelegate) },
                        set: { rt, i in rt.world.application.sceneDelegate = try rt.delegate(at: i, "UIApplication.sceneDelegate", owner: nil) }),
            GlobalField(name: "applicationState", type: "\"active\"|\"inactive\"|\"background\"",
                        doc: "The app's state: \"active\" unless the scenario launches it or sends it away.",
                        get: { rt in rt.vm.push(rt.world.applicationState.rawValue) }),
            GlobalTable.infoPlistField,
        ],
        delegates: [.applicationDelegate, .sceneDelegate])
}

extension DelegateShape {
    static let applicationDelegate = DelegateShape(
        name: "UIApplicationDelegate",
        doc: "UIApplication.delegate: implement the methods you need; each is traced (vc UIApplication) only if implemented.",
        methods: [
            (.didFinishLaunchingWithOptions, "fun(app: UIApplication): boolean?", "At launch; without a scene delegate, build the window here."),
            (.applicationWillResignActive, "fun(app: UIApplication)", "The app is about to become inactive (no scene delegate)."),
            (.applicationDidEnterBackground, "fun(app: UIApplication)", "The app is in the background (no scene delegate)."),
            (.applicationWillEnterForeground, "fun(app: UIApplication)", "The app is about to leave the background (no scene delegate)."),
            (.applicationDidBecomeActive, "fun(app: UIApplication)", "The app is active (no scene delegate)."),
            (.applicationDidReceiveMemoryWarning, "fun(app: UIApplication)", "A memory warning, before the controllers' didReceiveMemoryWarning."),
        ])

    static let sceneDelegate = DelegateShape(
        name: "UISceneDelegate",
        doc: "UIApplication.sceneDelegate (iOS 13+): implement the methods you need; each is traced (vc Scene) only if implemented. The scene argument is a table (lifelua models one scene).",
        methods: [
            (.willConnectTo, "fun(scene: table)", "At launch, after didFinishLaunchingWithOptions: build the window here."),
            (.sceneWillEnterForeground, "fun(scene: table)", "The scene is about to come to the foreground (also at launch)."),
            (.sceneDidBecomeActive, "fun(scene: table)", "The scene is active."),
            (.sceneWillResignActive, "fun(scene: table)", "The scene is about to become inactive."),
            (.sceneDidEnterBackground, "fun(scene: table)", "The scene is in the background."),
        ])
}

extension ScriptHost {
    /// The scene a scene delegate method receives: one table per Lua state, `{ name = "Scene" }`.
    func pushScene() {
        let key = "lifelua.scene"
        if vm.getField(key, at: LuaVM.registryIndex) == .table { return }
        vm.pop()
        vm.newTable(nrec: 1)
        vm.push(UIApplication.sceneTraceName); vm.setField("name", at: -2)
        vm.pushValue(at: -1)
        vm.setField(key, at: LuaVM.registryIndex)
    }
}

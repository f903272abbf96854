-- lifelua: --ios 17
-- Source: semantics-layout-app §18.2 (scene-based launch), from the prose Lemonbrush ("1.
-- application(_:didFinishLaunchingWithOptions:) 2. scene(_:willConnectTo:) 3. viewDidLoad 4.
-- viewWillAppear 5. sceneWillEnterForeground(_:) 6. sceneDidBecomeActive(_:) 7. viewDidAppear"), the
-- log-summary HTProject and the VAndrJ log (iOS 17.4: loadView, viewDidLoad and viewWillAppear run
-- inside willConnectTo, before its next line). A plain root needs layout, so its viewIsAppearing
-- comes at the start of its own layout in the first commit (semantics-code K21 (b); VAndrJ's
-- root, inside a navigation controller, gets it inside the call: K21 (c)). The notifications of
-- steps 3 and 4 are lifelua's [choice].
UIApplication.delegate = {
  didFinishLaunchingWithOptions = function(app)
    log("state: " .. app.applicationState)
    return true
  end,
}
UIApplication.sceneDelegate = {
  willConnectTo = function(scene)
    local window = UIWindow()
    window.rootViewController = UIViewController("Root")
    window:makeKeyAndVisible()
    log("after makeKeyAndVisible")
  end,
  sceneWillEnterForeground = function(scene) end,
  sceneDidBecomeActive = function(scene) log("state: " .. UIApplication.applicationState) end,
}
NotificationCenter.default:addObserver("UIApplication.didBecomeActiveNotification", function(name) end)

UIApplication.launch()
RunLoop.run()

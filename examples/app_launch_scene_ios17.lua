-- lifelua: --ios 17
-- Source: semantics-layout-app §18.2 (scene-based launch), from the prose Lemonbrush ("1.
-- application(_:didFinishLaunchingWithOptions:) 2. scene(_:willConnectTo:) 3. viewDidLoad 4.
-- viewWillAppear 5. sceneWillEnterForeground(_:) 6. sceneDidBecomeActive(_:) 7. viewDidAppear"), the
-- log-summary HTProject and the VAndrJ log (iOS 17.4: loadView, viewDidLoad, viewWillAppear and
-- viewIsAppearing all run inside willConnectTo, before its next line). The notifications of steps 3
-- and 4 are lifelua's [choice].
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

-- lifelua: --ios 12
-- Source: semantics-layout-app §18.2 (app-delegate launch): the window is built in
-- didFinishLaunchingWithOptions; the root's viewDidAppear comes before applicationDidBecomeActive, the
-- iOS 11+ order (prose Neuburg, SO 66605799: "iOS 8 came along and flipped the order … only to switch
-- again in iOS 11"; log-summary progressconcepts: "didFinishLaunchingWithOptions, viewDidLoad,
-- viewWillAppear, viewDidAppear, applicationDidBecomeActive"); no applicationWillEnterForeground at a
-- cold launch (log-summary jigarm iOS 10, log SO 5277940). On iOS 12 a scene delegate is ignored.
local window
UIApplication.delegate = {
  didFinishLaunchingWithOptions = function(app)
    window = UIWindow()
    window.rootViewController = UINavigationController{ name = "Nav", rootViewController = UIViewController("Home") }
    window:makeKeyAndVisible()
    return true
  end,
  applicationWillEnterForeground = function(app) end,
  applicationDidBecomeActive = function(app) log("state: " .. app.applicationState) end,
}
UIApplication.sceneDelegate = {
  willConnectTo = function(scene) log("never called on iOS 12") end,
}

UIApplication.launch()
RunLoop.run()

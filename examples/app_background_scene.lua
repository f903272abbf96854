-- lifelua: --events default,traits
-- Source: semantics-layout-app §18.3 and §18.4, from the log-summary progressconcepts ("viewWillDisappear
-- / viewDidDisappear, and viewWillAppear / viewDidAppear are not called as the app goes from foreground
-- to background, or background to foreground"), the logs SO 5277940, yagamo and uso400, and the
-- HTProject scene order (sceneWillResignActive -> sceneDidEnterBackground; sceneWillEnterForeground ->
-- sceneDidBecomeActive). Home and back with a scene delegate: the scene's callbacks and the
-- notifications, and no appearance callback for the controllers on screen — not even the one under a sheet.
-- On iOS 13+ the app-switcher snapshot re-renders the windows in the other style and back, after
-- didEnterBackground: two traitCollectionDidChange per controller on screen (semantics-layout-app §17.5,
-- log SO 63372828 "DARK -> LIGHT. BACKGROUND" then "LIGHT -> DARK. BACKGROUND").
UIApplication.sceneDelegate = {
  sceneWillResignActive = function(scene) end,
  sceneDidEnterBackground = function(scene) end,
  sceneWillEnterForeground = function(scene) end,
  sceneDidBecomeActive = function(scene) end,
}
NotificationCenter.default:addObserver("UIApplication.didEnterBackgroundNotification", function(name)
  log("state: " .. UIApplication.applicationState)
end)

local window = UIWindow()
local nav = UINavigationController{ name = "Nav", rootViewController = UIViewController("Home") }
window.rootViewController = nav
window:makeKeyAndVisible()
RunLoop.run()
nav:present(UIViewController{ name = "Sheet", modalPresentationStyle = "pageSheet" }, true)
RunLoop.run()

log("home button")
UIApplication.enterBackground()
RunLoop.run()
log("back to the app")
UIApplication.enterForeground()
RunLoop.run()
log("state: " .. UIApplication.applicationState)

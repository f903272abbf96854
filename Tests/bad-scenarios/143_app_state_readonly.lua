-- expect: UIApplication.applicationState is read-only
-- assigning applicationState
local w = UIWindow()
local home = UIViewController("Home")
w.rootViewController = home
w:makeKeyAndVisible()
RunLoop.run()
UIApplication.applicationState = "background"

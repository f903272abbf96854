-- expect: UIApplication.launch: must come before any window is visible
-- UIApplication.launch() after a window is visible
local w = UIWindow()
local home = UIViewController("Home")
w.rootViewController = home
w:makeKeyAndVisible()
RunLoop.run()
UIApplication.launch()

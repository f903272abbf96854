-- expect: UIApplication.enterForeground: the application state is active; enterForeground needs background
-- enterForeground while active
local w = UIWindow()
local home = UIViewController("Home")
w.rootViewController = home
w:makeKeyAndVisible()
RunLoop.run()
UIApplication.enterForeground()

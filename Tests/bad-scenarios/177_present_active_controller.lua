-- expect: Application tried to present modally an active controller <UIViewController: Home>.
-- presenting the window's root
local w = UIWindow()
local home = UIViewController("Home")
w.rootViewController = home
w:makeKeyAndVisible()
RunLoop.run()
local b = UIViewController("B")
home:present(b, false)
RunLoop.run()
b:present(home, false)

-- expect: tap: argument #1: expected integer, got string
-- tap("2")
local w = UIWindow()
local home = UIViewController("Home")
w.rootViewController = home
w:makeKeyAndVisible()
RunLoop.run()
local tabs = UITabBarController{ name = "Tabs", viewControllers = { UIViewController("T1"), UIViewController("T2") } }
w.rootViewController = tabs
RunLoop.run()
tabs:tap("2")

-- expect: NSRangeException: tap: there is no tab 0 (the tab bar has 2)
-- tap(0): tabs are 1-based
local w = UIWindow()
local home = UIViewController("Home")
w.rootViewController = home
w:makeKeyAndVisible()
RunLoop.run()
local tabs = UITabBarController{ name = "Tabs", viewControllers = { UIViewController("T1"), UIViewController("T2") } }
w.rootViewController = tabs
RunLoop.run()
tabs:tap(0)

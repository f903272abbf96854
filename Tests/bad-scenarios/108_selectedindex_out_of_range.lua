-- expect: NSRangeException: index 7 beyond bounds [1 .. 2] of the tab bar's view controllers
-- selectedIndex = 7 with two tabs
local w = UIWindow()
local home = UIViewController("Home")
w.rootViewController = home
w:makeKeyAndVisible()
RunLoop.run()
local tabs = UITabBarController{ name = "Tabs", viewControllers = { UIViewController("T1"), UIViewController("T2") } }
w.rootViewController = tabs
RunLoop.run()
tabs.selectedIndex = 7

-- expect: selectedIndex: expected an integer, got number
-- selectedIndex = 1.5
local w = UIWindow()
local home = UIViewController("Home")
w.rootViewController = home
w:makeKeyAndVisible()
RunLoop.run()
local tabs = UITabBarController{ name = "Tabs", viewControllers = { UIViewController("T1"), UIViewController("T2") } }
w.rootViewController = tabs
RunLoop.run()
tabs.selectedIndex = 1.5

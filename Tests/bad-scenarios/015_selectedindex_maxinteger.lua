-- expect: selectedIndex: integer out of range: 9223372036854775807
-- selectedIndex = math.maxinteger: an integer, but out of range
local w = UIWindow()
local home = UIViewController("Home")
w.rootViewController = home
w:makeKeyAndVisible()
RunLoop.run()
local tabs = UITabBarController{ name = "Tabs", viewControllers = { UIViewController("T1"), UIViewController("T2") } }
w.rootViewController = tabs
RunLoop.run()
tabs.selectedIndex = math.maxinteger

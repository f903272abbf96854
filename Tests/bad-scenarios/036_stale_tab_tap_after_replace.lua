-- expect: NSRangeException: tap: there is no tab 3 (the tab bar has 1)
-- a tab tap queued, the tabs replaced before it runs (it does nothing), then a tap on the gone tab
local w = UIWindow()
local home = UIViewController("Home")
w.rootViewController = home
w:makeKeyAndVisible()
RunLoop.run()
local tabs = UITabBarController{ name = "Tabs", viewControllers = { UIViewController("T1"), UIViewController("T2"), UIViewController("T3") } }
w.rootViewController = tabs
RunLoop.run()
tabs:tap(3)
tabs.viewControllers = { UIViewController("X") }
RunLoop.run()
tabs:tap(3)

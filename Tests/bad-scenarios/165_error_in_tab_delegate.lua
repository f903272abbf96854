-- expect: boom in shouldSelect
-- line: 12
-- an error in a tab delegate's shouldSelect
local w = UIWindow()
local home = UIViewController("Home")
w.rootViewController = home
w:makeKeyAndVisible()
RunLoop.run()
local tabs = UITabBarController{ name = "Tabs", viewControllers = { UIViewController("T1"), UIViewController("T2") } }
w.rootViewController = tabs
RunLoop.run()
tabs.delegate = { shouldSelect = function(tabs, vc) error("boom in shouldSelect") end }
tabs:tap(2)
RunLoop.run()

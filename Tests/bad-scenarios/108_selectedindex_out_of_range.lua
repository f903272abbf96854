-- expect: NSInvalidArgumentException: -[UITabBarController setSelectedViewController:] only a view controller in the tab bar controller's list of view controllers can be selected.
-- selectedIndex = 7 with two tabs is silently ignored (semantics-code K20); selecting a controller that is not a tab raises
local w = UIWindow()
local home = UIViewController("Home")
w.rootViewController = home
w:makeKeyAndVisible()
RunLoop.run()
local tabs = UITabBarController{ name = "Tabs", viewControllers = { UIViewController("T1"), UIViewController("T2") } }
w.rootViewController = tabs
RunLoop.run()
tabs.selectedIndex = 7
tabs.selectedViewController = home

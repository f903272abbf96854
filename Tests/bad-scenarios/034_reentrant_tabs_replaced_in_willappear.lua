-- expect: NSRangeException: tap: there is no tab 2 (the tab bar has 1)
-- a tab replaces the tabs from its own viewWillAppear; then a tap on a tab that is gone
local w = UIWindow()
local home = UIViewController("Home")
w.rootViewController = home
w:makeKeyAndVisible()
RunLoop.run()
local Greedy = UIViewController:subclass("Greedy", {
  viewWillAppear = function(self) self.tabBarController.viewControllers = { UIViewController("X") } end,
})
local tabs = UITabBarController{ name = "Tabs", viewControllers = { UIViewController("T1"), Greedy("G") } }
w.rootViewController = tabs
RunLoop.run()
tabs.selectedIndex = 2
RunLoop.run()
tabs:tap(2)

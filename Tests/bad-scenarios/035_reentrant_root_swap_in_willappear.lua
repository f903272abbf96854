-- expect: is pushing the same view controller instance (<UIViewController: Again>) more than once
-- a window's root replaced from inside the root's viewWillAppear, then pushed twice
local w = UIWindow()
local home = UIViewController("Home")
w.rootViewController = home
w:makeKeyAndVisible()
RunLoop.run()
local V = UIViewController:subclass("V", {
  viewWillAppear = function(self) w.rootViewController = UINavigationController("Nav", UIViewController("Other")) end,
})
w.rootViewController = V("v")
RunLoop.run()
local again = UIViewController("Again")
w.rootViewController:pushViewController(again, false)
w.rootViewController:pushViewController(again, false)

-- expect: UIViewController.parent is read-only
-- assigning parent
local w = UIWindow()
local home = UIViewController("Home")
w.rootViewController = home
w:makeKeyAndVisible()
RunLoop.run()
home.parent = UIViewController("P")

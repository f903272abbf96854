-- expect: setViewControllers: argument #1: expected an array of view controllers, got string
-- setViewControllers("a,b")
local w = UIWindow()
local home = UIViewController("Home")
w.rootViewController = home
w:makeKeyAndVisible()
RunLoop.run()
local a, b = UIViewController("A"), UIViewController("B")
local nav = UINavigationController("Nav", a)
w.rootViewController = nav
RunLoop.run()
nav:setViewControllers("a,b", true)

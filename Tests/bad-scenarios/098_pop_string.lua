-- expect: popViewController: argument #1: expected boolean, got string
-- popViewController("yes")
local w = UIWindow()
local home = UIViewController("Home")
w.rootViewController = home
w:makeKeyAndVisible()
RunLoop.run()
local a, b = UIViewController("A"), UIViewController("B")
local nav = UINavigationController("Nav", a)
w.rootViewController = nav
RunLoop.run()
nav:popViewController("yes")

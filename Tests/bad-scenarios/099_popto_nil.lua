-- expect: popToViewController: argument #1: expected a view controller, got nil
-- popToViewController(nil)
local w = UIWindow()
local home = UIViewController("Home")
w.rootViewController = home
w:makeKeyAndVisible()
RunLoop.run()
local a, b = UIViewController("A"), UIViewController("B")
local nav = UINavigationController("Nav", a)
w.rootViewController = nav
RunLoop.run()
nav:popToViewController(nil, true)

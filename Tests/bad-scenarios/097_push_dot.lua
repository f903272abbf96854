-- expect: pushViewController: expected a UINavigationController as self (call it with ':'
-- nav.pushViewController(b, true)
local w = UIWindow()
local home = UIViewController("Home")
w.rootViewController = home
w:makeKeyAndVisible()
RunLoop.run()
local a, b = UIViewController("A"), UIViewController("B")
local nav = UINavigationController("Nav", a)
w.rootViewController = nav
RunLoop.run()
nav.pushViewController(b, true)

-- expect: Pushing a navigation controller is not supported
-- pushing a UINavigationController
local w = UIWindow()
local home = UIViewController("Home")
w.rootViewController = home
w:makeKeyAndVisible()
RunLoop.run()
local a, b = UIViewController("A"), UIViewController("B")
local nav = UINavigationController("Nav", a)
w.rootViewController = nav
RunLoop.run()
nav:pushViewController(UINavigationController("Inner", UIViewController("C")), true)

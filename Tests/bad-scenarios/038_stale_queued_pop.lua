-- expect: Tried to pop to a view controller that doesn't exist.
-- a nested popToViewController queued during a push, its target gone when it runs; then the same pop in code
local w = UIWindow()
local home = UIViewController("Home")
w.rootViewController = home
w:makeKeyAndVisible()
RunLoop.run()
local a, b = UIViewController("A"), UIViewController("B")
local nav = UINavigationController("Nav", a)
w.rootViewController = nav
RunLoop.run()
nav:pushViewController(b, true)
nav:popToViewController(a, true)
nav.viewControllers = { b }
RunLoop.run()
nav:popToViewController(a, true)

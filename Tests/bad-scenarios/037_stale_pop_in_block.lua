-- expect: Tried to pop to a view controller that doesn't exist.
-- line: 15
-- a block pops to a controller that left the stack before it ran
local w = UIWindow()
local home = UIViewController("Home")
w.rootViewController = home
w:makeKeyAndVisible()
RunLoop.run()
local a, b = UIViewController("A"), UIViewController("B")
local nav = UINavigationController("Nav", a)
w.rootViewController = nav
RunLoop.run()
nav:pushViewController(b, false)
RunLoop.run()
DispatchQueue.main:async(function() nav:popToViewController(a, true) end)
nav.viewControllers = { b }
RunLoop.run()

-- expect: cancel: expected a boolean, got number
-- interactivePop{ cancel = 1 }
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
nav:interactivePop{ cancel = 1 }

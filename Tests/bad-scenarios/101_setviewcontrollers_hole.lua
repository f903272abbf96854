-- expect: setViewControllers: argument #1: item 2: expected a view controller, got nil
-- setViewControllers with a hole
local w = UIWindow()
local home = UIViewController("Home")
w.rootViewController = home
w:makeKeyAndVisible()
RunLoop.run()
local a, b = UIViewController("A"), UIViewController("B")
local nav = UINavigationController("Nav", a)
w.rootViewController = nav
RunLoop.run()
nav:setViewControllers({ a, nil, b }, true)

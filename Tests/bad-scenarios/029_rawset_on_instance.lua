-- expect: bad argument #1 to 'rawset' (table expected, got object)
-- rawset on a controller
local w = UIWindow()
local home = UIViewController("Home")
w.rootViewController = home
w:makeKeyAndVisible()
RunLoop.run()
rawset(home, "name", "X")

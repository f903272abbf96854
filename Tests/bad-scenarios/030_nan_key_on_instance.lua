-- expect: index is nil or NaN
-- a NaN key assigned on a controller
local w = UIWindow()
local home = UIViewController("Home")
w.rootViewController = home
w:makeKeyAndVisible()
RunLoop.run()
home[0/0] = 1

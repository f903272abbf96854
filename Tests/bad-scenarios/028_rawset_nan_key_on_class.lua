-- expect: table index is NaN
-- rawset with a NaN key on a class table
local w = UIWindow()
local home = UIViewController("Home")
w.rootViewController = home
w:makeKeyAndVisible()
RunLoop.run()
rawset(UIViewController, 0/0, 1)

-- expect: attempt to call a nil value (field '__call')
-- the class metatable's __call with a number (the metatable is protected)
local w = UIWindow()
local home = UIViewController("Home")
w.rootViewController = home
w:makeKeyAndVisible()
RunLoop.run()
getmetatable(UIViewController).__call(42)

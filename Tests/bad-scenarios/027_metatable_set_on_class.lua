-- expect: cannot change a protected metatable
-- setmetatable on a class table
local w = UIWindow()
local home = UIViewController("Home")
w.rootViewController = home
w:makeKeyAndVisible()
RunLoop.run()
setmetatable(UIViewController, {})

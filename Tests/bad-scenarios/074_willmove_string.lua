-- expect: willMove: argument #1: expected a view controller or nil, got string
-- willMove("x")
local w = UIWindow()
local home = UIViewController("Home")
w.rootViewController = home
w:makeKeyAndVisible()
RunLoop.run()
home:willMove("x")

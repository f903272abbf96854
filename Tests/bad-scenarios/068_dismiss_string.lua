-- expect: dismiss: argument #1: expected boolean, got string
-- dismiss("now")
local w = UIWindow()
local home = UIViewController("Home")
w.rootViewController = home
w:makeKeyAndVisible()
RunLoop.run()
home:dismiss("now")

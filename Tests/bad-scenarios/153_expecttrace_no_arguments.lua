-- expect: expectTrace: argument #1: expected string, got no value
-- expectTrace()
local w = UIWindow()
local home = UIViewController("Home")
w.rootViewController = home
w:makeKeyAndVisible()
RunLoop.run()
expectTrace()

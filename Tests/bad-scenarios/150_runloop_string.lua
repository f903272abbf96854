-- expect: RunLoop.run: argument #1: expected number, got string
-- RunLoop.run("1s")
local w = UIWindow()
local home = UIViewController("Home")
w.rootViewController = home
w:makeKeyAndVisible()
RunLoop.run()
RunLoop.run("1s")

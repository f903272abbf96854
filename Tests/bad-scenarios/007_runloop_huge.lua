-- expect: RunLoop.run: argument #1: expected a duration in seconds from 0 to 1e9
-- RunLoop.run(1e300)
local w = UIWindow()
local home = UIViewController("Home")
w.rootViewController = home
w:makeKeyAndVisible()
RunLoop.run()
RunLoop.run(1e300)

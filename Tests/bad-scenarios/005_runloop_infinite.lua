-- expect: RunLoop.run: argument #1: expected a finite number
-- RunLoop.run(math.huge)
local w = UIWindow()
local home = UIViewController("Home")
w.rootViewController = home
w:makeKeyAndVisible()
RunLoop.run()
RunLoop.run(math.huge)

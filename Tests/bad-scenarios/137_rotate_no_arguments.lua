-- expect: UIDevice.rotate: argument #1: expected string, got no value
-- UIDevice.rotate()
local w = UIWindow()
local home = UIViewController("Home")
w.rootViewController = home
w:makeKeyAndVisible()
RunLoop.run()
UIDevice.rotate()

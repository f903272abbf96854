-- expect: UIDevice.rotate: argument #1: expected one of portrait, landscape, got 'sideways'
-- UIDevice.rotate("sideways")
local w = UIWindow()
local home = UIViewController("Home")
w.rootViewController = home
w:makeKeyAndVisible()
RunLoop.run()
UIDevice.rotate("sideways")

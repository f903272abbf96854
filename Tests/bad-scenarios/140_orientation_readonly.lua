-- expect: UIDevice.orientation is read-only
-- assigning UIDevice.orientation
local w = UIWindow()
local home = UIViewController("Home")
w.rootViewController = home
w:makeKeyAndVisible()
RunLoop.run()
UIDevice.orientation = "landscape"

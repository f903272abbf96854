-- expect: UIDevice.setUserInterfaceStyle: argument #1: expected one of light, dark, got 'sepia'
-- setUserInterfaceStyle("sepia")
local w = UIWindow()
local home = UIViewController("Home")
w.rootViewController = home
w:makeKeyAndVisible()
RunLoop.run()
UIDevice.setUserInterfaceStyle("sepia")

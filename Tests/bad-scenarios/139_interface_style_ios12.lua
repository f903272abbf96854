-- lifelua: --ios 12
-- expect: setUserInterfaceStyle needs iOS 13 or later
-- Dark Mode before iOS 13
local w = UIWindow()
local home = UIViewController("Home")
w.rootViewController = home
w:makeKeyAndVisible()
RunLoop.run()
UIDevice.setUserInterfaceStyle("dark")

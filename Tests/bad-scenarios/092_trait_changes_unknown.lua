-- lifelua: --ios 17
-- expect: registerForTraitChanges: item 1: expected one of horizontalSizeClass, verticalSizeClass, userInterfaceStyle, got colour
-- registerForTraitChanges with an unknown trait
local w = UIWindow()
local home = UIViewController("Home")
w.rootViewController = home
w:makeKeyAndVisible()
RunLoop.run()
home:registerForTraitChanges({ "colour" }, function() end)

-- lifelua: --ios 16
-- expect: registerForTraitChanges needs iOS 17 or later
-- registerForTraitChanges before iOS 17
local w = UIWindow()
local home = UIViewController("Home")
w.rootViewController = home
w:makeKeyAndVisible()
RunLoop.run()
home:registerForTraitChanges({ "verticalSizeClass" }, function() end)

-- lifelua: --ios 17
-- expect: updatePropertiesIfNeeded requires iOS 26 (running --ios 17)
-- view:updatePropertiesIfNeeded on iOS 17 (semantics-ios26 §22.5)
local w = UIWindow()
local home = UIViewController("Home")
w.rootViewController = home
w:makeKeyAndVisible()
RunLoop.run()
home.view:updatePropertiesIfNeeded()

-- lifelua: --ios 18
-- expect: setNeedsUpdateProperties requires iOS 26 (running --ios 18)
-- setNeedsUpdateProperties on iOS 18, where it does not exist (semantics-ios26 §22.5)
local w = UIWindow()
local home = UIViewController("Home")
w.rootViewController = home
w:makeKeyAndVisible()
RunLoop.run()
home:setNeedsUpdateProperties()

-- lifelua: --ios 17
-- expect: preferredTransition requires iOS 18 (running --ios 17)
-- the zoom transition before iOS 18 (semantics-ios26 §25)
local w = UIWindow()
w.rootViewController = UIViewController("Home")
w:makeKeyAndVisible()
RunLoop.run()
local detail = UIViewController("Detail")
detail.preferredTransition = "zoom"

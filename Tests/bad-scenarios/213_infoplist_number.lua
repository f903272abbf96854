-- expect: UIApplication.infoPlist
-- UIApplication.infoPlist assigned a number (semantics-ios26 §23.1)
local w = UIWindow()
w.rootViewController = UIViewController("Home")
w:makeKeyAndVisible()
RunLoop.run()
UIApplication.infoPlist = 1

-- expect: call it with ':'
-- a.present(b, true) instead of a:present(b, true)
local w = UIWindow()
local home = UIViewController("Home")
w.rootViewController = home
w:makeKeyAndVisible()
RunLoop.run()
home.present(UIViewController("B"), true)

-- expect: call it with ':'
-- a.present(b) instead of a:present(b): the message must explain the colon
local w = UIWindow()
local home = UIViewController("Home")
w.rootViewController = home
w:makeKeyAndVisible()
RunLoop.run()
home.present(UIViewController("B"))

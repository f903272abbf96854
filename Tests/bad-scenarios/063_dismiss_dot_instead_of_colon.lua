-- expect: dismiss: expected a UIViewController as self (call it with ':', as in obj:dismiss(…)), got boolean
-- b.dismiss(true) instead of b:dismiss(true)
local w = UIWindow()
local home = UIViewController("Home")
w.rootViewController = home
w:makeKeyAndVisible()
RunLoop.run()
home.dismiss(true)

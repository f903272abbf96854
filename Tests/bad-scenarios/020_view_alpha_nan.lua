-- expect: alpha: expected a finite number
-- alpha = NaN
local w = UIWindow()
local home = UIViewController("Home")
w.rootViewController = home
w:makeKeyAndVisible()
RunLoop.run()
home.view.alpha = 0/0

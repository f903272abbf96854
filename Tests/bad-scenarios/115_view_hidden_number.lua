-- expect: isHidden: expected a boolean, got number
-- isHidden = 1
local w = UIWindow()
local home = UIViewController("Home")
w.rootViewController = home
w:makeKeyAndVisible()
RunLoop.run()
home.view.isHidden = 1

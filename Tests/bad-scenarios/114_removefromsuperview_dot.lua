-- expect: removeFromSuperview: expected a UIView as self (call it with ':'
-- v.removeFromSuperview()
local w = UIWindow()
local home = UIViewController("Home")
w.rootViewController = home
w:makeKeyAndVisible()
RunLoop.run()
home.view.removeFromSuperview()

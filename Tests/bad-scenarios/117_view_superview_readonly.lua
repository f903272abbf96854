-- expect: UIView.superview is read-only
-- assigning superview
local w = UIWindow()
local home = UIViewController("Home")
w.rootViewController = home
w:makeKeyAndVisible()
RunLoop.run()
home.view.superview = UIView("S")

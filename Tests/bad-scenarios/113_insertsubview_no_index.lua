-- expect: insertSubview: argument #2: expected integer, got no value
-- insertSubview(v) without an index
local w = UIWindow()
local home = UIViewController("Home")
w.rootViewController = home
w:makeKeyAndVisible()
RunLoop.run()
home.view:insertSubview(UIView("V"))

-- expect: insertSubview: argument #2: integer out of range: -9223372036854775808
-- insertSubview at math.mininteger
local w = UIWindow()
local home = UIViewController("Home")
w.rootViewController = home
w:makeKeyAndVisible()
RunLoop.run()
home.view:insertSubview(UIView("V"), math.mininteger)

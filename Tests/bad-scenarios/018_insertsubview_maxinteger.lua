-- expect: insertSubview: argument #2: integer out of range: 9223372036854775807
-- insertSubview at math.maxinteger
local w = UIWindow()
local home = UIViewController("Home")
w.rootViewController = home
w:makeKeyAndVisible()
RunLoop.run()
home.view:insertSubview(UIView("V"), math.maxinteger)

-- expect: addSubview: argument #1: expected a view, got UIViewController "C"
-- addSubview(controller) instead of its view
local w = UIWindow()
local home = UIViewController("Home")
w.rootViewController = home
w:makeKeyAndVisible()
RunLoop.run()
home.view:addSubview(UIViewController("C"))

-- expect: addChild: argument #1: expected a view controller, got UIView "Home"
-- addChild(view)
local w = UIWindow()
local home = UIViewController("Home")
w.rootViewController = home
w:makeKeyAndVisible()
RunLoop.run()
home:addChild(home.view)

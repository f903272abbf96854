-- expect: addChild: argument #1: expected a view controller, got no value
-- addChild()
local w = UIWindow()
local home = UIViewController("Home")
w.rootViewController = home
w:makeKeyAndVisible()
RunLoop.run()
home:addChild()

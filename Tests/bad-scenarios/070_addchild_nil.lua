-- expect: addChild: argument #1: expected a view controller, got nil
-- addChild(nil)
local w = UIWindow()
local home = UIViewController("Home")
w.rootViewController = home
w:makeKeyAndVisible()
RunLoop.run()
home:addChild(nil)

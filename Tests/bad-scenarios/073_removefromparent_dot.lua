-- expect: removeFromParent: expected a UIViewController as self (call it with ':'
-- c.removeFromParent()
local w = UIWindow()
local home = UIViewController("Home")
w.rootViewController = home
w:makeKeyAndVisible()
RunLoop.run()
local c = UIViewController("C")
home:addChild(c)
c.removeFromParent()

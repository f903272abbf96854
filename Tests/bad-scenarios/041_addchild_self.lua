-- expect: NSInvalidArgumentException: <UIViewController: Home> cannot be a child of itself
-- a controller as its own child
local w = UIWindow()
local home = UIViewController("Home")
w.rootViewController = home
w:makeKeyAndVisible()
RunLoop.run()
home:addChild(home)

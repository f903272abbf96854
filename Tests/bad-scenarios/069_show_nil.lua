-- expect: show: argument #1: expected a view controller, got nil
-- show(nil)
local w = UIWindow()
local home = UIViewController("Home")
w.rootViewController = home
w:makeKeyAndVisible()
RunLoop.run()
home:show(nil)

-- expect: addSubview: argument #1: expected a view, got number
-- addSubview(42)
local w = UIWindow()
local home = UIViewController("Home")
w.rootViewController = home
w:makeKeyAndVisible()
RunLoop.run()
home.view:addSubview(42)

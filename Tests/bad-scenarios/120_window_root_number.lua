-- expect: rootViewController: expected a view controller or nil, got number
-- rootViewController = 42
local w = UIWindow()
local home = UIViewController("Home")
w.rootViewController = home
w:makeKeyAndVisible()
RunLoop.run()
w.rootViewController = 42

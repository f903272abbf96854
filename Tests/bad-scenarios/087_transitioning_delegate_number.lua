-- expect: transitioningDelegate: expected a table or nil, got number
-- transitioningDelegate = 5
local w = UIWindow()
local home = UIViewController("Home")
w.rootViewController = home
w:makeKeyAndVisible()
RunLoop.run()
home.transitioningDelegate = 5

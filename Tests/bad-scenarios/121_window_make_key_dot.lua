-- expect: makeKeyAndVisible: expected a UIWindow as self (call it with ':'
-- w.makeKeyAndVisible()
local w = UIWindow()
local home = UIViewController("Home")
w.rootViewController = home
w:makeKeyAndVisible()
RunLoop.run()
w.makeKeyAndVisible()

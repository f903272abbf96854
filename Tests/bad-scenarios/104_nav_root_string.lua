-- expect: UINavigationController: argument #2: expected a root view controller, got string
-- UINavigationController(name, "root")
local w = UIWindow()
local home = UIViewController("Home")
w.rootViewController = home
w:makeKeyAndVisible()
RunLoop.run()
local nav2 = UINavigationController("Nav2", "root")

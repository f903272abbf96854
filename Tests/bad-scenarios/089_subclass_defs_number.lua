-- expect: subclass: argument #2: expected table, got number
-- subclass(name, 5)
local w = UIWindow()
local home = UIViewController("Home")
w.rootViewController = home
w:makeKeyAndVisible()
RunLoop.run()
UIViewController:subclass("X", 5)

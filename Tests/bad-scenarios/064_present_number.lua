-- expect: present: argument #1: expected a view controller, got number
-- present(42)
local w = UIWindow()
local home = UIViewController("Home")
w.rootViewController = home
w:makeKeyAndVisible()
RunLoop.run()
home:present(42)

-- expect: present: argument #3: expected function, got number
-- present(b, true, 42)
local w = UIWindow()
local home = UIViewController("Home")
w.rootViewController = home
w:makeKeyAndVisible()
RunLoop.run()
home:present(UIViewController("B"), true, 42)

-- expect: present: argument #2: expected boolean, got string
-- present(b, "yes")
local w = UIWindow()
local home = UIViewController("Home")
w.rootViewController = home
w:makeKeyAndVisible()
RunLoop.run()
home:present(UIViewController("B"), "yes")

-- expect: subclass: call it on a class, as in UIViewController:subclass("Name", { … })
-- UIViewController.subclass(…) instead of :subclass
local w = UIWindow()
local home = UIViewController("Home")
w.rootViewController = home
w:makeKeyAndVisible()
RunLoop.run()
UIViewController.subclass("X", {})

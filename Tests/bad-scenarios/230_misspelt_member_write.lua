-- expect: UIWindow has no member 'rootViewControler'; did you mean 'rootViewController'?
-- a member one letter short, written on an instance (issue 28): it ran and the trace lacked the root
local w = UIWindow()
local home = UIViewController("Home")
w.rootViewController = home
w:makeKeyAndVisible()
RunLoop.run()
w.rootViewControler = UIViewController("Other")

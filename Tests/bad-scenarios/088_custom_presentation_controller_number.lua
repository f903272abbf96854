-- expect: presentationController: expected a table
-- a custom presentation controller that is not a table (silently ignored today)
local w = UIWindow()
local home = UIViewController("Home")
w.rootViewController = home
w:makeKeyAndVisible()
RunLoop.run()
local d = UIViewController{ name = "Drawer", modalPresentationStyle = "custom" }
d.transitioningDelegate = { presentationController = 5 }

-- expect: presentationControllerShouldDismiss: expected a function
-- a delegate method that is not a function (silently ignored today)
local w = UIWindow()
local home = UIViewController("Home")
w.rootViewController = home
w:makeKeyAndVisible()
RunLoop.run()
local b = UIViewController("B")
b.presentationControllerDelegate = { presentationControllerShouldDismiss = 42 }

-- expect: cancel: expected a boolean, got string
-- interactiveDismiss{ cancel = "no" }
local w = UIWindow()
local home = UIViewController("Home")
w.rootViewController = home
w:makeKeyAndVisible()
RunLoop.run()
local b = UIViewController("B")
home:present(b, true)
RunLoop.run()
b:interactiveDismiss{ cancel = "no" }

-- expect: UIAlertAction: handler: expected a function, got number
-- handler = 42
local w = UIWindow()
local home = UIViewController("Home")
w.rootViewController = home
w:makeKeyAndVisible()
RunLoop.run()
local act = UIAlertAction{ title = "Go", handler = 42 }

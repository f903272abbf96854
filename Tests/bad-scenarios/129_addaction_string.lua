-- expect: addAction: argument #1: expected a UIAlertAction, got string
-- addAction("OK")
local w = UIWindow()
local home = UIViewController("Home")
w.rootViewController = home
w:makeKeyAndVisible()
RunLoop.run()
local alert = UIAlertController{ title = "Hi" }
alert:addAction("OK")

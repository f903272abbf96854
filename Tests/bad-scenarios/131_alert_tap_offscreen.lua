-- expect: tap: <UIAlertController: Hi> is not on screen
-- tap on an alert never presented
local w = UIWindow()
local home = UIViewController("Home")
w.rootViewController = home
w:makeKeyAndVisible()
RunLoop.run()
local alert = UIAlertController{ title = "Hi" }
alert:addAction(UIAlertAction{ title = "OK" })
alert:tap("OK")

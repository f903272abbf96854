-- expect: tap: no action titled 'Ok'; the actions are: 'OK'
-- tap on a title the alert does not have
local w = UIWindow()
local home = UIViewController("Home")
w.rootViewController = home
w:makeKeyAndVisible()
RunLoop.run()
local alert = UIAlertController{ title = "Hi" }
alert:addAction(UIAlertAction{ title = "OK" })
home:present(alert, true)
RunLoop.run()
alert:tap("Ok")

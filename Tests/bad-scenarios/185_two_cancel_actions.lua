-- expect: UIAlertController can only have one action with a style of UIAlertActionStyleCancel
-- two actions of style cancel
local w = UIWindow()
local home = UIViewController("Home")
w.rootViewController = home
w:makeKeyAndVisible()
RunLoop.run()
local alert = UIAlertController{ title = "Quit?" }
alert:addAction(UIAlertAction{ title = "Cancel", style = "cancel" })
alert:addAction(UIAlertAction{ title = "Never mind", style = "cancel" })

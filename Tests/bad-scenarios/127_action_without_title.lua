-- expect: UIAlertAction: title: expected a string, got nil
-- an action without a title
local w = UIWindow()
local home = UIViewController("Home")
w.rootViewController = home
w:makeKeyAndVisible()
RunLoop.run()
local act = UIAlertAction{ style = "cancel" }

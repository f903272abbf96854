-- expect: UIAlertAction: style: expected one of default, cancel, destructive, got 'danger'
-- an action of style "danger"
local w = UIWindow()
local home = UIViewController("Home")
w.rootViewController = home
w:makeKeyAndVisible()
RunLoop.run()
local act = UIAlertAction{ title = "Go", style = "danger" }

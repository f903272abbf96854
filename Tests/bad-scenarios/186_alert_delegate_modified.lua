-- expect: The presentation controller of an alert controller presenting as an alert must not have its delegate modified
-- an alert's presentation controller delegate set
local w = UIWindow()
local home = UIViewController("Home")
w.rootViewController = home
w:makeKeyAndVisible()
RunLoop.run()
local alert = UIAlertController{ title = "Hi", preferredStyle = "alert" }
alert.presentationControllerDelegate = {}

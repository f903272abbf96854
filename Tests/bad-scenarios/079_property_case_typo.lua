-- expect: UIViewController has no member 'modalPresentationstyle'; did you mean 'modalPresentationStyle'?
-- a property name in the wrong case
local w = UIWindow()
local home = UIViewController("Home")
w.rootViewController = home
w:makeKeyAndVisible()
RunLoop.run()
home.modalPresentationstyle = "fullScreen"

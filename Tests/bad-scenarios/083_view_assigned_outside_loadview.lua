-- expect: view: <UIViewController: Home>'s view may be assigned only inside loadView
-- vc.view assigned outside loadView
local w = UIWindow()
local home = UIViewController("Home")
w.rootViewController = home
w:makeKeyAndVisible()
RunLoop.run()
home.view = UIView("Other")

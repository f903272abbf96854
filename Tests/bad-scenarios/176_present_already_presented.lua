-- expect: Application tried to present modally a view controller <UIViewController: B> that is already being presented by <UIViewController: Home>.
-- presenting a controller that is already presented
local w = UIWindow()
local home = UIViewController("Home")
w.rootViewController = home
w:makeKeyAndVisible()
RunLoop.run()
local b, c = UIViewController("B"), UIViewController("C")
home:present(b, false)
RunLoop.run()
b:present(c, false)
RunLoop.run()
c:present(b, false)

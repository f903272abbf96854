-- expect: Application tried to present modally a view controller <UIViewController: C> that has a parent view controller <UIViewController: P>.
-- presenting a controller that has a parent
local w = UIWindow()
local home = UIViewController("Home")
w.rootViewController = home
w:makeKeyAndVisible()
RunLoop.run()
local p, c = UIViewController("P"), UIViewController("C")
p:addChild(c)
home:present(c, true)

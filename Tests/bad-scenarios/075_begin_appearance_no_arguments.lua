-- expect: beginAppearanceTransition: argument #1: expected boolean, got no value
-- beginAppearanceTransition()
local w = UIWindow()
local home = UIViewController("Home")
w.rootViewController = home
w:makeKeyAndVisible()
RunLoop.run()
home:beginAppearanceTransition()

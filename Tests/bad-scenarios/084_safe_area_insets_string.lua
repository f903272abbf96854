-- expect: additionalSafeAreaInsets: expected a table { top=, left=, bottom=, right= }, got string
-- additionalSafeAreaInsets = "wide"
local w = UIWindow()
local home = UIViewController("Home")
w.rootViewController = home
w:makeKeyAndVisible()
RunLoop.run()
home.additionalSafeAreaInsets = "wide"

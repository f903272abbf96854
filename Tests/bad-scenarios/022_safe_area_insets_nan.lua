-- expect: additionalSafeAreaInsets.top: expected a finite number
-- additionalSafeAreaInsets with a NaN inset
local w = UIWindow()
local home = UIViewController("Home")
w.rootViewController = home
w:makeKeyAndVisible()
RunLoop.run()
home.additionalSafeAreaInsets = { top = 0/0 }

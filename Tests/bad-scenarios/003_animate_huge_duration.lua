-- expect: UIView.animate: argument #1: expected a duration in seconds from 0 to 1e9, got 1e+300
-- UIView.animate with a duration beyond 1e9 s
local w = UIWindow()
local home = UIViewController("Home")
w.rootViewController = home
w:makeKeyAndVisible()
RunLoop.run()
UIView.animate(1e300, function() home.view.alpha = 0 end)

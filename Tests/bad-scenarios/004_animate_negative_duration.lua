-- expect: UIView.animate: argument #1: expected a duration in seconds from 0 to 1e9, got -1
-- UIView.animate with a negative duration
local w = UIWindow()
local home = UIViewController("Home")
w.rootViewController = home
w:makeKeyAndVisible()
RunLoop.run()
UIView.animate(-1, function() home.view.alpha = 0 end)

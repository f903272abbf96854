-- expect: UIView.animate: argument #1: expected a finite number
-- UIView.animate with an infinite duration
local w = UIWindow()
local home = UIViewController("Home")
w.rootViewController = home
w:makeKeyAndVisible()
RunLoop.run()
UIView.animate(math.huge, function() home.view.alpha = 0 end)

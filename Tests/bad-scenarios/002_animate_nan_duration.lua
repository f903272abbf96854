-- expect: UIView.animate: argument #1: expected a finite number
-- UIView.animate with a NaN duration
local w = UIWindow()
local home = UIViewController("Home")
w.rootViewController = home
w:makeKeyAndVisible()
RunLoop.run()
UIView.animate(0/0, function() home.view.alpha = 0 end)

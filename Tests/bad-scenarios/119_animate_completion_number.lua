-- expect: UIView.animate: argument #3: expected function, got number
-- UIView.animate(0.2, fn, 42)
local w = UIWindow()
local home = UIViewController("Home")
w.rootViewController = home
w:makeKeyAndVisible()
RunLoop.run()
UIView.animate(0.2, function() end, 42)

-- expect: UIView.animate: argument #1: expected number, got string
-- UIView.animate("fast", …)
local w = UIWindow()
local home = UIViewController("Home")
w.rootViewController = home
w:makeKeyAndVisible()
RunLoop.run()
UIView.animate("fast", function() end)

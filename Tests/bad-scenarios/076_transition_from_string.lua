-- expect: transition: argument #1: expected a view controller, got string
-- transition("A", b, …)
local w = UIWindow()
local home = UIViewController("Home")
w.rootViewController = home
w:makeKeyAndVisible()
RunLoop.run()
local a, b = UIViewController("A"), UIViewController("B")
home:addChild(a); home.view:addSubview(a.view); a:didMove(home)
home:addChild(b)
home:transition("A", b, 0.25, "transitionCrossDissolve", function() end, function() end)

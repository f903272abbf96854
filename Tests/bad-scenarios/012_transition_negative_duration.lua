-- expect: transition: argument #3: expected a duration in seconds from 0 to 1e9, got -0.25
-- transition(from:to:) with a negative duration
local w = UIWindow()
local home = UIViewController("Home")
w.rootViewController = home
w:makeKeyAndVisible()
RunLoop.run()
local a, b = UIViewController("A"), UIViewController("B")
home:addChild(a); home.view:addSubview(a.view); a:didMove(home)
home:addChild(b)
home:transition(a, b, -0.25, "transitionCrossDissolve", function() end, function() end)

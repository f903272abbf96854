-- expect: transition: argument #3: expected a finite number
-- transition(from:to:) with an infinite duration
local w = UIWindow()
local home = UIViewController("Home")
w.rootViewController = home
w:makeKeyAndVisible()
RunLoop.run()
local a, b = UIViewController("A"), UIViewController("B")
home:addChild(a); home.view:addSubview(a.view); a:didMove(home)
home:addChild(b)
home:transition(a, b, math.huge, "transitionCrossDissolve", function() end, function() end)

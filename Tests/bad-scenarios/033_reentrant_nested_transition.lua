-- expect: transition: argument #3: expected a finite number
-- line: 13
-- a transition started inside another transition's animations, with a NaN duration
local w = UIWindow()
local home = UIViewController("Home")
w.rootViewController = home
w:makeKeyAndVisible()
RunLoop.run()
local a, b = UIViewController("A"), UIViewController("B")
home:addChild(a); home.view:addSubview(a.view); a:didMove(home)
home:addChild(b)
home:transition(a, b, 0.25, "transitionCrossDissolve", function()
  home:transition(b, a, 0/0, "transitionCrossDissolve", function() end, function() end)
end, function() end)

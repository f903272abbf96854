-- expect: boom in transition completion
-- line: 13
-- an error in transition(from:to:)'s completion
local w = UIWindow()
local home = UIViewController("Home")
w.rootViewController = home
w:makeKeyAndVisible()
RunLoop.run()
local a, b = UIViewController("A"), UIViewController("B")
home:addChild(a); home.view:addSubview(a.view); a:didMove(home)
home:addChild(b)
home:transition(a, b, 0.25, "transitionCrossDissolve", function() end, function(finished)
  error("boom in transition completion")
end)
RunLoop.run()

-- expect: boom in animate completion
-- line: 10
-- an error in UIView.animate's completion
local w = UIWindow()
local home = UIViewController("Home")
w.rootViewController = home
w:makeKeyAndVisible()
RunLoop.run()
UIView.animate(0.2, function() home.view.alpha = 0 end, function(finished)
  error("boom in animate completion")
end)
RunLoop.run()

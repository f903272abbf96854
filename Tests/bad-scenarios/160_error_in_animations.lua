-- expect: boom in animations
-- line: 10
-- an error in UIView.animate's animations
local w = UIWindow()
local home = UIViewController("Home")
w.rootViewController = home
w:makeKeyAndVisible()
RunLoop.run()
UIView.animate(0.2, function()
  error("boom in animations")
end)

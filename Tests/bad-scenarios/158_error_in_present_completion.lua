-- expect: boom in completion
-- line: 10
-- an error in present's completion
local w = UIWindow()
local home = UIViewController("Home")
w.rootViewController = home
w:makeKeyAndVisible()
RunLoop.run()
home:present(UIViewController("B"), true, function()
  error("boom in completion")
end)
RunLoop.run()

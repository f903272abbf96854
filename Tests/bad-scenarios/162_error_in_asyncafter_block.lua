-- expect: boom in asyncAfter
-- line: 10
-- an error in an asyncAfter block
local w = UIWindow()
local home = UIViewController("Home")
w.rootViewController = home
w:makeKeyAndVisible()
RunLoop.run()
DispatchQueue.main:asyncAfter(0.5, function()
  error("boom in asyncAfter")
end)
RunLoop.run()

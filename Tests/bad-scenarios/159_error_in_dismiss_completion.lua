-- expect: boom in dismiss completion
-- line: 12
-- an error in dismiss's completion
local w = UIWindow()
local home = UIViewController("Home")
w.rootViewController = home
w:makeKeyAndVisible()
RunLoop.run()
local b = UIViewController("B")
home:present(b, false)
RunLoop.run()
b:dismiss(true, function() error("boom in dismiss completion") end)
RunLoop.run()

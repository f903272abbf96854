-- expect: expectTrace failed (1 expected, 0 observed)
-- line: 9
-- a failed expectTrace shows expected and observed side by side (Lua names the call's first line)
local w = UIWindow()
local home = UIViewController("Home")
w.rootViewController = home
w:makeKeyAndVisible()
RunLoop.run()
expectTrace [[
  Home.viewDidDisappear
]]

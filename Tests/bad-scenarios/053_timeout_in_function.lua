-- lifelua: --timeout 1
-- expect: timeout: the scenario ran longer than 1 s
-- line: 11
-- a timeout names the line of the loop, not the caller's
local w = UIWindow()
local home = UIViewController("Home")
w.rootViewController = home
w:makeKeyAndVisible()
RunLoop.run()
local function spin()
  while true do end
end
spin()

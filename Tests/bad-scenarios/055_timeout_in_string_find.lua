-- lifelua: --timeout 1
-- expect: timeout: the scenario ran longer than 1 s
-- a pattern that never ends: the watchdog stops it
local w = UIWindow()
local home = UIViewController("Home")
w.rootViewController = home
w:makeKeyAndVisible()
RunLoop.run()
local s = string.rep("a", 40)
string.find(s, string.rep("a?", 40) .. s)

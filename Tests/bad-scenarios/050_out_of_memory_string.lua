-- lifelua: --timeout 5
-- expect: not enough memory
-- runaway memory: one string doubling
local w = UIWindow()
local home = UIViewController("Home")
w.rootViewController = home
w:makeKeyAndVisible()
RunLoop.run()
local s = "x" while true do s = s .. s end

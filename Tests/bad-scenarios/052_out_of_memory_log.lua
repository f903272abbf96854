-- lifelua: --timeout 3 --events appearance
-- expect: not enough memory
-- runaway memory kept on the Swift side: huge log strings in a trace the script may read
local w = UIWindow()
local home = UIViewController("Home")
w.rootViewController = home
w:makeKeyAndVisible()
RunLoop.run()
trace.clear()
local chunk = string.rep("y", 1000000)
for i = 1, 1e9 do log(chunk) end

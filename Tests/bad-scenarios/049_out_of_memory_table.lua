-- lifelua: --timeout 5 --max-memory 64
-- expect: not enough memory
-- runaway memory: a table of strings (the cap must stop it well before the timeout)
local w = UIWindow()
local home = UIViewController("Home")
w.rootViewController = home
w:makeKeyAndVisible()
RunLoop.run()
local t = {} for i = 1, 1e9 do t[i] = string.rep('x', 1000) .. i end

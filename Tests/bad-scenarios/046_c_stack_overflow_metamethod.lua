-- expect: C stack overflow
-- line: 9
-- C stack overflow through an __index metamethod
local w = UIWindow()
local home = UIViewController("Home")
w.rootViewController = home
w:makeKeyAndVisible()
RunLoop.run()
local t = setmetatable({}, { __index = function(t, k) return t[k] end })
log(t.x)

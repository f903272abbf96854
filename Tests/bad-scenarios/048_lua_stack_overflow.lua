-- expect: stack overflow
-- line: 9
-- endless Lua recursion
local w = UIWindow()
local home = UIViewController("Home")
w.rootViewController = home
w:makeKeyAndVisible()
RunLoop.run()
local function f(n) return 1 + f(n + 1) end
f(1)

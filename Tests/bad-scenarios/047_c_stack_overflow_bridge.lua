-- expect: C stack overflow
-- line: 9
-- C stack overflow through UIView.animate calling itself
local w = UIWindow()
local home = UIViewController("Home")
w.rootViewController = home
w:makeKeyAndVisible()
RunLoop.run()
local function f() UIView.animate(0, f) end
f()

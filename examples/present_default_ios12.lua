-- lifelua: --ios 12
-- Source: semantics §3 (--ios 12: automatic means fullScreen [test Lasso iOS<13 branch]) and seed 000
-- for the full-screen order. On iOS 12 the presenter gets the disappear/appear pair; no viewIsAppearing.
local window = UIWindow()
local a = UIViewController("A")
window.rootViewController = a
window:makeKeyAndVisible()
RunLoop.run()

local b = UIViewController("B")
a:present(b, true)
RunLoop.run()
b:dismiss(true)

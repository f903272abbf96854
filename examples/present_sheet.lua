-- Source: seed 000 ("other styles trigger only B's lifecycle") and seed 002. A pageSheet leaves its
-- presenter alone: A gets no disappear/appear callbacks (semantics §3).
local window = UIWindow()
local a = UIViewController("A")
window.rootViewController = a
window:makeKeyAndVisible()
RunLoop.run()

local b = UIViewController{ name = "B", modalPresentationStyle = "pageSheet" }
a:present(b, true)
RunLoop.run()
b:dismiss(true)

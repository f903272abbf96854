-- Source: seed 002 (.automatic: only the presented controller gets callbacks) and semantics §3
-- (iOS 18: automatic resolves to formSheet, the lifecycle of a sheet). The default iOS is 18.
local window = UIWindow()
local a = UIViewController("A")
window.rootViewController = a
window:makeKeyAndVisible()
RunLoop.run()

local b = UIViewController("B")          -- modalPresentationStyle defaults to automatic
a:present(b, true)
RunLoop.run()
b:dismiss(true)

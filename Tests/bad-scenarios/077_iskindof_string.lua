-- expect: isKindOf: argument #1: expected table, got string
-- isKindOf("UIViewController")
local w = UIWindow()
local home = UIViewController("Home")
w.rootViewController = home
w:makeKeyAndVisible()
RunLoop.run()
home:isKindOf("UIViewController")

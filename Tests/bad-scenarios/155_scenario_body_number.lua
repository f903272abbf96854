-- expect: scenario: argument #2: expected function, got number
-- scenario("x", 42)
local w = UIWindow()
local home = UIViewController("Home")
w.rootViewController = home
w:makeKeyAndVisible()
RunLoop.run()
scenario("x", 42)

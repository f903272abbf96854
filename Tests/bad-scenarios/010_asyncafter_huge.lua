-- expect: DispatchQueue.main:asyncAfter: argument #1: expected a duration in seconds from 0 to 1e9
-- asyncAfter with a delay beyond 1e9 s
local w = UIWindow()
local home = UIViewController("Home")
w.rootViewController = home
w:makeKeyAndVisible()
RunLoop.run()
DispatchQueue.main:asyncAfter(1e300, function() log("never") end)

-- expect: DispatchQueue.main:asyncAfter: argument #1: expected a finite number
-- asyncAfter with a NaN delay
local w = UIWindow()
local home = UIViewController("Home")
w.rootViewController = home
w:makeKeyAndVisible()
RunLoop.run()
DispatchQueue.main:asyncAfter(0/0, function() log("never") end)

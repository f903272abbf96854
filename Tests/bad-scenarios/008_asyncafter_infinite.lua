-- expect: DispatchQueue.main:asyncAfter: argument #1: expected a finite number
-- asyncAfter with an infinite delay (the delay is the method's first argument)
local w = UIWindow()
local home = UIViewController("Home")
w.rootViewController = home
w:makeKeyAndVisible()
RunLoop.run()
DispatchQueue.main:asyncAfter(math.huge, function() log("never") end)

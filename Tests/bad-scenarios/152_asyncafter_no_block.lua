-- expect: DispatchQueue.main:asyncAfter: argument #2: expected function, got no value
-- asyncAfter(1) without a block (the block is the method's second argument)
local w = UIWindow()
local home = UIViewController("Home")
w.rootViewController = home
w:makeKeyAndVisible()
RunLoop.run()
DispatchQueue.main:asyncAfter(1)

-- expect: DispatchQueue.main:async: argument #1: expected function, got number
-- DispatchQueue.main:async(42) (the block is the method's first argument)
local w = UIWindow()
local home = UIViewController("Home")
w.rootViewController = home
w:makeKeyAndVisible()
RunLoop.run()
DispatchQueue.main:async(42)

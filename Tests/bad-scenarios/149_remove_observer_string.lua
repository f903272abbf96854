-- expect: NotificationCenter.default:removeObserver: argument #1: expected integer, got string
-- removeObserver("x")
local w = UIWindow()
local home = UIViewController("Home")
w.rootViewController = home
w:makeKeyAndVisible()
RunLoop.run()
NotificationCenter.default:removeObserver("x")

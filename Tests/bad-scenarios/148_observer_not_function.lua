-- expect: NotificationCenter.default:addObserver: argument #2: expected function, got number
-- addObserver(name, 42)
local w = UIWindow()
local home = UIViewController("Home")
w.rootViewController = home
w:makeKeyAndVisible()
RunLoop.run()
NotificationCenter.default:addObserver("UIApplication.didBecomeActiveNotification", 42)

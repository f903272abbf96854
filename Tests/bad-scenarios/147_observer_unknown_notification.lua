-- expect: NotificationCenter.default:addObserver: argument #1: unknown notification 'didBecomeActive'
-- addObserver with a name that is not a notification
local w = UIWindow()
local home = UIViewController("Home")
w.rootViewController = home
w:makeKeyAndVisible()
RunLoop.run()
NotificationCenter.default:addObserver("didBecomeActive", function() end)

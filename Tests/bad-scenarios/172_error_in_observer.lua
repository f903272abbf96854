-- expect: boom in observer
-- line: 10
-- an error in a notification observer
local w = UIWindow()
local home = UIViewController("Home")
w.rootViewController = home
w:makeKeyAndVisible()
RunLoop.run()
NotificationCenter.default:addObserver("UIApplication.didReceiveMemoryWarningNotification", function(name)
  error("boom in observer")
end)
UIApplication.receiveMemoryWarning()
RunLoop.run()

-- expect: boom in app delegate
-- line: 9
-- an error in the app delegate
local w = UIWindow()
local home = UIViewController("Home")
w.rootViewController = home
w:makeKeyAndVisible()
RunLoop.run()
UIApplication.delegate = { applicationWillResignActive = function(app) error("boom in app delegate") end }
UIApplication.resignActive()
RunLoop.run()

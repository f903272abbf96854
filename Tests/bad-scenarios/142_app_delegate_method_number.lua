-- expect: applicationWillResignActive: expected a function
-- an app delegate method that is not a function (silently ignored today)
local w = UIWindow()
local home = UIViewController("Home")
w.rootViewController = home
w:makeKeyAndVisible()
RunLoop.run()
UIApplication.delegate = { applicationWillResignActive = 5 }

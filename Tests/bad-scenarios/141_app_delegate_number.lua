-- expect: UIApplication.delegate: expected a table of delegate methods or nil, got number
-- UIApplication.delegate = 5
local w = UIWindow()
local home = UIViewController("Home")
w.rootViewController = home
w:makeKeyAndVisible()
RunLoop.run()
UIApplication.delegate = 5

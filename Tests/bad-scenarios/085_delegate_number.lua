-- expect: presentationControllerDelegate: expected a table of delegate methods or nil, got number
-- presentationControllerDelegate = 42
local w = UIWindow()
local home = UIViewController("Home")
w.rootViewController = home
w:makeKeyAndVisible()
RunLoop.run()
home.presentationControllerDelegate = 42

-- expect: Can't add self as subview
-- a view added to itself
local w = UIWindow()
local home = UIViewController("Home")
w.rootViewController = home
w:makeKeyAndVisible()
RunLoop.run()
home.view:addSubview(home.view)

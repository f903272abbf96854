-- expect: definesPresentationContext: expected a boolean, got string
-- definesPresentationContext = "yes"
local w = UIWindow()
local home = UIViewController("Home")
w.rootViewController = home
w:makeKeyAndVisible()
RunLoop.run()
home.definesPresentationContext = "yes"

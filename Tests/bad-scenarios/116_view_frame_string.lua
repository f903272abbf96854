-- expect: frame: expected a table { x=, y=, width=, height= }, got string
-- frame = "0,0,10,10"
local w = UIWindow()
local home = UIViewController("Home")
w.rootViewController = home
w:makeKeyAndVisible()
RunLoop.run()
home.view.frame = "0,0,10,10"

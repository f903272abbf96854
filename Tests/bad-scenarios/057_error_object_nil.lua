-- expect: (error object is a nil value)
-- line: 9
-- error() with no value
local w = UIWindow()
local home = UIViewController("Home")
w.rootViewController = home
w:makeKeyAndVisible()
RunLoop.run()
local V = UIViewController:subclass("V", { viewWillAppear = function(self) error() end })
home:present(V("v"), false)
RunLoop.run()

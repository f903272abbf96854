-- expect: (error object is a table value)
-- line: 9
-- error() with a table
local w = UIWindow()
local home = UIViewController("Home")
w.rootViewController = home
w:makeKeyAndVisible()
RunLoop.run()
local V = UIViewController:subclass("V", { viewWillAppear = function(self) error({ code = 42 }) end })
home:present(V("v"), false)
RunLoop.run()

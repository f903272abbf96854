-- expect: loadView of <V: v> did not assign a view
-- a loadView override that assigns no view
local w = UIWindow()
local home = UIViewController("Home")
w.rootViewController = home
w:makeKeyAndVisible()
RunLoop.run()
local V = UIViewController:subclass("V", { loadView = function(self) end })
home:present(V("v"), false)
RunLoop.run()

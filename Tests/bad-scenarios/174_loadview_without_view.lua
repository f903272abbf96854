-- expect: loadView of <V: v> did not assign a view
-- a loadView override that assigns no view (semantics-code K26 [choice]: an error where UIKit loops)
local w = UIWindow()
local home = UIViewController("Home")
w.rootViewController = home
w:makeKeyAndVisible()
RunLoop.run()
local V = UIViewController:subclass("V", { loadView = function(self) end })
home:present(V("v"), false)
RunLoop.run()

-- expect: boom in willShow
-- line: 10
-- an error in a navigation delegate's willShow
local w = UIWindow()
local home = UIViewController("Home")
w.rootViewController = home
w:makeKeyAndVisible()
RunLoop.run()
local nav = UINavigationController("Nav", UIViewController("A"))
nav.delegate = { willShow = function(nav, vc, animated) error("boom in willShow") end }
w.rootViewController = nav
RunLoop.run()

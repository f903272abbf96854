-- expect: name: expected a string, got table
-- a controller's name given as a table in its constructor (silently ignored today)
local w = UIWindow()
local home = UIViewController("Home")
w.rootViewController = home
w:makeKeyAndVisible()
RunLoop.run()
local b = UIViewController{ name = {} }

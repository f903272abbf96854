-- expect: attempt to index a boolean value
-- replacing an instance's __tostring
local w = UIWindow()
local home = UIViewController("Home")
w.rootViewController = home
w:makeKeyAndVisible()
RunLoop.run()
getmetatable(home).__tostring = function() return {} end

-- expect: attempt to index a boolean value
-- replacing an instance's __index
local w = UIWindow()
local home = UIViewController("Home")
w.rootViewController = home
w:makeKeyAndVisible()
RunLoop.run()
getmetatable(home).__index = function() return 1 end

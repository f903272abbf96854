-- expect: boom in __gc
-- line: 9
-- an error inside a __gc metamethod, collected explicitly
local w = UIWindow()
local home = UIViewController("Home")
w.rootViewController = home
w:makeKeyAndVisible()
RunLoop.run()
local t = setmetatable({}, { __gc = function() error("boom in __gc") end })
t = nil
collectgarbage()
log("after the collection")

-- expect: boom in __gc at the end
-- line: 10
-- an error inside a __gc metamethod that runs when the scenario ends
local w = UIWindow()
local home = UIViewController("Home")
w.rootViewController = home
w:makeKeyAndVisible()
RunLoop.run()
do
  local t = setmetatable({}, { __gc = function() error("boom in __gc at the end") end })
end

-- expect: custom error object
-- line: 10
-- error() with an object that has __tostring
local w = UIWindow()
local home = UIViewController("Home")
w.rootViewController = home
w:makeKeyAndVisible()
RunLoop.run()
local E = setmetatable({}, { __tostring = function() return "custom error object" end })
local V = UIViewController:subclass("V", { viewWillAppear = function(self) error(E) end })
home:present(V("v"), false)
RunLoop.run()

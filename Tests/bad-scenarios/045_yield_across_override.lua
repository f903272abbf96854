-- expect: attempt to yield across a C-call boundary
-- line: 9
-- a coroutine that yields inside an override (the message names the yield, then the resume point)
local w = UIWindow()
local home = UIViewController("Home")
w.rootViewController = home
w:makeKeyAndVisible()
RunLoop.run()
local V = UIViewController:subclass("V", { viewWillAppear = function(self) coroutine.yield() end })
local co = coroutine.wrap(function() w.rootViewController = V("v") end)
co()

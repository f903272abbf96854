-- expect: RunLoop.run cannot be called from inside a callback
-- line: 10
-- RunLoop.run() inside viewDidAppear
local w = UIWindow()
local home = UIViewController("Home")
w.rootViewController = home
w:makeKeyAndVisible()
RunLoop.run()
local V = UIViewController:subclass("V", {
  viewDidAppear = function(self, animated) RunLoop.run() end,
})
w.rootViewController = V("v")
RunLoop.run()

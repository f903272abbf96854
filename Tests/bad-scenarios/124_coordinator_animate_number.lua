-- expect: animate: argument #1: expected function, got number
-- line: 10
-- coordinator:animate(42) in viewWillTransition
local w = UIWindow()
local home = UIViewController("Home")
w.rootViewController = home
w:makeKeyAndVisible()
RunLoop.run()
local V = UIViewController:subclass("V", {
  viewWillTransition = function(self, size, coordinator) coordinator:animate(42) end,
})
w.rootViewController = V("v")
RunLoop.run()
UIDevice.rotate("landscape")
RunLoop.run()

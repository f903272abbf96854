-- expect: boom in alongside
-- line: 11
-- an error in a transition coordinator's alongside block
local w = UIWindow()
local home = UIViewController("Home")
w.rootViewController = home
w:makeKeyAndVisible()
RunLoop.run()
local V = UIViewController:subclass("V", {
  viewWillTransition = function(self, size, coordinator)
    coordinator:animate(function(context) error("boom in alongside") end, nil)
  end,
})
w.rootViewController = V("v")
RunLoop.run()
UIDevice.rotate("landscape")
RunLoop.run()

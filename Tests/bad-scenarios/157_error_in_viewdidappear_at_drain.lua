-- expect: boom in viewDidAppear
-- line: 10
-- an error in viewDidAppear during the final drain
local w = UIWindow()
local home = UIViewController("Home")
w.rootViewController = home
w:makeKeyAndVisible()
RunLoop.run()
local V = UIViewController:subclass("V", {
  viewDidAppear = function(self, animated) error("boom in viewDidAppear") end,
})
home:present(V("v"), true)

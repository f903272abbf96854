-- expect: boom in viewDidLoad
-- line: 10
-- an error in a viewDidLoad override
local w = UIWindow()
local home = UIViewController("Home")
w.rootViewController = home
w:makeKeyAndVisible()
RunLoop.run()
local V = UIViewController:subclass("V", {
  viewDidLoad = function(self) error("boom in viewDidLoad") end,
})
home:present(V("v"), true)
RunLoop.run()

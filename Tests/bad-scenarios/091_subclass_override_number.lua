-- expect: viewDidLoad: expected a function
-- an override that is not a function (silently ignored today)
local w = UIWindow()
local home = UIViewController("Home")
w.rootViewController = home
w:makeKeyAndVisible()
RunLoop.run()
local X = UIViewController:subclass("X", { viewDidLoad = 42 })

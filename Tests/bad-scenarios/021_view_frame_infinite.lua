-- expect: frame.width: expected a finite number
-- a frame with an infinite width
local w = UIWindow()
local home = UIViewController("Home")
w.rootViewController = home
w:makeKeyAndVisible()
RunLoop.run()
home.view.frame = { x = 0, y = 0, width = math.huge, height = 10 }

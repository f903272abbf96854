-- lifelua: --device ipad
-- expect: resize.width: expected a finite number
-- resize to an infinite width (iPad)
local w = UIWindow()
local home = UIViewController("Home")
w.rootViewController = home
w:makeKeyAndVisible()
RunLoop.run()
w:resize{ width = math.huge }

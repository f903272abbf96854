-- lifelua: --device ipad
-- expect: resize: argument #1: expected table, got string
-- resize("big") on iPad
local w = UIWindow()
local home = UIViewController("Home")
w.rootViewController = home
w:makeKeyAndVisible()
RunLoop.run()
w:resize("big")

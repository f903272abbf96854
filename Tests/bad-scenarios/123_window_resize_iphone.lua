-- expect: resize: windows are resized on iPad only (--device ipad)
-- resize on iPhone
local w = UIWindow()
local home = UIViewController("Home")
w.rootViewController = home
w:makeKeyAndVisible()
RunLoop.run()
w:resize{ width = 507 }

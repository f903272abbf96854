-- expect: loadView must not be called directly; read vc.view or call vc:loadViewIfNeeded()
-- vc:loadView() called by the script
local w = UIWindow()
local home = UIViewController("Home")
w.rootViewController = home
w:makeKeyAndVisible()
RunLoop.run()
home:loadView()

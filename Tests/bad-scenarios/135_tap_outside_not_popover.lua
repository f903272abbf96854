-- expect: tapOutside: <UIViewController: B> is not shown as a popover
-- tapOutside on a sheet
local w = UIWindow()
local home = UIViewController("Home")
w.rootViewController = home
w:makeKeyAndVisible()
RunLoop.run()
local b = UIViewController("B")
home:present(b, true)
RunLoop.run()
b:tapOutside()

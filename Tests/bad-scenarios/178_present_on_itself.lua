-- expect: Application tried to present modal view controller on itself. Presenting controller is <UIViewController: Home>.
-- a controller presenting itself
local w = UIWindow()
local home = UIViewController("Home")
w.rootViewController = home
w:makeKeyAndVisible()
RunLoop.run()
home:present(home, true)

-- lifelua: --ios 12
-- expect: Pushing the same view controller instance more than once is not supported (<UIViewController: B>)
-- pushing the same controller twice, iOS 12 wording
local w = UIWindow()
local home = UIViewController("Home")
w.rootViewController = home
w:makeKeyAndVisible()
RunLoop.run()
local a, b = UIViewController("A"), UIViewController("B")
local nav = UINavigationController("Nav", a)
w.rootViewController = nav
RunLoop.run()
nav:pushViewController(b, false)
nav:pushViewController(b, false)

-- expect: <UINavigationController: Nav> is pushing the same view controller instance (<UIViewController: B>) more than once which is not supported and is most likely an error in the application : com.lifelua.scenario
-- pushing the same controller twice
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

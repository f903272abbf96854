-- expect: UIViewControllerHierarchyInconsistency: child view controller:<UIViewController: Home>
-- a cycle through three controllers under the window's root
local w = UIWindow()
local home = UIViewController("Home")
w.rootViewController = home
w:makeKeyAndVisible()
RunLoop.run()
local a, b = UIViewController("A"), UIViewController("B")
home:addChild(a)
a:addChild(b)
b:addChild(home)

-- expect: UIViewControllerHierarchyInconsistency: child view controller:<UIViewController: A>
-- a:addChild(b); b:addChild(a)
local w = UIWindow()
local home = UIViewController("Home")
w.rootViewController = home
w:makeKeyAndVisible()
RunLoop.run()
local a, b = UIViewController("A"), UIViewController("B")
a:addChild(b)
b:addChild(a)

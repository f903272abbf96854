-- expect: UIViewControllerHierarchyInconsistency: child view controller:<UIViewController: C>
-- a child's view put into another controller's view
local w = UIWindow()
local home = UIViewController("Home")
w.rootViewController = home
w:makeKeyAndVisible()
RunLoop.run()
local p, c = UIViewController("P"), UIViewController("C")
home:addChild(p); home.view:addSubview(p.view); p:didMove(home)
home:addChild(c)
p.view:addSubview(c.view)

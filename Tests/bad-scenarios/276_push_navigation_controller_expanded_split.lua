-- expect: Pushing a navigation controller is not supported
-- lifelua: --device ipad
-- line: 16
-- a split allows nested navigation controllers on its primary only while collapsed (its
-- collapse sets UIKit's _allowNestedNavigationControllers, its expansion clears it)
local w = UIWindow()
local primary = UINavigationController("Nav", UIViewController("Inbox"))
local split = UISplitViewController{ name = "Split", viewControllers = { primary, UINavigationController("DetailNav", UIViewController("Message")) } }
w.rootViewController = split
w:makeKeyAndVisible()
RunLoop.run()
w:resize{ width = 507 }     -- collapses: DetailNav is pushed on Nav, nested
RunLoop.run()
w:resize{ width = 820 }     -- expands: DetailNav is the secondary again
RunLoop.run()
primary:pushViewController(UINavigationController("Late", UIViewController("C")), false)

-- lifelua: --ios 17
-- Source: semantics §5 and the evidence's VAndrJ log (awesome-apple-bugs, LifeCyclePushedViewController):
-- a push right after makeKeyAndVisible. iOS 17: Root gets viewWillAppear and viewIsAppearing, then
-- viewWillDisappear and viewDidDisappear, never viewDidAppear. iOS 18: Root's view never even loads.
local window = UIWindow()
local nav = UINavigationController("Nav", UIViewController("Root"))
window.rootViewController = nav
window:makeKeyAndVisible()
nav:pushViewController(UIViewController("Pushed"), true)

-- Source: semantics §5, interactive pop cancelled: B.viewWillDisappear, A.viewWillAppear,
-- A.viewWillDisappear, A.viewDidDisappear, B.viewWillAppear, B.viewDidAppear [log wangling]
-- [prose SO 18927878] [prose BufferedNav]; semantics-code K14: B got willMove(nil) when the swipe
-- began (never undone, no didMove), and the delegate gets willShow(B), didShow(B) after the cancel.
-- Then a completed swipe, which is a pop.
local window = UIWindow()
local nav = UINavigationController("Nav", UIViewController("A"))
nav.delegate = { didShow = function(nav, vc) end }
window.rootViewController = nav
window:makeKeyAndVisible()
local b = UIViewController("B")
DispatchQueue.main:async(function() nav:pushViewController(b, false) end)
RunLoop.run()
log("swipe, let go early")
nav:interactivePop{ cancel = true }
RunLoop.run()
log("swipe all the way")
nav:interactivePop{ cancel = false }

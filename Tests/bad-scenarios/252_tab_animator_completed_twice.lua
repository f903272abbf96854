-- expect: NSInternalInconsistencyException: completeTransition: called twice for the transition from <UIViewController: A> to <UIViewController: B>
-- a tab animator that completes its switch twice (semantics-code K28)
local w = UIWindow()
local tabs = UITabBarController("Tabs")
tabs.viewControllers = { UIViewController("A"), UIViewController("B") }
local context
tabs.delegate = { animationControllerForTransitionFrom = function() return { animateTransition = function(ctx) context = ctx end } end }
w.rootViewController = tabs
w:makeKeyAndVisible()
RunLoop.run()
tabs.selectedIndex = 2
RunLoop.run()
context:completeTransition(true)
context:completeTransition(true)

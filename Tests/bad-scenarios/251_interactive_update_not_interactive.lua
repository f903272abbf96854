-- expect: updateInteractiveTransition: the push from <UIViewController: A> to <UIViewController: B> is not interactive (no interaction controller, or it was already finished or cancelled)
-- an interactive update on a transition no interaction controller drives (semantics-code K28)
local w = UIWindow()
local nav = UINavigationController("Nav", UIViewController("A"))
local context
nav.delegate = { animationControllerFor = function() return { animateTransition = function(ctx) context = ctx end } end }
w.rootViewController = nav
w:makeKeyAndVisible()
RunLoop.run()
nav:pushViewController(UIViewController("B"), true)
RunLoop.run()
context:updateInteractiveTransition(0.5)

-- expect: completeTransition(false): a cancelled navigation transition (to <UIViewController: B>) is not modelled yet in lifelua
-- a navigation animator that cancels its push (semantics-code K28; lifelua models only completed ones)
local w = UIWindow()
local nav = UINavigationController("Nav", UIViewController("A"))
local context
nav.delegate = { animationControllerFor = function() return { animateTransition = function(ctx) context = ctx end } end }
w.rootViewController = nav
w:makeKeyAndVisible()
RunLoop.run()
nav:pushViewController(UIViewController("B"), true)
RunLoop.run()
context:completeTransition(false)

-- expect: completeTransition(false): a cancelled navigation transition (to <UIViewController: A>) that changed more than one controller (popToViewController, setViewControllers) is not modelled in lifelua
-- a navigation animator that cancels a popToRoot over two controllers (semantics-code K28; lifelua
-- springs back a single push or pop only)
local w = UIWindow()
local nav = UINavigationController("Nav", UIViewController("A"))
local context
w.rootViewController = nav
w:makeKeyAndVisible()
RunLoop.run()
nav:pushViewController(UIViewController("B"), false)
nav:pushViewController(UIViewController("C"), false)
RunLoop.run()
nav.delegate = { animationControllerFor = function() return { animateTransition = function(ctx) context = ctx end } end }
nav:popToRootViewController(true)
RunLoop.run()
context:completeTransition(false)

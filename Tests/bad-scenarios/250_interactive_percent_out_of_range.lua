-- expect: updateInteractiveTransition: expected a percent from 0 to 1, got 1.5
-- an interactive pop updated past its end (semantics-code K28; lua-api "Custom animators")
local w = UIWindow()
local nav = UINavigationController("Nav", UIViewController("A"))
w.rootViewController = nav
w:makeKeyAndVisible()
nav:pushViewController(UIViewController("B"), false)
RunLoop.run()
local context
nav.delegate = {
  animationControllerFor = function() return { animateTransition = function(ctx) context = ctx end } end,
  interactionControllerFor = function(nav, animator) return {} end,
}
nav:popViewController(true)
RunLoop.run()
context:updateInteractiveTransition(0.5)
context:updateInteractiveTransition(1.5)

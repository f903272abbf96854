-- Source: semantics §5, popToRootViewController over an intermediate [log kaopuke]: the intermediate
-- (Second) gets no appearance callbacks; semantics-code K13: it gets willMove(nil) and didMove(nil)
-- when the pop is applied (in the call), before the top's willMove(nil). The old top (Third) gets
-- willMove(nil)/didMove(nil) as in a pop and deinits after First's viewDidAppear.
local window = UIWindow()
local nav = UINavigationController("Nav", UIViewController("First"))
window.rootViewController = nav
window:makeKeyAndVisible()
RunLoop.run()
nav:pushViewController(UIViewController("Second"), false)
RunLoop.run()
nav:pushViewController(UIViewController("Third"), false)
RunLoop.run()
log("popToRoot")
nav:popToRootViewController(true)

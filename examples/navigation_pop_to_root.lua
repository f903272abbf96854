-- Source: semantics §5, popToRootViewController over an intermediate [log kaopuke]: the intermediate
-- (Second) gets no callbacks and is released when the transition starts; the old top (Third) gets
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

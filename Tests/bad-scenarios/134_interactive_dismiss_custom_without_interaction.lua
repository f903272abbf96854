-- expect: interactiveDismiss: <UIViewController: Drawer> is presented with a transitioning delegate that has no interactionControllerForDismissal
-- interactiveDismiss on a custom presentation without an interaction controller
local w = UIWindow()
local home = UIViewController("Home")
w.rootViewController = home
w:makeKeyAndVisible()
RunLoop.run()
local d = UIViewController{ name = "Drawer", modalPresentationStyle = "custom" }
d.transitioningDelegate = { transitionDuration = 0.3 }
home:present(d, true)
RunLoop.run()
d:interactiveDismiss{ cancel = false }

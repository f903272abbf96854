-- expect: boom in shouldDismiss
-- line: 10
-- an error in presentationControllerShouldDismiss
local w = UIWindow()
local home = UIViewController("Home")
w.rootViewController = home
w:makeKeyAndVisible()
RunLoop.run()
local b = UIViewController("B")
b.presentationControllerDelegate = { presentationControllerShouldDismiss = function(vc) error("boom in shouldDismiss") end }
home:present(b, true)
RunLoop.run()
b:interactiveDismiss{ cancel = false }
RunLoop.run()

-- expect: NSInternalInconsistencyException: The specified modal presentation style doesn't have a corresponding presentation controller.
-- presenting with modalPresentationStyle none
local w = UIWindow()
local home = UIViewController("Home")
w.rootViewController = home
w:makeKeyAndVisible()
RunLoop.run()
local b = UIViewController{ name = "B", modalPresentationStyle = "none" }
home:present(b, true)

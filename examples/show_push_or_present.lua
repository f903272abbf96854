-- show(_:sender:) pushes when a navigation controller is above, presents otherwise;
-- showDetailViewController always presents (semantics-presentation §13). Source: doc header
-- UIViewController.h (targetViewControllerForAction: "itself or the nearest ancestor";
-- "otherwise it will present the vc"), doc UINavigationController.show(_:sender:).
local window = UIWindow()
local inbox = UIViewController("Inbox")
local nav = UINavigationController("Nav", inbox)
window.rootViewController = nav
window:makeKeyAndVisible()
RunLoop.run()

log("show from inside Nav")
inbox:show(UIViewController("Message"))
RunLoop.run()
log("showDetailViewController from inside Nav")
nav.topViewController:showDetailViewController(UIViewController{ name = "Detail", modalPresentationStyle = "fullScreen" })
RunLoop.run()
nav:dismiss(false)
RunLoop.run()

local other = UIWindow()
local settings = UIViewController("Settings")
other.rootViewController = settings
other:makeKeyAndVisible()
RunLoop.run()
log("show from outside any navigation controller")
settings:show(UIViewController{ name = "About", modalPresentationStyle = "fullScreen" })
RunLoop.run()

-- expect: attempt to index a nil value (field 'popoverPresentationController')
-- popoverPresentationController of a controller that is not a popover is nil
local w = UIWindow()
local home = UIViewController("Home")
w.rootViewController = home
w:makeKeyAndVisible()
RunLoop.run()
local menu = UIViewController("Menu")
menu.popoverPresentationController.sourceView = home.view

-- expect: sourceView: expected a view or nil, got number
-- sourceView = 42
local w = UIWindow()
local home = UIViewController("Home")
w.rootViewController = home
w:makeKeyAndVisible()
RunLoop.run()
local menu = UIViewController{ name = "Menu", modalPresentationStyle = "popover" }
menu.popoverPresentationController.sourceView = 42

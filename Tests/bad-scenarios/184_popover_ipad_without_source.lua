-- lifelua: --device ipad
-- expect: UIPopoverPresentationController (<UIPopoverPresentationController: Menu>) should have a non-nil sourceView or barButtonItem set before the presentation occurs.
-- a popover on iPad with no source
local w = UIWindow()
local home = UIViewController("Home")
w.rootViewController = home
w:makeKeyAndVisible()
RunLoop.run()
local menu = UIViewController{ name = "Menu", modalPresentationStyle = "popover" }
home:present(menu, true)
RunLoop.run()

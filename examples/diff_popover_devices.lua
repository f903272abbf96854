-- lifelua: --ios 12
-- A popover on iPhone and on iPad (semantics-presentation §11.2, A3):
--   lifelua diff examples/diff_popover_devices.lua --ios 12 --device iphone --device ipad
-- On an iOS 12 iPhone it adapts to full screen, so the presenter gets its disappear/appear pairs;
-- on an iPad it stays a popover and the presenter hears nothing. Sources: code 18.2; doc .popover;
-- the regularberry table.
local window = UIWindow()
local home = UIViewController("Home")
window.rootViewController = home
window:makeKeyAndVisible()
RunLoop.run()
local menu = UIViewController{ name = "Menu", modalPresentationStyle = "popover" }
menu.popoverPresentationController.sourceView = home.view
home:present(menu, true)
RunLoop.run()
menu:dismiss(true)
RunLoop.run()

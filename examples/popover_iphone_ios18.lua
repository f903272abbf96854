-- lifelua: --ios 18
-- A popover on iPhone adapts (semantics-presentation §11.2, A3): to full screen on iOS 12 (the
-- presenter gets its pair), to a form sheet on iOS 13 and later (the presenter stays). Source:
-- code 18.2; doc .popover ("for horizontally or vertically compact environments, this option
-- behaves the same as formSheet"); the regularberry table.
local window = UIWindow()
local home = UIViewController("Home")
window.rootViewController = home
window:makeKeyAndVisible()
RunLoop.run()

local menu = UIViewController{ name = "Menu", modalPresentationStyle = "popover" }
menu.popoverPresentationController.sourceView = home.view
home:present(menu, true)
RunLoop.run()
printHierarchy()
menu:dismiss(true)
RunLoop.run()

-- expect: boom in adaptive
-- line: 10
-- an error in a popover delegate's adaptivePresentationStyle
local w = UIWindow()
local home = UIViewController("Home")
w.rootViewController = home
w:makeKeyAndVisible()
RunLoop.run()
local menu = UIViewController{ name = "Menu", modalPresentationStyle = "popover" }
menu.popoverPresentationController.delegate = { adaptivePresentationStyle = function(vc, traits) error("boom in adaptive") end }
menu.popoverPresentationController.sourceView = home.view
home:present(menu, true)
RunLoop.run()

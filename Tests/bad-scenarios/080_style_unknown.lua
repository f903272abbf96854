-- expect: modalPresentationStyle: expected one of automatic, fullScreen, pageSheet, formSheet, currentContext, overFullScreen, overCurrentContext, popover, custom, none, got 'sheet'
-- an unknown modalPresentationStyle
local w = UIWindow()
local home = UIViewController("Home")
w.rootViewController = home
w:makeKeyAndVisible()
RunLoop.run()
home.modalPresentationStyle = "sheet"

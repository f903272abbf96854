-- lifelua: --device ipad
-- expect: You must provide location information for this popover through the alert controller's popoverPresentationController.
-- an action sheet on iPad with no source: raised out of the run loop's commit
local w = UIWindow()
local home = UIViewController("Home")
w.rootViewController = home
w:makeKeyAndVisible()
RunLoop.run()
local sheet = UIAlertController{ title = "Share", preferredStyle = "actionSheet" }
sheet:addAction(UIAlertAction{ title = "Copy" })
home:present(sheet, true)
RunLoop.run()

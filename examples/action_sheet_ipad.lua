-- lifelua: --device ipad
-- An action sheet on iPad is a popover: it needs a source view (semantics-presentation §10.1,
-- §10.5, §10.6). Source: code 18.2; the exception text from ten published logs. Tapping outside
-- dismisses it and runs the cancel action's handler inside the event, before viewWillDisappear.
local window = UIWindow()
local photos = UIViewController("Photos")
window.rootViewController = photos
window:makeKeyAndVisible()
RunLoop.run()

-- Without a source: UIKit raises when the presentation starts, out of the run loop.
local bare = UIAlertController{ name = "NoSource", title = "Photo", preferredStyle = "actionSheet" }
bare:addAction(UIAlertAction{ title = "Delete", style = "destructive" })
photos:present(bare, true, function() log("never called") end)
local ok, err = pcall(RunLoop.run)
log("raised: " .. tostring(not ok) .. ", Photos presents " .. tostring(photos.presentedViewController))

-- With a source view: a popover; the presenter gets nothing.
local sheet = UIAlertController{ name = "Share", title = "Share", preferredStyle = "actionSheet" }
sheet:addAction(UIAlertAction{ title = "Copy", handler = function() log("copy") end })
sheet:addAction(UIAlertAction{ title = "Cancel", style = "cancel", handler = function() log("cancel handler") end })
sheet.popoverPresentationController.sourceView = photos.view
log("style " .. sheet.modalPresentationStyle)
photos:present(sheet, true)
RunLoop.run()
sheet:tapOutside()
RunLoop.run()

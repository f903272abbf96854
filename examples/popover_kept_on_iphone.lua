-- A popover kept as a popover on iPhone: the delegate's adaptivePresentationStyle answers "none"
-- (semantics-presentation §11.2-§11.4). Source: code 18.2 (accepted values, the order of the
-- outside-tap questions), doc .none. Tapping outside asks presentationControllerShouldDismiss,
-- then WillDismiss inside the event, DidDismiss after viewDidDisappear; Home gets nothing.
local window = UIWindow()
local home = UIViewController("Home")
window.rootViewController = home
window:makeKeyAndVisible()
RunLoop.run()

local menu = UIViewController{ name = "Menu", modalPresentationStyle = "popover" }
menu.popoverPresentationController.sourceView = home.view
menu.presentationControllerDelegate = {
  adaptivePresentationStyle = function(vc, traits)
    log("asked for " .. vc.name .. " in " .. traits.horizontalSizeClass .. " width")
    return "none"
  end,
  prepareForPopoverPresentation = function(ppc) log("source " .. ppc.sourceView.name) end,
  presentationControllerShouldDismiss = function(vc) return true end,
  presentationControllerWillDismiss = function(vc) end,
  presentationControllerDidDismiss = function(vc) end,
}
home:present(menu, true)
RunLoop.run()
printHierarchy()
menu:tapOutside()
RunLoop.run()

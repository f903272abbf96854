-- Source: seed 002 (UIAdaptivePresentationControllerDelegate, isModalInPresentation) and semantics §3
-- "Swipe to dismiss a sheet": refused while isModalInPresentation (only DidAttemptToDismiss), then a
-- cancelled swipe (no DidDismiss, B reappears), then a completed one; the presenter gets nothing.
local window = UIWindow()
local a = UIViewController("A")
window.rootViewController = a
window:makeKeyAndVisible()
RunLoop.run()

local b = UIViewController{ name = "B", modalPresentationStyle = "pageSheet", isModalInPresentation = true }
b.presentationControllerDelegate = {
  presentationControllerShouldDismiss = function(vc) return true end,
  presentationControllerWillDismiss = function(vc) end,
  presentationControllerDidDismiss = function(vc) log("sheet gone") end,
  presentationControllerDidAttemptToDismiss = function(vc) log("refused") end,
}
a:present(b, true)
RunLoop.run()
b:interactiveDismiss{ cancel = false }      -- refused: isModalInPresentation
RunLoop.run()
b.isModalInPresentation = false
b:interactiveDismiss{ cancel = true }       -- the user lets go early
RunLoop.run()
b:interactiveDismiss{ cancel = false }      -- the user swipes it away

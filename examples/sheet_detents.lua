-- lifelua: --ios 26
-- "Why is my detent delegate method not called?" (semantics-ios26 §26). A sheet's
-- sheetPresentationController calls sheetPresentationControllerDidChangeSelectedDetentIdentifier
-- only when the user drags the sheet to another detent (a user event, handled in the next turn);
-- setting selectedDetentIdentifier in code changes the detent and calls nothing, and a drag to
-- the detent it already rests at changes nothing. No appearance callback on either controller.
-- Sources: doc UISheetPresentationControllerDelegate ("The system calls this method after a
-- sheet's selectedDetentIdentifier changes in response to user interaction. The system doesn't
-- call this after you change selectedDetentIdentifier") (evidence truth-ios26 §5).
local window = UIWindow()
local home = UIViewController("Home")
window.rootViewController = home
window:makeKeyAndVisible()
RunLoop.run()
local picker = UIViewController("Picker")
picker.modalPresentationStyle = "pageSheet"
local sheet = picker.sheetPresentationController
sheet.detents = { "medium", "large" }
picker.presentationControllerDelegate = {
  sheetPresentationControllerDidChangeSelectedDetentIdentifier = function(ppc)
    log("now at " .. ppc.selectedDetentIdentifier)
  end,
}
home:present(picker, true)
RunLoop.run()
log("in code: no delegate call")
sheet.selectedDetentIdentifier = "large"
RunLoop.run()
log("the user drags to medium")
picker:dragSheet("medium")
RunLoop.run()
log("the user drags to medium again: nothing")
picker:dragSheet("medium")
RunLoop.run()

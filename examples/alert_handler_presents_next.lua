-- An alert whose handler presents the next screen (semantics-presentation §10.2, §10.3).
-- Source: code 18.2 (the handler is the completion of the presenter's dismiss; 0.404 s) and
-- PivotalCoreKit #152: inside the handler the alert is gone, so presenting there is clean. The
-- presenter (Editor) gets no callbacks for the alert itself: it presents as `custom`.
local function n(vc) return vc and vc.name or "nil" end
local window = UIWindow()
local editor = UIViewController("Editor")
window.rootViewController = editor
window:makeKeyAndVisible()
RunLoop.run()

local saved = UIAlertController{ name = "Saved", title = "Saved", message = "Share it now?", preferredStyle = "alert" }
saved:addAction(UIAlertAction{ title = "Later", style = "cancel" })
saved:addAction(UIAlertAction{ title = "Share", handler = function(action)
  log("handler " .. action.title .. ": Editor presents " .. n(editor.presentedViewController))
  editor:present(UIViewController{ name = "ShareSheet", modalPresentationStyle = "fullScreen" }, true)
end })
log("style " .. saved.modalPresentationStyle)
editor:present(saved, true)
RunLoop.run()
saved:tap("Share")
RunLoop.run()

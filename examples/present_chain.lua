-- Source: seed 002 (A -> B -> C; presentingViewController / presentedViewController; C calls
-- presentingViewController?.presentingViewController?.dismiss) and semantics-code K9: dismissing
-- from A dismisses every level top-down, each by its own presenter, animated: B dismisses C (C
-- disappears; B, covered by C, is its to-controller), then A dismisses B (B disappears, A reappears).
local function n(vc) return vc and vc.name or "nil" end
local window = UIWindow()
local a = UIViewController("A")
window.rootViewController = a
window:makeKeyAndVisible()
RunLoop.run()

local b = UIViewController{ name = "B", modalPresentationStyle = "fullScreen" }
local c = UIViewController{ name = "C", modalPresentationStyle = "fullScreen" }
a:present(b, true)
RunLoop.run()
b:present(c, true)
RunLoop.run()
log("C presented by " .. n(c.presentingViewController) .. ", B presents " .. n(b.presentedViewController))
c.presentingViewController.presentingViewController:dismiss(true)
RunLoop.run()
log("A presents " .. n(a.presentedViewController))

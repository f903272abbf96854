-- Presenting from a navigation controller's child, and asking the child (semantics §3, "Who
-- presents" and "Asking an embedded controller"). Source: test Lasso
-- (b.presentingViewController == nav); doc presentedViewController ("presented by this view
-- controller or its nearest ancestor"), doc presentingViewController; log-summary gushiciku.
local function n(vc) return vc and vc.name or "nil" end
local window = UIWindow()
local feed = UIViewController("Feed")
local nav = UINavigationController("Nav", feed)
window.rootViewController = nav
window:makeKeyAndVisible()
RunLoop.run()

local composer = UIViewController("Composer")
local composerNav = UINavigationController{ name = "ComposerNav", rootViewController = composer, modalPresentationStyle = "fullScreen" }
feed:present(composerNav, true)
RunLoop.run()
log("Feed.presentedViewController = " .. n(feed.presentedViewController))
log("Nav.presentedViewController = " .. n(nav.presentedViewController))
log("ComposerNav.presentingViewController = " .. n(composerNav.presentingViewController))
log("Composer.presentingViewController = " .. n(composer.presentingViewController))
feed:dismiss(true)
RunLoop.run()
log("after dismiss: Feed.presentedViewController = " .. n(feed.presentedViewController))

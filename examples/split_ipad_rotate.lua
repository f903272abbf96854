-- lifelua: --device ipad
-- Source: semantics-containers §29.4 and §29.6 [doc UISplitViewControllerDelegate willChangeTo; choice for
-- the appearance], in the rotation block of semantics-layout-app §17.1. A column-style split with the
-- display mode left `automatic`: lifelua resolves it to oneBesideSecondary in landscape and to
-- secondaryOnly in portrait (§29.4 [choice]). The iPad starts in portrait (only the secondary shows),
-- then turns to landscape: no size class changes, the split stays expanded, but the resolved mode does,
-- so the delegate's willChangeTo comes after the split's viewWillTransition, and the list, which starts
-- being displayed, gets viewWillAppear in the rotation's alongside step and viewDidAppear in its
-- completion (0.4 s); the detail, displayed throughout, gets nothing. Turning back hides the list.
local window = UIWindow()
local list, detail = UIViewController("List"), UIViewController("Detail")
local split = UISplitViewController{ name = "Split", style = "doubleColumn" }
split:setViewController(list, "primary")
split:setViewController(detail, "secondary")
split.delegate = { willChangeTo = function(svc, mode) log("willChangeTo " .. mode) end }
window.rootViewController = split
window:makeKeyAndVisible()
RunLoop.run()
log("landscape")
UIDevice.rotate("landscape")
RunLoop.run()
log("display mode: " .. split.displayMode)
log("portrait")
UIDevice.rotate("portrait")
RunLoop.run()
log("display mode: " .. split.displayMode)

-- Source: semantics §6: only the selected tab loads at first [log]; a switch gives New.viewDidLoad
-- (first time), New.viewWillAppear, Old.viewWillDisappear, Old.viewDidDisappear, New.viewDidAppear —
-- the new `will` first, unlike push [log ×2]; the delegate's shouldSelect/didSelect only for a tap [doc].
local window = UIWindow()
local tabs = UITabBarController{ name = "Tabs", viewControllers = { UIViewController("Feed"), UIViewController("Profile") } }
tabs.delegate = {
  shouldSelect = function(tabs, vc) return true end,
  didSelect = function(tabs, vc) end,
}
window.rootViewController = tabs
window:makeKeyAndVisible()
RunLoop.run()
log("the user taps Profile")
tabs:tap(2)
RunLoop.run()
log("code selects Feed")
tabs.selectedIndex = 1

-- lifelua: --ios 26
-- "What happens when the user taps back while a push is still animating?" (semantics-ios26 §25).
-- On iOS 26 navigation transitions are fluid and interruptible: the pop is not queued behind the
-- push (no "nested pop animation" warning, as on iOS 18 — `lifelua diff --ios 18 --ios 26` shows
-- both). The running push completes at once (Home's viewDidDisappear, Detail's viewDidAppear and
-- didMove) and the pop starts in the same turn, so the pushed controller gets the full cycle:
-- viewWillAppear, viewIsAppearing, viewDidAppear, viewWillDisappear, viewDidDisappear. The pop then
-- ends in K15's order (didMove(nil) before the revealed controller's viewDidAppear).
-- Sources: doc WWDC25 243 ("Navigation transitions are now fluid and interruptible"); doc fluid
-- transitions ("the system completes the transition to the appeared state and begins the navigation
-- pop within one cycle of the run loop"; "calls the full cycle of appear and disappear callbacks");
-- issue RNS #3093 (evidence truth-ios26 §4); semantics-code K15, K16.
local home = UIViewController("Home")
local nav = UINavigationController("Nav", home)
local window = UIWindow()
window.rootViewController = nav
window:makeKeyAndVisible()
RunLoop.run()
log("push Detail, then a back tap 0.1 s into its animation")
nav:pushViewController(UIViewController("Detail"), true)
DispatchQueue.main:asyncAfter(0.1, function()
  log("back")
  nav:popViewController(true)
end)
RunLoop.run()

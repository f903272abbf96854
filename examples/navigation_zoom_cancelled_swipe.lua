-- lifelua: --ios 18
-- "Why does my detail screen get viewDidAppear without viewWillAppear?" (semantics-ios26 §25). A
-- controller pushed with the zoom transition (iOS 18+) is fluid: when the user starts a swipe back
-- and cancels it, it gets viewWillDisappear as the gesture starts, then goes directly back to
-- viewDidAppear — no viewWillAppear, no viewIsAppearing (§25.2). The controller it revealed gets
-- viewWillAppear, then viewDidDisappear with no viewWillDisappear ([choice], the mirror image).
-- A back tap during a zoom push completes the push at once (§25.1) — here on iOS 18 already.
-- Compare examples/navigation_cancelled_swipe.lua (no zoom: the classic reverse pairs, K14).
-- Sources: doc "Enhancing your app with fluid transitions" ("the system calls viewWillDisappear() …
-- At that point, the system transitions directly to the appearing state and calls viewDidAppear()";
-- "the system completes the transition to the appeared state and begins the navigation pop within
-- one cycle of the run loop") (evidence truth-ios26 §4); semantics-code K14 for the delegate calls.
local home = UIViewController("Home")
local nav = UINavigationController("Nav", home)
local window = UIWindow()
window.rootViewController = nav
window:makeKeyAndVisible()
RunLoop.run()
local photo = UIViewController("Photo")
photo.preferredTransition = "zoom"
nav:pushViewController(photo, true)
RunLoop.run()
log("a swipe back, cancelled")
nav:interactivePop{ cancel = true }
RunLoop.run()
log("a zoom push interrupted by a back tap")
local other = UIViewController("Other")
other.preferredTransition = "zoom"
nav:pushViewController(other, true)
DispatchQueue.main:asyncAfter(0.1, function() nav:popViewController(true) end)
RunLoop.run()

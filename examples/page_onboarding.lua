-- Source: semantics-containers §28 [log wangling.me 2014, wisdomskyduan 2015; code UIPageViewController
-- 18.2]: a scroll pager set before it is shown appears with its page, parent first (28.1, 28.4); the data
-- source is asked at the first drag, after then before (28.5); a completed swipe gives New will, Current
-- willDisappear, New did, Current didDisappear, didFinishAnimating, then only the far neighbour (28.6); a
-- cancelled one gives Current will/did appear, New will/did disappear, and New stays a child (28.6).
local window = UIWindow()
local welcome, features, signup = UIViewController("Welcome"), UIViewController("Features"), UIViewController("Signup")
local order = { welcome, features, signup }
local function index(vc) for i, p in ipairs(order) do if p == vc then return i end end end
local pages = UIPageViewController{ name = "Onboarding", transitionStyle = "scroll" }
pages.dataSource = {
  viewControllerBefore = function(pvc, vc) return order[index(vc) - 1] end,
  viewControllerAfter  = function(pvc, vc) return order[index(vc) + 1] end,
}
pages.delegate = {
  willTransitionTo = function(pvc, pending) end,
  didFinishAnimating = function(pvc, finished, previous, completed) end,
}
pages:setViewControllers({ welcome }, "forward", false)
window.rootViewController = pages
window:makeKeyAndVisible()
RunLoop.run()
log("swipe to Features")
pages:swipe{ direction = "forward" }
RunLoop.run()
log("start a swipe to Signup, let go early")
pages:swipe{ direction = "forward", cancel = true }
RunLoop.run()

-- Source: semantics-code K28 [code, high for tabs: UITabBarController
-- transitionFromViewController:toViewController:transition:shouldSetSelected:] and lua-api "Custom
-- animators". A tab bar whose delegate answers animationControllerForTransitionFrom with a sliding
-- animator. A tap on the second tab: shouldSelect and didSelect in the tap, the `will`s in the commit
-- (the new tab's first, as §6), then animateTransition; nothing ends until the animator calls
-- ctx:completeTransition(true) at the end of its animation: the new tab's viewDidAppear, then the old
-- tab's viewDidDisappear, then animationEnded. Then an interactive switch back (the delegate's
-- interactionControllerFor answers an interaction controller [choice]) that the user gives up: the
-- script updates it, cancels it, and the animator completes it with false — Profile stays selected:
-- Feed, which had begun to appear, gets will/did disappear, Profile will/did appear [choice, the mirror
-- of §5's cancelled swipe]. An interactive transition waiting for its gesture is not named by the run
-- loop's idle check.
local window = UIWindow()
local feed, profile = UIViewController("Feed"), UIViewController("Profile")
local tabs = UITabBarController("Tabs")
tabs.viewControllers = { feed, profile }
local running
local slide = {
  transitionDuration = function(ctx) return 0.25 end,
  animateTransition = function(ctx)
    running = ctx
    log("animateTransition " .. ctx:viewController("from").name .. " to " .. ctx:viewController("to").name
        .. (ctx.isInteractive and ", interactive" or ""))
    ctx.containerView:addSubview(ctx:view("to"))
    if ctx.isInteractive then return end   -- the gesture drives it
    UIView.animate(ctx:duration(), function() end, function()
      ctx:completeTransition(not ctx.transitionWasCancelled)
    end)
  end,
  animationEnded = function(completed) log("animationEnded " .. tostring(completed)) end,
}
local interactive = false
tabs.delegate = {
  shouldSelect = function(tabs, vc) return true end,
  didSelect = function(tabs, vc) end,
  animationControllerForTransitionFrom = function(tabs, from, to) return slide end,
  interactionControllerFor = function(tabs, animator) if interactive then return {} end end,
}
window.rootViewController = tabs
window:makeKeyAndVisible()
RunLoop.run()
log("tap Profile")
tabs:tap(2)
RunLoop.run()
log("a pan back to Feed, given up")
interactive = true
tabs.selectedIndex = 1
RunLoop.run()
running:updateInteractiveTransition(0.3)
running:cancelInteractiveTransition()
UIView.animate(0.1, function() end, function()
  running:completeTransition(not running.transitionWasCancelled)
end)
RunLoop.run()
log("selected: " .. tabs.selectedViewController.name)

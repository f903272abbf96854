-- Source: PanModal (slackhq/PanModal, PanModalPresentationAnimator): a custom presentation that keeps the
-- presenter's views, whose animator begins the presenter's disappearance by hand in animatePresentation
-- (fromVC.beginAppearanceTransition(false, animated: true)) and ends it in the animation's completion
-- before completeTransition, and does the reverse with the presenter's appearance when dismissing.
-- Rules: semantics-code K28 (animateTransition in the commit after the `will`s; nothing ends until
-- completeTransition; the `did`s inside that call, then animationEnded), semantics-presentation §12.2, §12.4,
-- §12.5 (a kept presenter gets no callbacks of UIKit's), semantics-code K1 (what the animator does by hand
-- adds to them).
local window = UIWindow()
local feed = UIViewController("Feed")
window.rootViewController = feed
window:makeKeyAndVisible()
RunLoop.run()

local animator = {
  transitionDuration = function(ctx) return 0.4 end,
  animateTransition = function(ctx)
    local presenting = ctx:viewController("to").isBeingPresented
    local under = presenting and ctx:viewController("from") or ctx:viewController("to")
    under:beginAppearanceTransition(not presenting, true)
    if presenting then ctx.containerView:addSubview(ctx:view("to")) end
    UIView.animate(ctx:duration(), function() end, function()
      under:endAppearanceTransition()
      ctx:completeTransition(not ctx.transitionWasCancelled)
    end)
  end,
  animationEnded = function(completed) log("animationEnded " .. tostring(completed)) end,
}
local sheet = UIViewController("Sheet")
sheet.modalPresentationStyle = "custom"
sheet.transitioningDelegate = {
  animationControllerForPresented = function(presented, presenting, source) return animator end,
  animationControllerForDismissed = function(dismissed) return animator end,
  presentationController = { shouldRemovePresentersView = false },
}
log("present the sheet")
feed:present(sheet, true, function() log("presented") end)
RunLoop.run()
log("dismiss it")
sheet:dismiss(true, function() log("dismissed") end)
RunLoop.run()

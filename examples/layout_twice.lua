-- lifelua: --events default,layout
-- "Why is viewDidLayoutSubviews called twice?" (semantics-layout-app §15.2, §15.5). Layout is
-- deferred and coalesced per run-loop turn: one pass for a window root's first appearance. A
-- second comes only when something marks the view again after a pass — here the override's own
-- setNeedsLayout on the first pass (as Auto Layout or arriving insets do in a real app).
-- Sources: prose SO 27050776 ("once per run loop"; the feedback loop runs "in a single run loop"),
-- log-summary toosaa and wnstkdyu (the order inside a pass), doc viewSafeAreaInsetsDidChange.
local passes = 0
local Feed = UIViewController:subclass("Feed", {
  viewDidLayoutSubviews = function(self)
    passes = passes + 1
    log("pass " .. passes)
    if passes == 1 then self.view:setNeedsLayout() end   -- e.g. a label's text changed its size
  end,
})
local window = UIWindow()
window.rootViewController = Feed("Feed")
window:makeKeyAndVisible()
RunLoop.run()
log("a later setNeedsLayout: one more pass, in the next turn's layout phase")
window.rootViewController.view:setNeedsLayout()
window.rootViewController.view:setNeedsLayout()     -- coalesced: still one pass
RunLoop.run()

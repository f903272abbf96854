-- lifelua: --events default,traits,layout
-- An iPhone rotation under a navigation controller (semantics-layout-app §17.1, §17.4). Only the
-- navigation controller and its top hear it: willTransition, viewWillTransition, then
-- traitCollectionDidChange, the new safe area, one layout pass, the coordinator's alongside
-- function, and its completion 0.4 s later. The covered controller catches up when it is shown
-- again: willTransition right before its viewWillAppear, its new traits and safe area in its
-- entering step, and a pass for its new size — but never viewWillTransition.
-- Sources: doc Apple guide "When Do Trait and Size Changes Happen?"; log yagamo; log-summary
-- radar 24277475 (only the top of a stack) and level49 ("willTransitionToTraitCollection =>
-- viewWillAppear"); prose AsyncDisplayKit #2115.
local Rotating = UIViewController:subclass("Rotating", {
  viewWillTransition = function(self, size, coordinator)
    coordinator:animate(function(context) log("alongside " .. self.name .. " " .. size.width .. "x" .. size.height) end,
                        function(context) log("completion " .. self.name) end)
  end,
})
local window = UIWindow()
local nav = UINavigationController("Nav", Rotating("List"))
window.rootViewController = nav
window:makeKeyAndVisible()
RunLoop.run()
nav:pushViewController(Rotating("Detail"), false)
RunLoop.run()
log("rotate")
UIDevice.rotate("landscape")
RunLoop.run()
log("back to List")
nav:popViewController(false)
RunLoop.run()

-- Source: seed 003 (shouldAutomaticallyForwardAppearanceMethods returns NO; the container drives its
-- children with beginAppearanceTransition/endAppearanceTransition; the button swaps vc1 and vc2) and
-- seed 001 ("手动控制子视图生命周期"). semantics §1: begin/end pairs drive will/did.
local Container = UIViewController:subclass("Container", {
  shouldAutomaticallyForwardAppearanceMethods = false,
  viewDidLoad = function(self)
    self.vc1, self.vc2 = UIViewController("vc1"), UIViewController("vc2")
    for _, child in ipairs{ self.vc1, self.vc2 } do
      self:addChild(child)
      self.view:addSubview(child.view)
      child:didMove(self)
    end
  end,
  viewWillAppear = function(self, animated) self.vc1:beginAppearanceTransition(true, animated) end,
  viewDidAppear = function(self, animated) self.vc1:endAppearanceTransition() end,
  swap = function(self, from, to)
    from:beginAppearanceTransition(false, true)
    to:beginAppearanceTransition(true, true)
    from:endAppearanceTransition()
    to:endAppearanceTransition()
  end,
})
local window = UIWindow()
local parent = Container("Parent")
window.rootViewController = parent
window:makeKeyAndVisible()
RunLoop.run()
log("tap: swap")
parent:swap(parent.vc1, parent.vc2)
RunLoop.run()
log("an unbalanced end")
parent.vc2:endAppearanceTransition()         -- nothing in flight: UIKit's Unbalanced warning

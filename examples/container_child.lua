-- Source: seed 001 (addChildViewController, then addSubview, then didMoveToParentViewController, in
-- the container's viewDidLoad: the child's callbacks follow the container's) and the evidence log
-- phchan9 (b): parent willAppear, child willAppear, parent didAppear, child didAppear (semantics §1).
local Container = UIViewController:subclass("Container", {
  viewDidLoad = function(self)
    local child = UIViewController("Child")
    self:addChild(child)                 -- calls child:willMove(self)
    self.view:addSubview(child.view)
    child:didMove(self)
  end,
})
local window = UIWindow()
window.rootViewController = Container("Parent")
window:makeKeyAndVisible()
RunLoop.run()
log("removing the child")
local parent = window.rootViewController
local child = parent.children[1]
child:willMove(nil)
child.view:removeFromSuperview()         -- its view leaves the window: it disappears (semantics §4.5)
child:removeFromParent()                 -- calls child:didMove(nil)

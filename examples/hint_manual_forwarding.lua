-- lifelua: --hints
-- Seed 003: a container that returns false from shouldAutomaticallyForwardAppearanceMethods must
-- begin and end its children's appearance itself; this one forgot, so its child hears nothing
-- (semantics §1). The run ends with the hint and its fix; examples/manual_container.lua does it right.
local child = UIViewController("Page")
local Pager = UIViewController:subclass("Pager", {
  shouldAutomaticallyForwardAppearanceMethods = false,
  viewDidLoad = function(self)
    self:addChild(child)
    self.view:addSubview(child.view)
    child:didMove(self)
  end,
})
local window = UIWindow()
window.rootViewController = Pager("Pager")
window:makeKeyAndVisible()
RunLoop.run()

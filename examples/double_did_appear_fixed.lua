-- Source: seed 001 (the fix: addChild first, then addSubview, then didMove): the child gets
-- viewWillAppear at once and its single viewDidAppear with the container's (semantics §4, case 3).
local Container = UIViewController:subclass("Container", {
  viewDidLoad = function(self)
    DispatchQueue.main:asyncAfter(0.26, function()
      local child = UIViewController("Child")
      self:addChild(child)                            -- the right order: addChild first
      self.view:addSubview(child.view)
      child:didMove(self)
    end)
  end,
})
local window = UIWindow()
local a = UIViewController("A")
window.rootViewController = a
window:makeKeyAndVisible()
RunLoop.run()
a:present(Container{ name = "Parent", modalPresentationStyle = "fullScreen" }, true)

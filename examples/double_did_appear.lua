-- Source: seed 001 ("viewDidAppear 两次调用"): addSubview before addChild while the container is
-- between viewWillAppear and viewDidAppear gives the child two viewDidAppear calls — the first from
-- addSubview at the end of the turn, the second forwarded by the container [radar 14058168].
local Container = UIViewController:subclass("Container", {
  viewDidLoad = function(self)
    DispatchQueue.main:asyncAfter(0.26, function()   -- the seed's 0.1–0.4 s window
      local child = UIViewController("Child")
      self.view:addSubview(child.view)                -- the wrong order: addSubview first
      self:addChild(child)
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

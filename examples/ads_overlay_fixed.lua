-- Source: seed 004, the fix: when the host is a UINavigationController, showIn/removeFrom drive the
-- overlay's appearance by hand with beginAppearanceTransition/endAppearanceTransition around a
-- 0.2 s fade (UIView.animate). Ads now gets viewWillAppear … viewDidAppear and the reverse.
local AdsVC = UIViewController:subclass("AdsVC", {
  showIn = function(self, host)
    host:addChild(self)
    if host:isKindOf(UINavigationController) then
      self:beginAppearanceTransition(true, true)
      host.view:addSubview(self.view)
      self.view.alpha = 0
      UIView.animate(0.2, function() self.view.alpha = 1 end, function()
        self:endAppearanceTransition()
        self:didMove(host)
      end)
    else
      host.view:addSubview(self.view)
      self:didMove(host)
    end
  end,
  removeFrom = function(self, host)
    if host:isKindOf(UINavigationController) then
      self:willMove(nil)
      self:beginAppearanceTransition(false, true)
      UIView.animate(0.2, function() self.view.alpha = 0 end, function()
        self.view:removeFromSuperview()
        self:endAppearanceTransition()
        self:removeFromParent()
      end)
    else
      self.view:removeFromSuperview()
      self:removeFromParent()
    end
  end,
})
local window = UIWindow()
local nav = UINavigationController("Nav", UIViewController("Home"))
window.rootViewController = nav
window:makeKeyAndVisible()
RunLoop.run()
local ads = AdsVC("Ads")
ads:showIn(nav)
RunLoop.run()
ads:removeFrom(nav)

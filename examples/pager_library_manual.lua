-- Source: the container of pager libraries such as XLPagerTabStrip (xmartlabs/XLPagerTabStrip,
-- PagerTabStripViewController): a paging scroll view holding every page's view, automatic forwarding
-- turned off (`override var shouldAutomaticallyForwardAppearanceMethods: Bool { false }`), the current
-- page driven with beginAppearanceTransition/endAppearanceTransition in the container's own callbacks,
-- and a page change that begins the new page and the old one, then ends both when the scroll settles.
-- Rules: semantics §1 (a container that forwards by hand), §4 (pages' views in a view that is not yet in
-- the window get nothing from the window), semantics-code K1 (counted begin/end, the direction of the last
-- begin). lua-api "Writing what real containers do": init, a getter, bringSubviewToFront.
local Pager = UIViewController:subclass("Pager", {
  init = function(self, pages)          -- the Swift initializer's setup
    self.pages = pages
    self.index = 1
  end,
  shouldAutomaticallyForwardAppearanceMethods = function(self) return false end,
  viewDidLoad = function(self)
    for _, page in ipairs(self.pages) do
      self:addChild(page)
      self.view:addSubview(page.view)    -- the scroll view's content: every page
      page:didMove(self)
    end
  end,
  viewWillAppear = function(self, animated) self.pages[self.index]:beginAppearanceTransition(true, animated) end,
  viewDidAppear = function(self, animated) self.pages[self.index]:endAppearanceTransition() end,
  viewWillDisappear = function(self, animated) self.pages[self.index]:beginAppearanceTransition(false, animated) end,
  viewDidDisappear = function(self, animated) self.pages[self.index]:endAppearanceTransition() end,
  moveTo = function(self, index)
    local old, new = self.pages[self.index], self.pages[index]
    new:beginAppearanceTransition(true, true)
    old:beginAppearanceTransition(false, true)
    self.view:bringSubviewToFront(new.view)
    UIView.animate(0.3, function() end, function()   -- the scroll settles
      new:endAppearanceTransition()
      old:endAppearanceTransition()
      self.index = index
    end)
  end,
})

local window = UIWindow()
local pager = Pager("Pager", { UIViewController("Home"), UIViewController("Trending"), UIViewController("Account") })
window.rootViewController = pager
window:makeKeyAndVisible()
RunLoop.run()
log("scroll to Trending")
pager:moveTo(2)
RunLoop.run()

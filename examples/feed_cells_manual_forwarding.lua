-- lifelua: --hints
-- Source: semantics-containers §32.5 [prose XLPagerTabStrip #172, #189; code, high] and semantics-code K1,
-- K2, K4: a cell's child driven XLPagerTabStrip's way (xmartlabs/XLPagerTabStrip,
-- PagerTabStripViewController.updateContent: beginAppearanceTransition(true), addChild, addSubview,
-- didMove, endAppearanceTransition; and beginAppearanceTransition(false), willMove(nil),
-- removeFromSuperview, removeFromParent, endAppearanceTransition) inside a feed that forwards appearance
-- automatically. In the first layout, between the feed's viewWillAppear and viewDidAppear, the child's own
-- end completes it, then the feed's forwarded viewDidAppear reaches it again: viewDidAppear twice, nothing
-- logged (K2 does not de-duplicate; the open begin silences the window, K4), and the hint names the cause.
-- After the scroll the feed has appeared and forwards nothing: begin/end alone drive the children, once each.
local window = UIWindow()
local feed = UICollectionViewController{ name = "Feed", numberOfItems = 20, visibleItems = 1 }
local pages = {}   -- the pager keeps its pages, as XLPagerTabStrip's viewControllers does
feed.delegate = {
  willDisplay = function(cv, cell, index)
    local page = UIViewController("Page" .. index)
    pages[index] = page
    page:beginAppearanceTransition(true, false)
    cv:addChild(page)
    cell.contentView:addSubview(page.view)
    page:didMove(cv)
    page:endAppearanceTransition()
  end,
  didEndDisplaying = function(cv, cell, index)
    local page = pages[index]
    page:beginAppearanceTransition(false, false)
    page:willMove(nil)
    page.view:removeFromSuperview()
    page:removeFromParent()
    page:endAppearanceTransition()
  end,
}
window.rootViewController = feed
window:makeKeyAndVisible()
RunLoop.run()
log("the user scrolls item 2 to the top")
feed:scrollToItem(2)
RunLoop.run()

-- Source: semantics-containers §32 [doc reuse; prose williamboles.com "Hosting ViewControllers in Cells",
-- after Soroush Khanlou; code 26.1 viewWillMoveToWindow:] and semantics-code K2, K5, K37: the recommended
-- containment of a child controller per cell (32.2) — in willDisplay addChild, addSubview into the cell's
-- contentView, didMove; in didEndDisplaying willMove(nil), removeFromSuperview, removeFromParent.
-- The first layout comes in the feed's own appearance (32.1, 32.3): each child gets viewWillAppear at once
-- and viewDidAppear with the feed's, forwarded. After the scroll (the feed has appeared, 32.2) the leaving
-- children get viewWillDisappear at once, the entering ones viewWillAppear at once, and both dids come at
-- the end of the turn; the cells that left are reused for the items that enter (32.1). UIKit sends each
-- didMove sent while appearing (or disappearing) again after the did (K37).
local window = UIWindow()
local feed = UICollectionViewController{ name = "Feed", numberOfItems = 20, visibleItems = 2 }
local posts = {}   -- the feed keeps each item's controller (a cache by item)
feed.dataSource = {
  cellForItemAt = function(cv, cell, index) log(cell.name .. " shows item " .. index) end,
}
feed.delegate = {
  willDisplay = function(cv, cell, index)
    local post = UIViewController("Post" .. index)
    posts[index] = post
    cv:addChild(post)
    cell.contentView:addSubview(post.view)
    post:didMove(cv)
  end,
  didEndDisplaying = function(cv, cell, index)
    local post = posts[index]
    post:willMove(nil)
    post.view:removeFromSuperview()
    post:removeFromParent()
  end,
}
window.rootViewController = feed
window:makeKeyAndVisible()
RunLoop.run()
log("the user scrolls item 3 to the top")
feed:scrollToItem(3)
RunLoop.run()

-- expect: NSInternalInconsistencyException: Attempted to scroll the collection view to an out-of-bounds item (21) when there are only 20 items in section 0.
-- scrollToItem past the last item (semantics-containers §32.1; items are 1-based)
local w = UIWindow()
local feed = UICollectionViewController{ name = "Feed", numberOfItems = 20, visibleItems = 3 }
w.rootViewController = feed
w:makeKeyAndVisible()
RunLoop.run()
feed:scrollToItem(21)

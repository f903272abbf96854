-- expect: UICollectionViewController: visibleItems: expected an integer from 0 to 3 (numberOfItems is 3), got 5
-- more items on screen than the collection has (semantics-containers §32.1)
local w = UIWindow()
w.rootViewController = UIViewController("Home")
w:makeKeyAndVisible()
RunLoop.run()
local feed = UICollectionViewController{ name = "Feed", numberOfItems = 3, visibleItems = 5 }

-- expect: delegate: 'willDispaly' is not a CollectionViewDelegate method; did you mean 'willDisplay' (in delegate)?
-- a misspelt delegate method, which UIKit would never call (semantics-containers §32.1)
local w = UIWindow()
local feed = UICollectionViewController{ name = "Feed", numberOfItems = 20, visibleItems = 3 }
w.rootViewController = feed
w:makeKeyAndVisible()
RunLoop.run()
feed.delegate = { willDispaly = function(cv, cell, index) end }

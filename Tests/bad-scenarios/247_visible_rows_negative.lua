-- expect: UITableViewController: visibleRows: expected an integer from 0 to 10 (numberOfRows is 10), got -1
-- a negative number of rows on screen (semantics-containers §32.1)
local w = UIWindow()
w.rootViewController = UIViewController("Home")
w:makeKeyAndVisible()
RunLoop.run()
local list = UITableViewController{ name = "List", numberOfRows = 10, visibleRows = -1 }

-- expect: scrollToRow: argument #1: number has no integer representation
-- a row that is not a whole number (semantics-containers §32.1)
local w = UIWindow()
local list = UITableViewController{ name = "List", numberOfRows = 10, visibleRows = 3 }
w.rootViewController = list
w:makeKeyAndVisible()
RunLoop.run()
list:scrollToRow(2.5)

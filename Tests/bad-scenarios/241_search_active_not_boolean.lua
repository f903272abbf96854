-- expect: isActive: expected a boolean
-- isActive given a string (semantics-containers §31.1)
local list = UIViewController("List")
local search = UISearchController("Search")
list.navigationItem.searchController = search
local window = UIWindow()
window.rootViewController = UINavigationController("Nav", list)
window:makeKeyAndVisible()
RunLoop.run()
search.isActive = "yes"

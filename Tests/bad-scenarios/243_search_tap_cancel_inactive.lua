-- expect: tapCancel: <UISearchController: Search> is not active
-- the user cannot tap Cancel on a search that is not active (semantics-containers §31.2)
local list = UIViewController("List")
local search = UISearchController("Search")
list.navigationItem.searchController = search
local window = UIWindow()
window.rootViewController = UINavigationController("Nav", list)
window:makeKeyAndVisible()
RunLoop.run()
search:tapCancel()

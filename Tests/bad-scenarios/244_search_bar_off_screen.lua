-- expect: tapSearchBar: the search bar of <UISearchController: Search> is not on screen: <UIViewController: List>, whose navigationItem shows it, is not in a window
-- tapping the search bar of a controller that is not in a window (semantics-containers §31.1)
local window = UIWindow()
window.rootViewController = UIViewController("Home")
window:makeKeyAndVisible()
RunLoop.run()
local list = UIViewController("List")
local search = UISearchController("Search")
list.navigationItem.searchController = search
search:tapSearchBar()

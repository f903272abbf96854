-- expect: isActive: <UISearchController: Search> is not the searchController of any navigationItem
-- activating a search controller no navigation item shows: nowhere to present it from (semantics-containers §31.1)
local window = UIWindow()
window.rootViewController = UIViewController("List")
window:makeKeyAndVisible()
RunLoop.run()
local search = UISearchController("Search", UIViewController("Results"))
search.isActive = true

-- lifelua: --hints
-- semantics-containers §31.2: "why does my list not get viewWillAppear when search is cancelled?" The
-- search controller is presented over the list's views (and its navigation controller's), which stay on
-- screen, so neither gets an appearance callback when search starts or ends. The run ends with the hint
-- and its fix: the search controller's delegate.
local List = UIViewController:subclass("List", {
  viewWillAppear = function(self, animated) log("List reloads") end,
})
local window = UIWindow()
local list = List("List")
local search = UISearchController("Search", UIViewController("Results"))
list.navigationItem.searchController = search
window.rootViewController = UINavigationController("Nav", list)
window:makeKeyAndVisible()
RunLoop.run()
search:tapSearchBar()
RunLoop.run()
search:tapCancel()
RunLoop.run()

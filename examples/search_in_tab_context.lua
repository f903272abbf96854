-- Source: semantics-containers §31.1 [prose thomasdenney 2014: the presentation walks up the hierarchy to the
-- first controller that defines a presentation context; doc §3] with §31.2: a list inside a navigation
-- controller inside a tab sets definesPresentationContext, so the list itself presents the search
-- controller (search.presentingViewController is List, not Nav or Tabs) and, its views kept, gets no
-- appearance callback. In code: isActive = true is at once (it reads true before the commit), like
-- present; isActive = false dismisses. The delegate is told of both.
local window = UIWindow()
local search = UISearchController("Search", UIViewController("Results"))
local list = UIViewController("List")
list.definesPresentationContext = true
list.navigationItem.searchController = search
local tabs = UITabBarController("Tabs")
tabs.viewControllers = { UINavigationController("Nav", list), UIViewController("Settings") }
search.delegate = {
  willPresentSearchController = function(s) end, didPresentSearchController = function(s) end,
  willDismissSearchController = function(s) end, didDismissSearchController = function(s) end,
}
window.rootViewController = tabs
window:makeKeyAndVisible()
RunLoop.run()
search.isActive = true
log("isActive " .. tostring(search.isActive) .. ", presented by " .. search.presentingViewController.name)
RunLoop.run()
search.isActive = false
log("isActive " .. tostring(search.isActive))
RunLoop.run()

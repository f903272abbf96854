-- Source: semantics-containers §31 [doc UISearchController overview and delegate header; prose
-- thomasdenney 2014 "UISearchController and definesPresentationContext"; code 18.2 method names: its own
-- transitioning delegate, a custom presentation controller]: the user taps the search bar of a list in a
-- navigation controller. The navigation controller presents the search controller (it defines a
-- presentation context by default, 31.1); the presentation keeps its views, so neither Nav nor List gets an
-- appearance callback (31.2); the delegate's willPresentSearchController comes before the search
-- controller's viewWillAppear, the results controller (its child) follows it, and 0.3 s later both
-- viewDidAppear, then didPresentSearchController (31.2, 31.3). Cancel is the reverse. With
-- hidesNavigationBarDuringPresentation the same callbacks (31.4).
local window = UIWindow()
local results = UIViewController("Results")
local search = UISearchController{ name = "Search", searchResultsController = results,
                                   hidesNavigationBarDuringPresentation = true }
local list = UIViewController("List")
local nav = UINavigationController("Nav", list)
list.navigationItem.searchController = search
search.delegate = {
  willPresentSearchController = function(s) end,
  didPresentSearchController  = function(s) log("presented by " .. s.presentingViewController.name) end,
  willDismissSearchController = function(s) end,
  didDismissSearchController  = function(s) end,
}
window.rootViewController = nav
window:makeKeyAndVisible()
RunLoop.run()
log("tap the search bar")
search:tapSearchBar()
RunLoop.run()
log("tap Cancel")
search:tapCancel()
RunLoop.run()

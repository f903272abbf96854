-- expect: didPresentSearchController: expected a function, got boolean
-- a search delegate method that is not a function would never be called (semantics-containers §31.2)
local window = UIWindow()
window.rootViewController = UIViewController("List")
window:makeKeyAndVisible()
RunLoop.run()
local search = UISearchController("Search")
search.delegate = { willPresentSearchController = function(s) end, didPresentSearchController = true }

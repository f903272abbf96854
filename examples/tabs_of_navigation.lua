-- Source: semantics §6 ("A tab that holds a navigation controller forwards through it to its top
-- controller" [choice, docs/decisions.md]) and §5: switching tabs reaches the navigation
-- controllers' top controllers; a push inside a tab is an ordinary push.
local window = UIWindow()
local homeNav = UINavigationController("HomeNav", UIViewController("Home"))
local searchNav = UINavigationController("SearchNav", UIViewController("Search"))
local tabs = UITabBarController{ name = "Tabs", viewControllers = { homeNav, searchNav } }
window.rootViewController = tabs
window:makeKeyAndVisible()
RunLoop.run()
log("switch to the second tab")
tabs.selectedIndex = 2
RunLoop.run()
log("push Results inside it")
searchNav:pushViewController(UIViewController("Results"), true)
RunLoop.run()
log("Results.tabBarController = " .. searchNav.topViewController.tabBarController.name)

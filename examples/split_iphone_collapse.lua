-- Source: semantics-containers §29 [prose commandshift.co.uk 2016; doc UISplitViewControllerDelegate
-- collapseSecondary; issue uchicago-mobi MPCS51030 #79]: on iPhone a classic split collapses when it joins
-- the window, before any appearance callback (29.2); the delegate's collapseSecondary returns false, so the
-- navigation primary pushes the secondary, which is what appears (29.3); showDetailViewController from the
-- list, collapsed, is the primary's show: a push (29.5).
local window = UIWindow()
local inbox, message = UIViewController("Inbox"), UIViewController("Message")
local nav = UINavigationController("Nav", inbox)
local split = UISplitViewController{ name = "Mail", viewControllers = { nav, message } }
split.delegate = {
  collapseSecondary = function(svc, secondary, primary) return false end,
  splitViewControllerDidCollapse = function(svc) end,
}
window.rootViewController = split
window:makeKeyAndVisible()
RunLoop.run()
log("collapsed: " .. tostring(split.isCollapsed) .. ", stack " .. #nav.viewControllers)
log("show another message")
inbox:showDetailViewController(UIViewController("Reply"))
RunLoop.run()

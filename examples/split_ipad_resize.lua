-- lifelua: --device ipad
-- Source: semantics-containers §29.6 [doc UISplitViewControllerDelegate collapseSecondary,
-- separateSecondaryFrom; choice for the appearance], in the size transition of semantics-layout-app
-- §17.1. A Mail-like classic split on an iPad, both columns shown. Split View narrows the window to
-- 507 points: it becomes horizontally compact and the split collapses as at launch (§29.3) — the
-- delegate first, the navigation primary taking the message on its stack; the inbox, no longer
-- displayed, disappears in the size transition's alongside step and completion (0.4 s), while the
-- split, the navigation controller and the message stay displayed and get nothing. Widened again,
-- the split expands: separateSecondaryFrom answers nil, so the navigation primary pops its top, which
-- becomes the secondary again, and the inbox reappears.
local window = UIWindow()
local inbox, message = UIViewController("Inbox"), UIViewController("Message")
local nav = UINavigationController("Nav", inbox)
local split = UISplitViewController{ name = "Mail", viewControllers = { nav, message },
                                     preferredDisplayMode = "oneBesideSecondary" }
split.delegate = {
  collapseSecondary = function(svc, secondary, primary) return false end,
  separateSecondaryFrom = function(svc, primary) return nil end,
  splitViewControllerDidCollapse = function(svc) end,
}
window.rootViewController = split
window:makeKeyAndVisible()
RunLoop.run()
log("Split View: 507 points wide")
window:resize{ width = 507 }
RunLoop.run()
log("collapsed: " .. tostring(split.isCollapsed) .. ", stack " .. #nav.viewControllers)
log("full width again")
window:resize{ width = 820 }
RunLoop.run()
log("collapsed: " .. tostring(split.isCollapsed) .. ", stack " .. #nav.viewControllers
    .. ", columns " .. #split.viewControllers)

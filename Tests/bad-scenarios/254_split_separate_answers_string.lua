-- lifelua: --device ipad
-- expect: separateSecondaryFrom: expected a view controller or nil, got string
-- a separateSecondaryFrom that answers a name when the split expands (semantics-containers §29.6)
local w = UIWindow()
local inbox, message = UIViewController("Inbox"), UIViewController("Message")
local split = UISplitViewController{ name = "Mail", viewControllers = { UINavigationController("Nav", inbox), message } }
split.delegate = { separateSecondaryFrom = function(svc, primary) return "Message" end }
w.rootViewController = split
w:makeKeyAndVisible()
w:resize{ width = 507 }
RunLoop.run()
w:resize{ width = 820 }
RunLoop.run()

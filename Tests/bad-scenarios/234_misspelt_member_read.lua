-- expect: UIViewController has no member 'presentedViewControler'; did you mean 'presentedViewController'?
-- a misspelt member read on an instance (issue 28): it answered nil
local w = UIWindow()
local home = UIViewController("Home")
w.rootViewController = home
w:makeKeyAndVisible()
RunLoop.run()
log(tostring(home.presentedViewControler))

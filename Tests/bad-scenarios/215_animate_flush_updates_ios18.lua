-- lifelua: --ios 18
-- expect: UIView.animate option flushUpdates requires iOS 26 (running --ios 18)
-- flushUpdates on iOS 18, where it does not exist (semantics-ios26 §23.5)
local w = UIWindow()
w.rootViewController = UIViewController("Home")
w:makeKeyAndVisible()
RunLoop.run()
UIView.animate{ duration = 0.3, options = { "flushUpdates" }, animations = function() end }

-- lifelua: --ios 26
-- expect: UIView.animate: unknown option 'flushUpdate' (the options are flushUpdates)
-- an option name with a typo in the table form of UIView.animate (semantics-ios26 §23.5)
local w = UIWindow()
w.rootViewController = UIViewController("Home")
w:makeKeyAndVisible()
RunLoop.run()
UIView.animate{ duration = 0.3, options = { "flushUpdate" }, animations = function() end }

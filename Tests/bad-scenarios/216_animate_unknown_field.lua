-- expect: UIView.animate: unknown field 'durration' (the fields are duration, options, animations, completion)
-- a misspelt field in the table form of UIView.animate (semantics-ios26 §23.5)
local w = UIWindow()
w.rootViewController = UIViewController("Home")
w:makeKeyAndVisible()
RunLoop.run()
UIView.animate{ durration = 0.3, animations = function() end }

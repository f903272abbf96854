-- expect: Observable
-- Observable given a number instead of a table of fields (semantics-ios26 §23.1)
local w = UIWindow()
w.rootViewController = UIViewController("Home")
w:makeKeyAndVisible()
RunLoop.run()
local model = Observable(42)

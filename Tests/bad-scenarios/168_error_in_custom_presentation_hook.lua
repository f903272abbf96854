-- expect: boom in willBegin
-- line: 11
-- an error in a custom presentation controller's hook
local w = UIWindow()
local home = UIViewController("Home")
w.rootViewController = home
w:makeKeyAndVisible()
RunLoop.run()
local d = UIViewController{ name = "Drawer", modalPresentationStyle = "custom" }
d.transitioningDelegate = { presentationController = {
  presentationTransitionWillBegin = function(pc) error("boom in willBegin") end,
} }
home:present(d, true)
RunLoop.run()

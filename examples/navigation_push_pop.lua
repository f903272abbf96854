-- Source: semantics §5 (push: B.willMove(nav) in the call, B.viewDidLoad before A.viewWillDisappear,
-- willShow after B.viewWillAppear, the old `did` before the new, didMove and didShow last [log ×7]
-- [log vastdevblog] [prose Neuburg]; pop: the reverse, and the popped B deinits after A's
-- viewDidAppear when nothing holds it [log readke]).
local window = UIWindow()
local nav = UINavigationController("Nav", UIViewController("A"))
nav.delegate = {
  willShow = function(nav, vc, animated) end,
  didShow = function(nav, vc, animated) end,
}
window.rootViewController = nav
window:makeKeyAndVisible()
RunLoop.run()
log("push B")
nav:pushViewController(UIViewController("B"), true)
RunLoop.run()
log("pop")
nav:popViewController(true)

-- expect: Children view controllers <UIViewController: A> and <UIViewController: B> must have a common parent view controller when calling -[UIViewController transitionFromViewController:toViewController:duration:options:animations:completion:]
-- transition(from:to:) with a controller that is not a child
local w = UIWindow()
local home = UIViewController("Home")
w.rootViewController = home
w:makeKeyAndVisible()
RunLoop.run()
local a, b = UIViewController("A"), UIViewController("B")
home:addChild(a); home.view:addSubview(a.view); a:didMove(home)
home:transition(a, b, 0.25, "transitionCrossDissolve", function() end, function() end)

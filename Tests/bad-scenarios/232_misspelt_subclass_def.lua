-- expect: subclass: 'viewWillApear' is not a member of UIViewController; did you mean 'viewWillAppear'?
-- a misspelt override in a subclass's table (issue 28): it was never called
local w = UIWindow()
local home = UIViewController("Home")
w.rootViewController = home
w:makeKeyAndVisible()
RunLoop.run()
local Detail = UIViewController:subclass("Detail", { viewWillApear = function(self, animated) log("will") end })

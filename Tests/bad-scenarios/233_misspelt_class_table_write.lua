-- expect: Detail has no member 'viewDidApear'; did you mean 'viewDidAppear'?
-- a misspelt override assigned to a subclass's table after it was made (issue 28)
local w = UIWindow()
local home = UIViewController("Home")
w.rootViewController = home
w:makeKeyAndVisible()
RunLoop.run()
local Detail = UIViewController:subclass("Detail", {})
Detail.viewDidApear = function(self, animated) log("did") end

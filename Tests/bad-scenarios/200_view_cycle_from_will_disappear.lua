-- expect: Can't add self as subview
-- line: 13
-- a view cycle built from a callback: Home's viewWillDisappear puts U under Home's view while
-- Home's view is being moved under U (issue 31 item 1)
local u = UIView("U")
local Home = UIViewController:subclass("HomeVC", {
  viewWillDisappear = function(self, animated) self.view:addSubview(u) end,
})
local w = UIWindow()
local home = Home("Home")
w.rootViewController = home
w:makeKeyAndVisible()
u:addSubview(home.view)
print(u.window)

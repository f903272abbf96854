-- expect: Application tried to present modal view controller on itself. Presenting controller is <V: v>.
-- line: 13
-- a new appearance transition inside viewIsAppearing, then a present on itself
local w = UIWindow()
local home = UIViewController("Home")
w.rootViewController = home
w:makeKeyAndVisible()
RunLoop.run()
local V = UIViewController:subclass("V", {
  viewIsAppearing = function(self, animated)
    self:beginAppearanceTransition(false, false)
    self:endAppearanceTransition()
    self:present(self, false)
  end,
})
w.rootViewController = V("v")
RunLoop.run()

-- lifelua: --timeout 1
-- expect: timeout: the scenario ran longer than 1 s
-- line: 11
-- a timeout inside an override
local w = UIWindow()
local home = UIViewController("Home")
w.rootViewController = home
w:makeKeyAndVisible()
RunLoop.run()
local V = UIViewController:subclass("V", { viewWillAppear = function(self)
  while true do end
end })
home:present(V("v"), false)
RunLoop.run()

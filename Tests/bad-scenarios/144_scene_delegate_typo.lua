-- expect: UIApplication has no field 'sceneDelegat' (its fields are delegate, sceneDelegate, applicationState, infoPlist)
-- UIApplication.sceneDelegat
local w = UIWindow()
local home = UIViewController("Home")
w.rootViewController = home
w:makeKeyAndVisible()
RunLoop.run()
UIApplication.sceneDelegat = {}

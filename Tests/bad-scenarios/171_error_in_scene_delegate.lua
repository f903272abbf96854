-- expect: boom in scene delegate
-- line: 9
-- an error in the scene delegate
local w = UIWindow()
local home = UIViewController("Home")
w.rootViewController = home
w:makeKeyAndVisible()
RunLoop.run()
UIApplication.sceneDelegate = { sceneWillResignActive = function(scene) error("boom in scene delegate") end }
UIApplication.resignActive()
RunLoop.run()

-- expect: UIViewController has no member 'modalPresentatonStyle'; did you mean 'modalPresentationStyle'?
-- a misspelt property in a constructor's table (issue 28): the sheet took the default style
local w = UIWindow()
local home = UIViewController("Home")
w.rootViewController = home
w:makeKeyAndVisible()
RunLoop.run()
local b = UIViewController{ name = "B", modalPresentatonStyle = "fullScreen" }

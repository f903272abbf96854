-- expect: boom in handler
-- line: 11
-- an error in an alert action's handler
local w = UIWindow()
local home = UIViewController("Home")
w.rootViewController = home
w:makeKeyAndVisible()
RunLoop.run()
local alert = UIAlertController{ title = "Delete?", preferredStyle = "alert" }
alert:addAction(UIAlertAction{ title = "Delete", style = "destructive", handler = function(action)
  error("boom in handler")
end })
home:present(alert, true)
RunLoop.run()
alert:tap("Delete")
RunLoop.run()

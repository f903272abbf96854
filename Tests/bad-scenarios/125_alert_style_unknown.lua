-- expect: UIAlertController: preferredStyle: expected one of alert, actionSheet, got 'sheet'
-- preferredStyle = "sheet"
local w = UIWindow()
local home = UIViewController("Home")
w.rootViewController = home
w:makeKeyAndVisible()
RunLoop.run()
local alert = UIAlertController{ title = "Hi", preferredStyle = "sheet" }

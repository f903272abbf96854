-- Source: seed 000 (A present B / B dismiss back to A with .fullScreen) and seed 002 (.fullScreen,
-- deinit of the dismissed controller). semantics §3: the new controller's did before the old one's.
local window = UIWindow()
local a = UIViewController("A")
window.rootViewController = a
window:makeKeyAndVisible()
RunLoop.run()

a:present(UIViewController{ name = "B", modalPresentationStyle = "fullScreen" }, true, function()
  log("presented")
end)
RunLoop.run()
a.presentedViewController:dismiss(true, function() log("dismissed") end)

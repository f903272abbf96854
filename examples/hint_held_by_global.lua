-- lifelua: --hints
-- Seed 002: "the dismissed controller never deinits". It left the screen and UIKit let go of it,
-- but a global variable still holds it, as a strong reference would in Swift (semantics §8).
local window = UIWindow()
local home = UIViewController("Home")
window.rootViewController = home
window:makeKeyAndVisible()
RunLoop.run()
lastDetail = UIViewController{ name = "Detail", modalPresentationStyle = "fullScreen" }
home:present(lastDetail, true)
RunLoop.run()
lastDetail:dismiss(true)
RunLoop.run()

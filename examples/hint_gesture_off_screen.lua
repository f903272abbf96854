-- lifelua: --hints
-- "My tab tap did nothing." A scenario simulates the user tapping a tab, but in the same turn the
-- app signs out and replaces the window's root. A tap is a user event, handled at the start of
-- the next turn (semantics §6); by then the tab bar controller is off screen, and a user can only
-- touch what is on screen (docs/decisions.md, "An edge swipe while a navigation transition runs"):
-- nothing is selected, no delegate is asked, and a hint says why.
local window = UIWindow()
local tabs = UITabBarController{ name = "Tabs", viewControllers = { UIViewController("Feed"), UIViewController("Profile") } }
tabs.delegate = { shouldSelect = function(t, vc) return true end, didSelect = function(t, vc) end }
window.rootViewController = tabs
window:makeKeyAndVisible()
RunLoop.run()
tabs:tap(2)
window.rootViewController = UIViewController("SignIn")
RunLoop.run()

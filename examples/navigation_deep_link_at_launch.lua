-- lifelua: --ios 18
-- Restoring a deep link at launch: two animated pushes right after makeKeyAndVisible.
-- Sources: semantics §5 — on iOS 18+ a window's root navigation controller shows its top at the
-- commit of the turn, and a push made in that turn replaces the top before it loads (Root never
-- loads its view [log VAndrJ]); so at the pushes its view is not in the window yet, and off screen
-- UIKit records no disappearing controller and starts no transition (semantics-code K12, the NC26
-- reading; decisions.md "A navigation controller off screen"): neither push waits for the other
-- and there is no "nested push animation" warning. Only the last top loads and appears, with the
-- navigation controller; List gets its didMove(nav) at the commit, as a push does, and never
-- loads its view. (On --ios 17 the navigation controller is appearing at the pushes: the first
-- push runs as a transition and the second waits for it, with the warning.)
local window = UIWindow()
local nav = UINavigationController("Nav", UIViewController("Root"))
window.rootViewController = nav
window:makeKeyAndVisible()
nav:pushViewController(UIViewController("List"), true)
nav:pushViewController(UIViewController("Detail"), true)
log("stack: " .. #nav.viewControllers)

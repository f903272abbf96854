-- Source: semantics-containers §30 [prose fatbobman "after layout but before rendering"; prose openillumi;
-- code AltSwiftUI PR #65]: a UIHostingController's SwiftUI view runs onAppear after the host's
-- viewWillAppear and layout, before its viewDidAppear (30.1), and onDisappear after its viewDidDisappear
-- (30.2) — so pushed over, it disappears, and revealed by a pop, it appears again (30.3).
local window = UIWindow()
local profile = UIHostingController{ name = "Profile",
  rootView = SwiftUIView{ name = "ProfileView", onAppear = function() log("load profile") end, onDisappear = true } }
local nav = UINavigationController("Nav", profile)
window.rootViewController = nav
window:makeKeyAndVisible()
RunLoop.run()
log("push Settings")
nav:pushViewController(UIViewController("Settings"), true)
RunLoop.run()
log("pop")
nav:popViewController(true)
RunLoop.run()

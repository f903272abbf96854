-- lifelua: --hints
-- Seeds 000 and 002: "why does my presenter never get viewWillAppear after the sheet?" A sheet
-- leaves its presenter on screen, so dismissing it calls none of the presenter's appearance
-- callbacks (semantics §3). The run ends with the hint and its fix.
local Feed = UIViewController:subclass("Feed", {
  viewWillAppear = function(self, animated) log("Feed refreshes") end,
})
local window = UIWindow()
local feed = Feed("Feed")
window.rootViewController = feed
window:makeKeyAndVisible()
RunLoop.run()
local compose = UIViewController{ name = "Compose", modalPresentationStyle = "pageSheet" }
feed:present(compose, true)
RunLoop.run()
compose:dismiss(true)
RunLoop.run()

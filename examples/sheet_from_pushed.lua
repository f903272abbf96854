-- Source: semantics §3 "Who presents": a controller inside a navigation controller presents through
-- the root of its containment tree [test Lasso: b.presentingViewController == nav]; a sheet leaves
-- everything below alone, a full-screen presentation makes the navigation controller and its top
-- disappear and reappear (the container forwards down to what it displays [test Lasso]).
local window = UIWindow()
local nav = UINavigationController("Nav", UIViewController("List"))
window.rootViewController = nav
window:makeKeyAndVisible()
RunLoop.run()
local detail = UIViewController("Detail")
nav:pushViewController(detail, false)
RunLoop.run()
local sheet = UIViewController{ name = "Sheet", modalPresentationStyle = "pageSheet" }
detail:present(sheet, true)
RunLoop.run()
log("Sheet.presentingViewController = " .. sheet.presentingViewController.name)
sheet:dismiss(true)
RunLoop.run()
log("now full screen")
local cover = UIViewController{ name = "Cover", modalPresentationStyle = "fullScreen" }
detail:present(cover, true)
RunLoop.run()
cover:dismiss(true)

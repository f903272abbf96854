-- What `automatic` means across iOS versions (semantics §3 "Version and device"):
--   lifelua diff examples/diff_automatic_style.lua --ios 12 --ios 18
-- iOS 12 presents it full screen (the presenter disappears and comes back); iOS 18 as a form sheet
-- (the presenter stays). Sources: test Lasso (iOS < 13 branch); doc modalPresentationStyle.automatic.
local window = UIWindow()
local list = UIViewController("List")
window.rootViewController = list
window:makeKeyAndVisible()
RunLoop.run()
local detail = UIViewController("Detail")      -- modalPresentationStyle: automatic
list:present(detail, true)
RunLoop.run()
detail:dismiss(true)
RunLoop.run()

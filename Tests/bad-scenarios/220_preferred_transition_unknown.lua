-- expect: preferredTransition: expected one of zoom, coverVertical, crossDissolve, flipHorizontal, partialCurl, got 'zooom'
-- a transition name with a typo (semantics-ios26 §25)
local w = UIWindow()
w.rootViewController = UIViewController("Home")
w:makeKeyAndVisible()
RunLoop.run()
local detail = UIViewController("Detail")
detail.preferredTransition = "zooom"

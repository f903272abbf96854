-- lifelua: --events default,traits,layout
-- A rotation while a full-screen presentation covers its presenter (semantics-layout-app §17.1,
-- §17.4, §15.3, semantics-code K25). The covered presenter's view is off-window: it is told its new
-- size at once (viewWillTransition), but on iOS 17+ it has no parent trait environment, so it keeps
-- its traits and is told them when its view enters the window again at the dismissal (K25), after
-- §17.4's catch-up willTransition. Sources: prose onmyway133 #202/#210 (the presenter hears a
-- rotation under a full-screen presentation); doc Apple guide "The Adaptive Model"; log yagamo;
-- semantics-code K25.
local window = UIWindow()
local home = UIViewController("Home")
window.rootViewController = home
window:makeKeyAndVisible()
RunLoop.run()
local player = UIViewController{ name = "Player", modalPresentationStyle = "fullScreen" }
home:present(player, false)
RunLoop.run()
log("rotate")
UIDevice.rotate("landscape")
RunLoop.run()
log("dismiss")
player:dismiss(false)
RunLoop.run()

-- lifelua: --events default,traits,layout
-- A rotation while a full-screen presentation covers its presenter (semantics-layout-app §17.1,
-- §17.4, §15.3). The covered presenter is still in S: it is told about the new traits and size at
-- once, although its view is off-window; when the presentation is dismissed it gets only its new
-- safe area and a layout pass. Sources: prose onmyway133 #202/#210 (the presenter hears a rotation
-- under a full-screen presentation); doc Apple guide "The Adaptive Model"; log yagamo.
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

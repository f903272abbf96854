-- Source: seed 004 ("除了viewDidLoad,其余函数都没有执行"): an overlay added as a child of a
-- UINavigationController gets viewDidLoad and nothing else: the navigation controller forwards
-- appearance only to the controller it displays (semantics §4).
local window = UIWindow()
local nav = UINavigationController("Nav", UIViewController("Home"))
window.rootViewController = nav
window:makeKeyAndVisible()
RunLoop.run()
log("showIn(nav)")
local ads = UIViewController("Ads")
nav:addChild(ads)
nav.view:addSubview(ads.view)
ads:didMove(nav)
RunLoop.run()
log("removeFrom(nav)")
ads:willMove(nil)
ads.view:removeFromSuperview()
ads:removeFromParent()

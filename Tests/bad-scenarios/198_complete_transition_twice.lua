-- expect: NSInternalInconsistencyException: completeTransition: called twice for the transition from <UIViewController: Home> to <UIViewController: Sheet>
-- an animator that completes its transition twice (semantics-code K28)
local w = UIWindow()
local home = UIViewController("Home")
w.rootViewController = home
w:makeKeyAndVisible()
RunLoop.run()
local context
local sheet = UIViewController("Sheet")
sheet.modalPresentationStyle = "custom"
sheet.transitioningDelegate = {
  animationControllerForPresented = function() return { animateTransition = function(ctx) context = ctx end } end,
}
home:present(sheet, true)
RunLoop.run()
context:completeTransition(true)
context:completeTransition(true)

-- A custom drawer, presented, then a swipe that is cancelled and one that completes, once with
-- shouldRemovePresentersView = false and once with true (semantics-presentation §12.2,
-- §12.4-§12.6). Source: code 18.2 (the hooks around the begin/end calls; a cancelled transition
-- ends the to-controller before the from-controller), doc shouldRemovePresentersView; the
-- presenter gets callbacks only when it is removed.
local function drawerScenario(removesPresentersView)
  local window = UIWindow()
  local list = UIViewController("List")
  window.rootViewController = list
  window:makeKeyAndVisible()
  RunLoop.run()

  local drawer = UIViewController{ name = "Drawer", modalPresentationStyle = "custom" }
  drawer.transitioningDelegate = {
    transitionDuration = 0.3,
    presentationController = {
      shouldRemovePresentersView = removesPresentersView,
      dismissalTransitionDidEnd = function(pc, completed)
        log("dismissal ended, completed " .. tostring(completed))
      end,
    },
    interactionControllerForDismissal = true,
  }
  list:present(drawer, true, function() log("present completion") end)
  RunLoop.run()
  log("swipe, let go early")
  drawer:interactiveDismiss{ cancel = true }
  RunLoop.run()
  log("swipe")
  drawer:interactiveDismiss()
  RunLoop.run()
end

scenario("shouldRemovePresentersView = false: the presenter gets no callbacks", function()
  drawerScenario(false)
end)

scenario("shouldRemovePresentersView = true: the presenter disappears and reappears", function()
  drawerScenario(true)
end)

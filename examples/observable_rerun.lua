-- lifelua: --ios 26 --events default,layout
-- "Why did my model change re-run updateProperties?" (semantics-ios26 §23). On iOS 26 UIKit tracks
-- the @Observable fields a controller reads in updateProperties (and in the layout callbacks and
-- updateViewConstraints); a later write re-runs exactly the callbacks that read that field, once,
-- in the layout phase of the same turn. Each run replaces what it depends on: the badge stops
-- depending on `unread` once it stops reading it. A field nobody read re-runs nothing.
-- Sources: doc "Automatic observation tracking" ("UIKit tracks which properties you access and
-- automatically calls these methods again when those properties change"); WWDC25 243 ("Enabled
-- by default in iOS 26") (evidence truth-ios26 §2); docs/decisions.md for the timing and the
-- replaced dependencies [choice].
local model = Observable{ unread = 0, title = "Inbox", muted = false }
local Inbox = UIViewController:subclass("Inbox", {
  updateProperties = function(self)
    if model.muted then log("badge hidden") else log("badge " .. model.unread) end
  end,
  viewWillLayoutSubviews = function(self) log("title " .. model.title) end,
})
local window = UIWindow()
window.rootViewController = Inbox("Inbox")
window:makeKeyAndVisible()
RunLoop.run()
DispatchQueue.main:async(function()
  model.unread = model.unread + 1      -- read outside a tracked callback: not a dependency
  model.unread = model.unread + 1      -- two writes, one re-run
  log("unread written twice")
end)
RunLoop.run()
model.title = "Mail"                   -- read in viewWillLayoutSubviews: a layout pass
RunLoop.run()
model.muted = true                     -- updateProperties now reads `muted` only
RunLoop.run()
model.unread = 5                       -- no longer read: nothing
log(tostring(model))
RunLoop.run()

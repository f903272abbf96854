-- Source: semantics-layout-app §19, from Apple's "Responding to memory warnings" ("It calls the
-- applicationDidReceiveMemoryWarning(_:) method of your app delegate. It calls the
-- didReceiveMemoryWarning() method of any active UIViewController classes. It posts a
-- didReceiveMemoryWarningNotification object to any registered observers."), the log pastebin ryFL6VU5
-- (the app delegate first) and the prose atmarkplant ("all UIViewController"). Every live controller
-- gets it, shown or not, in creation order [choice]; no view unloads, no viewDidLoad runs again, nothing
-- deinits (doc viewDidUnload).
UIApplication.delegate = {
  applicationDidReceiveMemoryWarning = function(app) end,
}
NotificationCenter.default:addObserver("UIApplication.didReceiveMemoryWarningNotification", function(name)
  log("observer: free the caches")
end)

local Cache = UIViewController:subclass("Cache", {
  didReceiveMemoryWarning = function(self) log(self.name .. " drops its images") end,
})
local window = UIWindow()
local nav = UINavigationController{ name = "Nav", rootViewController = UIViewController("List") }
local detail = Cache("Detail")
local offscreen = Cache("Offscreen")       -- alive, never shown
window.rootViewController = nav
window:makeKeyAndVisible()
nav:pushViewController(detail, false)
RunLoop.run()

UIApplication.receiveMemoryWarning()
RunLoop.run()

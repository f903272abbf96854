-- lifelua: --ios 26 --events default,layout
-- "When does my updateProperties run against viewWillLayoutSubviews?" (semantics-ios26 §22). On
-- iOS 26 every layout pass gives each controller it visits a first step, updateProperties, right
-- after viewIsAppearing and before updateViewConstraints and viewWillLayoutSubviews; loading the
-- view asks for the first one. setNeedsUpdateProperties asks again, coalesced into the next layout
-- phase, with no layout callback unless the override invalidates layout — which is then served in
-- the same block (§22.3). A rotation lays the controller out without updateProperties (§22.2).
-- Sources: doc WWDC25 243 ("right after updating traits and just before layoutSubviews"; "the
-- layout pass will run immediately afterward"), doc setNeedsUpdateProperties, code 26.1
-- loadViewIfRequired (evidence truth-ios26 §1).
local Inbox = UIViewController:subclass("Inbox", {
  updateProperties = function(self)
    log("properties")
    if self.grow then self.grow = false; self.view:setNeedsLayout() end
  end,
})
local window = UIWindow()
local inbox = Inbox("Inbox")
window.rootViewController = inbox
window:makeKeyAndVisible()
RunLoop.run()
log("two requests: one updateProperties, no layout")
inbox:setNeedsUpdateProperties()
inbox.view:setNeedsUpdateProperties()
RunLoop.run()
log("layout invalidated inside updateProperties: laid out in the same block")
inbox.grow = true
inbox:setNeedsUpdateProperties()
RunLoop.run()
log("a rotation: layout, no updateProperties")
UIDevice.rotate("landscape")
RunLoop.run()

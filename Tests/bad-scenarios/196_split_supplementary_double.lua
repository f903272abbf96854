-- expect: NSInvalidArgumentException: setViewController(_:for:): the supplementary column needs style = "tripleColumn"
-- a supplementary column in a double-column split (semantics-containers §29.1)
log("before the misuse")
local split = UISplitViewController{ name = "Split", style = "doubleColumn" }
split:setViewController(UIViewController("Middle"), "supplementary")

-- expect: setViewController: column: expected one of primary, supplementary, secondary, compact, got 'detail'
-- an unknown column (semantics-containers §29.1)
log("before the misuse")
local split = UISplitViewController{ name = "Split", style = "doubleColumn" }
split:setViewController(UIViewController("Detail"), "detail")

-- expect: preferredDisplayMode: expected one of automatic, oneBesideSecondary, secondaryOnly, oneOverSecondary, twoBesideSecondary, got 'allVisible'
-- the classic name of a display mode (semantics-containers §29.4: lifelua takes the iOS 14 names)
log("before the misuse")
local split = UISplitViewController{ name = "S" }
split.preferredDisplayMode = "allVisible"

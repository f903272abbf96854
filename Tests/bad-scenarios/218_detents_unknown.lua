-- lifelua: --ios 26
-- expect: detents: no detent 'small'; the detents are: 'medium', 'large'
-- an unknown detent in the detents list (semantics-ios26 §26)
local w = UIWindow()
w.rootViewController = UIViewController("Home")
w:makeKeyAndVisible()
RunLoop.run()
local sheet = UIViewController("Sheet")
sheet.modalPresentationStyle = "formSheet"
sheet.sheetPresentationController.detents = { "small", "large" }

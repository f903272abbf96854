-- lifelua: --ios 26
-- expect: dragSheet: no detent 'meduim'; the detents are: 'medium', 'large'
-- a detent name with a typo (semantics-ios26 §26)
local w = UIWindow()
local home = UIViewController("Home")
w.rootViewController = home
w:makeKeyAndVisible()
RunLoop.run()
local sheet = UIViewController("Sheet")
sheet.modalPresentationStyle = "pageSheet"
sheet.sheetPresentationController.detents = { "medium", "large" }
home:present(sheet, true)
RunLoop.run()
sheet:dragSheet("meduim")

-- expect: NSInvalidArgumentException: Application tried to present modally a view controller <UINavigationController: N1> from <UIViewController: B>, which it presents.
-- line: 11
-- random seed 11692: N1, through its child F, presents B; B presenting N1 closed a cycle of
-- presentation and containment, and the next walk up the chain never ended (a hang past
-- --timeout, which cannot interrupt an engine call). Refused before anything changes.
local B, F, N1 = UIViewController("B"), UIViewController("F"), UINavigationController{ name = "N1" }
local W = UIWindow(); W.rootViewController = N1; W:makeKeyAndVisible(); RunLoop.run()
N1:pushViewController(F, false); RunLoop.run()
F:present(B); RunLoop.run()
W.rootViewController = B; W:makeKeyAndVisible(); RunLoop.run()
B:present(N1, true)
RunLoop.run()
F:show(UIViewController("C"))

// semantics-code K29, K31, K38: containment and windows as UIKit's own code words them. Each
// expected text is the amendment's, character for character.

import Testing
@testable import LifecycleKit

@Suite("semantics-code K29, K31, K38: containment and windows")
struct ContainmentCodeTests {
    // K29: the legacy-containment check comes first, with UIKit's text, before the common-parent check
    @Test func transitionChecksLegacyContainmentFirst() throws {
        let f = Fixture()
        let p = f.vc("P"), from = f.vc("F"), to = f.vc("T")
        p.shouldAutomaticallyForwardAppearanceMethods = false
        // neither is a child: the common-parent check would fail too, but the first check wins
        #expect(exceptionReason { try p.transition(from: from, to: to, duration: 0.25, animations: nil, completion: nil) }
            == "Parent view controller is using legacy containment in call to -[UIViewController transitionFromViewController:toViewController:duration:options:animations:completion:]")
        #expect(exceptionName { try p.transition(from: from, to: to, duration: 0.25, animations: nil, completion: nil) }
            == "NSInvalidArgumentException")
    }

    // K31: the root's view added to the window by hand logs UIKit's warning
    @Test func aRootViewAddedByHandWarns() throws {
        let f = Fixture()
        let a = f.vc("A")
        try f.window.setRootViewController(a)
        try f.window.addSubview(a.view)
        #expect(f.take([.warning]) == ["warning: Manually adding the rootViewController's view to the view hierarchy is no longer supported. Please allow UIWindow to add the rootViewController's view to the view hierarchy itself."])
    }

    // K31: the window's own installation of its root logs nothing
    @Test func theWindowsOwnInstallationIsSilent() throws {
        let f = Fixture()
        try f.window.setRootViewController(f.vc("A"))
        try f.window.makeKeyAndVisible()
        try f.run()
        #expect(f.take([.warning]).isEmpty)
    }

    // K38: a presented controller made a child raises UIKit's hierarchy exception with its text
    @Test func aPresentedControllerCannotBeAdded() throws {
        let f = Fixture()
        let a = f.vc("A"), b = f.vc("B"), p = f.vc("P")
        try f.show(a)
        b.modalPresentationStyle = .fullScreen
        try a.present(b, animated: false, completion: nil)
        try f.run()
        #expect(exceptionName { try p.addChild(b) } == "UIViewControllerHierarchyInconsistency")
        #expect(exceptionReason { try p.addChild(b) } == "trying to add child view controller that is already presented: \(d("B"))")
    }

    // K38: the checks come first, then willMove(nil) and the removal: a refused move leaves the old parent alone
    @Test func aRefusedMoveKeepsTheOldParent() throws {
        let f = Fixture()
        let p = f.vc("P"), c = f.vc("C")
        try p.addChild(c)
        f.tape.skip()
        #expect(exceptionName { try c.addChild(p) } == "UIViewControllerHierarchyInconsistency")
        #expect(f.take(.moves).isEmpty)
        #expect(c.parent === p)
    }
}

// semantics-code K20: UITabBarController's misuse, as UIKit's own code has it.

import Testing
@testable import LifecycleKit

@Suite("semantics-code K20 UITabBarController")
struct TabBarCodeTests {
    private func tabs(_ f: Fixture, _ names: [String]) throws -> (UITabBarController, [String: UIViewController]) {
        var vcs: [String: UIViewController] = [:]
        for name in names { vcs[name] = f.vc(name) }
        let t = UITabBarController(world: f.world, name: "T")
        try t.setViewControllers(names.map { vcs[$0]! })
        return (t, vcs)
    }

    // K20: selectedIndex out of range is silently ignored
    @Test func anIndexOutOfRangeIsIgnored() throws {
        let f = Fixture()
        let (t, _) = try tabs(f, ["X", "Y"])
        try f.show(t)
        try t.select(index: 2)
        try t.select(index: -1)
        try f.run()
        #expect(f.take() == [])
        #expect(t.selectedIndex == 0)
    }

    // K20: selectedViewController set to a controller that is not a tab raises NSInvalidArgumentException
    @Test func selectingAControllerThatIsNotATabRaises() throws {
        let f = Fixture()
        let (t, _) = try tabs(f, ["X", "Y"])
        let other = f.vc("Other")
        #expect(exceptionName { try t.setSelectedViewController(other) } == "NSInvalidArgumentException")
        #expect(exceptionReason { try t.setSelectedViewController(other) }
            == "-[UITabBarController setSelectedViewController:] only a view controller in the tab bar controller's list of view controllers can be selected.")
        #expect(exceptionReason { try t.setSelectedViewController(nil) } != nil)
    }
}

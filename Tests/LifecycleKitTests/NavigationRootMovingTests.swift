// semantics §4 (isMovingToParent) for §5's root: a navigation controller's root counts as moving to
// its parent in its first appearance, although it was added when the navigation controller was
// created [log-summary bamboohero]; when it is only shown again it is not [log-summary 39.103].

import Testing
@testable import LifecycleKit

@Suite("§4 isMovingToParent of a navigation controller's root")
struct NavigationRootMovingTests {
    /// Records `isMovingToParent` of `vc` in each of `callbacks`, as "callback: true|false".
    private func watch(_ f: Fixture, _ vc: UIViewController,
                       _ callbacks: [EventKind] = [.viewWillAppear, .viewIsAppearing, .viewDidAppear]) -> () -> [String] {
        final class Box { var seen: [String] = [] }
        let box = Box()
        for callback in callbacks {
            f.on("\(vc.name).\(callback.rawValue)") { [weak vc] in
                guard let vc else { return }
                box.seen.append("\(callback.rawValue): \(vc.isMovingToParent)")
            }
        }
        return { defer { box.seen.removeAll() }; return box.seen }
    }

    // §4: the root's first appearance, the navigation controller being a window's root (iOS 17: at once; iOS 18+:
    // at the commit, §5) [log-summary bamboohero]
    @Test func firstAppearanceAsAWindowsRoot() throws {
        for ios in [12, 17, 18] {
            let f = Fixture(ios: ios)
            let a = f.vc("A")
            let seen = watch(f, a)
            try f.show(try f.nav("N", root: a))
            let expected = ios >= 13
                ? ["viewWillAppear: true", "viewIsAppearing: true", "viewDidAppear: true"]
                : ["viewWillAppear: true", "viewDidAppear: true"]
            #expect(seen() == expected, "--ios \(ios)")
        }
    }

    // §4: the root's first appearance inside a presented navigation controller [log-summary bamboohero]
    @Test func firstAppearanceInAPresentedNavigationController() throws {
        let f = Fixture()
        let host = f.vc("Host"), a = f.vc("A")
        try f.show(host)
        let nav = try f.nav("N", root: a)
        nav.modalPresentationStyle = .fullScreen
        let seen = watch(f, a)
        try host.present(nav, animated: true, completion: nil)
        try f.run()
        #expect(seen() == ["viewWillAppear: true", "viewIsAppearing: true", "viewDidAppear: true"])
    }

    // §4: revealed again by a pop, the root is only shown again: false [log-summary 39.103]
    @Test func revealedByAPop() throws {
        let f = Fixture()
        let a = f.vc("A")
        let nav = try f.nav("N", root: a)
        try f.show(nav)
        try nav.pushViewController(f.vc("B"), animated: true)
        try f.run()
        let seen = watch(f, a)
        try nav.popViewController(animated: true)
        try f.run()
        #expect(seen() == ["viewWillAppear: false", "viewIsAppearing: false", "viewDidAppear: false"])
    }

    // §4 + §5 (--ios 17): a root whose first appearance was cut off by a push at launch [log VAndrJ] is only shown
    // again when the push is popped: false — its first appearance was the cut-off one [log-summary bamboohero, 39.103]
    @Test func revealedAfterAFirstAppearanceCutOffOnIOS17() throws {
        let f = Fixture(ios: 17)
        let root = f.vc("Root")
        let nav = try f.nav("N", root: root)
        let seen = watch(f, root, [.viewWillAppear, .viewDidAppear])
        try f.window.setRootViewController(nav)
        try f.window.makeKeyAndVisible()
        try nav.pushViewController(f.vc("Pushed"), animated: true)
        try f.run()
        let atLaunch = seen()
        try nav.popViewController(animated: true)
        try f.run()
        #expect([atLaunch, seen()] == [["viewWillAppear: true"], ["viewWillAppear: false", "viewDidAppear: false"]])
    }
}

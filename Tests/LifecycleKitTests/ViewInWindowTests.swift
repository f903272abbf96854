// semantics §4, "When a view is in the window": inside viewWillAppear the controller's view is not
// yet in the window (view.window == nil for a controller appearing for the first time, e.g. a
// window's root); it is added before viewIsAppearing and is there in viewDidAppear. On the way out
// it is still there in viewWillDisappear and removed before viewDidDisappear [doc viewIsAppearing,
// viewDidDisappear], [code jeksys gist]. Scripts read `vc.view.window`, i.e. UIView.window.

import Testing
@testable import LifecycleKit

@Suite("§4 when a view is in the window")
struct ViewInWindowTests {
    /// Records, for each callback of `names` in `callbacks`, "Name.callback: in" or "…: out"
    /// according to `view.window` at that moment.
    private func watch(_ f: Fixture, _ controllers: [UIViewController],
                       _ callbacks: [EventKind] = [.viewWillAppear, .viewIsAppearing, .viewDidAppear,
                                                   .viewWillDisappear, .viewDidDisappear]) -> () -> [String] {
        final class Box { var seen: [String] = [] }
        let box = Box()
        for vc in controllers {
            for callback in callbacks {
                let key = "\(vc.name).\(callback.rawValue)"
                f.on(key) { [weak vc] in
                    guard let vc else { return }
                    box.seen.append("\(key): \(try vc.view.window == nil ? "out" : "in")")
                }
            }
        }
        return { defer { box.seen.removeAll() }; return box.seen }
    }

    // §4: a window's root, first appearance: out in viewWillAppear, in at viewIsAppearing and viewDidAppear
    // [doc viewIsAppearing] [code jeksys gist]
    @Test func aWindowsRootJoinsTheWindowAfterViewWillAppear() throws {
        let f = Fixture()
        let a = f.vc("A")
        let seen = watch(f, [a])
        try f.window.setRootViewController(a)
        try f.window.makeKeyAndVisible()
        try f.run()
        #expect(seen() == ["A.viewWillAppear: out", "A.viewIsAppearing: in", "A.viewDidAppear: in"])
        #expect(try a.view.window === f.window)
    }

    // §4 and §7: the root set on a window that is already visible: the same [doc viewIsAppearing] [test Lasso]
    @Test func aRootSetOnAVisibleWindow() throws {
        let f = Fixture()
        let a = f.vc("A")
        let seen = watch(f, [a])
        try f.window.makeKeyAndVisible()
        try f.window.setRootViewController(a)
        try f.run()
        #expect(seen() == ["A.viewWillAppear: out", "A.viewIsAppearing: in", "A.viewDidAppear: in"])
    }

    // §4 + §9 --ios 12 (no viewIsAppearing): the view is in the window by viewDidAppear [doc]
    @Test func aWindowsRootOnIOS12() throws {
        let f = Fixture(ios: 12)
        let a = f.vc("A")
        let seen = watch(f, [a])
        try f.window.setRootViewController(a)
        try f.window.makeKeyAndVisible()
        try f.run()
        #expect(seen() == ["A.viewWillAppear: out", "A.viewDidAppear: in"])
    }

    // §4 + §1: a container's children come with its view: out in their viewWillAppear too, in by their
    // viewIsAppearing [doc viewIsAppearing]
    @Test func theRootsChildrenJoinWithIt() throws {
        let f = Fixture()
        let p = f.vc("P"), c = f.vc("C")
        f.on("P.viewDidLoad") {
            try p.addChild(c)
            try p.view.addSubview(c.view)
            try c.didMove(toParent: p)
        }
        let seen = watch(f, [c])
        try f.window.setRootViewController(p)
        try f.window.makeKeyAndVisible()
        try f.run()
        #expect(seen() == ["C.viewWillAppear: out", "C.viewIsAppearing: in", "C.viewDidAppear: in"])
    }

    // §4 case 2: a child added to an appeared parent: out in its viewWillAppear, in afterwards [doc viewIsAppearing]
    @Test func aChildAddedToAnAppearedParent() throws {
        let f = Fixture()
        let p = f.vc("P"), c = f.vc("C")
        try f.show(p)
        let seen = watch(f, [c])
        try p.addChild(c)
        try p.view.addSubview(c.view)
        try c.didMove(toParent: p)
        try f.run()
        #expect(seen() == ["C.viewWillAppear: out", "C.viewIsAppearing: in", "C.viewDidAppear: in"])
    }

    // §7: the replaced root is still in the window in viewWillDisappear, out in viewDidDisappear [doc viewDidDisappear]
    @Test func aReplacedRootLeavesBeforeViewDidDisappear() throws {
        let f = Fixture()
        let a = f.vc("A")
        try f.show(a)
        let seen = watch(f, [a])
        try f.window.setRootViewController(f.vc("B"))
        try f.run()
        #expect(seen() == ["A.viewWillDisappear: in", "A.viewDidDisappear: out"])
    }

    // §4 case 5: removeFromSuperview: in at viewWillDisappear, out at viewDidDisappear [doc viewDidDisappear]
    @Test func removeFromSuperviewLeavesBeforeViewDidDisappear() throws {
        let f = Fixture()
        let p = f.vc("P"), c = f.vc("C")
        try f.show(p)
        try p.addChild(c)
        try p.view.addSubview(c.view)
        try c.didMove(toParent: p)
        try f.run()
        let seen = watch(f, [c])
        try c.willMove(toParent: nil)
        try c.view.removeFromSuperview()
        try c.removeFromParent()
        try f.run()   // semantics-code K5: the did at the end of the turn
        #expect(seen() == ["C.viewWillDisappear: in", "C.viewDidDisappear: out"])
    }

    // §4 + §5: a pushed controller appears for the first time: out in viewWillAppear, in afterwards; the covered
    // one is in at viewWillDisappear, out at viewDidDisappear [doc viewIsAppearing, viewDidDisappear]
    @Test func push() throws {
        let f = Fixture()
        let a = f.vc("A"), b = f.vc("B")
        try f.show(try f.nav("N", root: a))
        let seen = watch(f, [a, b])
        try a.navigationController!.pushViewController(b, animated: true)
        try f.run()
        #expect(seen() == [
            "A.viewWillDisappear: in", "B.viewWillAppear: out", "B.viewIsAppearing: in",
            "A.viewDidDisappear: out", "B.viewDidAppear: in",
        ])
    }

    // §4 + §5: a navigation controller as a window's root: its root controller's first appearance [doc viewIsAppearing]
    @Test func aNavigationControllersRoot() throws {
        for ios in [17, 18] {
            let f = Fixture(ios: ios)
            let a = f.vc("A")
            let seen = watch(f, [a])
            try f.window.setRootViewController(try f.nav("N", root: a))
            try f.window.makeKeyAndVisible()
            try f.run()
            #expect(seen() == ["A.viewWillAppear: out", "A.viewIsAppearing: in", "A.viewDidAppear: in"], "--ios \(ios)")
        }
    }

    // §4 + §5 (--ios 17): a root cut off by a push at launch [log VAndrJ]: out in viewWillAppear, in at
    // viewIsAppearing and viewWillDisappear, out at viewDidDisappear [doc viewIsAppearing, viewDidDisappear]
    @Test func aRootCutOffByAPushAtLaunchOnIOS17() throws {
        let f = Fixture(ios: 17)
        let root = f.vc("Root")
        let nav = try f.nav("N", root: root)
        let seen = watch(f, [root])
        try f.window.setRootViewController(nav)
        try f.window.makeKeyAndVisible()
        try nav.pushViewController(f.vc("Pushed"), animated: true)
        try f.run()
        #expect(seen() == [
            "Root.viewWillAppear: out", "Root.viewIsAppearing: in", "Root.viewWillDisappear: in", "Root.viewDidDisappear: out",
        ])
    }

    // §4 + §5 pop: the popped controller is in at viewWillDisappear, out at viewDidDisappear [doc viewDidDisappear];
    // the revealed one is put back after its viewWillAppear like any view joining the window [choice]
    @Test func pop() throws {
        let f = Fixture()
        let a = f.vc("A"), b = f.vc("B")
        let nav = try f.nav("N", root: a)
        try f.show(nav)
        try nav.pushViewController(b, animated: false)
        try f.run()
        let seen = watch(f, [a, b])
        try nav.popViewController(animated: true)
        try f.run()
        #expect(seen() == [
            "B.viewWillDisappear: in", "A.viewWillAppear: out", "A.viewIsAppearing: in",
            "B.viewDidDisappear: out", "A.viewDidAppear: in",
        ])
    }

    // §4 + §6: a tab switch: the new tab (first time) is out in viewWillAppear, the old one in at
    // viewWillDisappear and out at viewDidDisappear [doc viewIsAppearing, viewDidDisappear]
    @Test func tabSwitch() throws {
        let f = Fixture()
        let (t, x, y) = try shownTabs(f)
        let seen = watch(f, [x, y])
        try t.select(index: 1)
        try f.run()
        #expect(seen() == [
            "Y.viewWillAppear: out", "X.viewWillDisappear: in", "Y.viewIsAppearing: in",
            "X.viewDidDisappear: out", "Y.viewDidAppear: in",
        ])
    }

    // §4 + §6 [code TB26: a non-animated switch installs the new tab's view at once, only the appearance ends wait
    // for the commit]: a tab switched away from and back to in the same turn is the selected tab again, so the first
    // switch's end of turn leaves its view where the second switch put it (random seeds 2000982, 2001906: the tab
    // rested appeared with its view in no window)
    @Test func aTabSwitchedBackInTheSameTurnKeepsItsViewInTheWindow() throws {
        let f = Fixture()
        let (t, x, y) = try shownTabs(f)
        try t.select(index: 1)
        try t.select(index: 0)
        try f.run()
        #expect(t.selectedViewController === x && x.appearance == .appeared && y.appearance == .disappeared)
        #expect(x.viewIfLoaded?.superview === t.viewIfLoaded && x.viewIfLoaded?.window === f.window)
        #expect(y.viewIfLoaded != nil && y.viewIfLoaded?.superview == nil)
    }

    /// T with tabs X and Y, shown.
    private func shownTabs(_ f: Fixture) throws -> (UITabBarController, UIViewController, UIViewController) {
        let x = f.vc("X"), y = f.vc("Y")
        let t = UITabBarController(world: f.world, name: "T")
        try t.setViewControllers([x, y])
        try f.show(t)
        return (t, x, y)
    }

    /// N (root A) shown, a second window W2 shown with no root, and B being pushed on A (animated, 0.1 s in).
    private func pushWithASecondWindow(_ f: Fixture) throws
        -> (nav: UINavigationController, a: UIViewController, b: UIViewController, other: UIWindow) {
        let a = f.vc("A"), b = f.vc("B")
        let nav = try f.nav("N", root: a)
        try f.show(nav)
        let other = UIWindow(world: f.world, name: "W2")
        try other.makeKeyAndVisible()
        try nav.pushViewController(b, animated: true)
        try f.run(seconds: 0.1)
        return (nav, a, b, other)
    }

    // §4 + §5, decisions "A child made a window's root": the old top of an animated push, made another window's root
    // while the push runs, leaves the navigation controller first; the push's end no longer holds its view and leaves it
    // in that window (random seed 2001711: the push's end took it out, and it rested appeared in no window)
    @Test func aPushsOldTopMadeAWindowsRootKeepsItsViewThere() throws {
        let f = Fixture()
        let (nav, a, b, other) = try pushWithASecondWindow(f)
        try other.setRootViewController(a)
        try f.run()
        #expect(a.parent == nil && a.appearance == .appeared && b.appearance == .appeared)
        #expect(a.viewIfLoaded?.superview === other && a.viewIfLoaded?.window === other)
        #expect(b.viewIfLoaded?.superview === nav.viewIfLoaded)
    }

    // §4: a view whose removal's viewWillDisappear makes its controller another window's root is in that window
    // afterwards; the removal, resumed, takes it out of nothing (random app seed 2021459: it took the view's
    // superview away, the view still listed in the other window's subviews, and the root rested appeared in no window)
    @Test func aViewMovedToAnotherWindowByItsWillDisappearStaysThere() throws {
        let f = Fixture(ios: 26)
        let t = f.vc("T"), c = f.vc("C")
        try f.show(t)
        let other = UIWindow(world: f.world, name: "W2")
        try other.setRootViewController(c)
        try other.makeKeyAndVisible()
        try f.run()
        f.onFirst("T.viewWillDisappear") { try other.setRootViewController(t) }
        try t.view.removeFromSuperview()
        try f.run()
        #expect(other.rootViewController === t && t.appearance == .appeared)
        #expect(t.viewIfLoaded?.superview === other && t.viewIfLoaded?.window === other)
        #expect(other.subviews.contains { $0 === t.viewIfLoaded })
    }

    // §4 + §5: the old top of an animated push, removed from the stack by hand during the push (its view left in the
    // navigation controller's), is a parentless controller: its view follows the window. The navigation controller
    // moved to another window, it appears again there; the push's end takes its view out through the window path
    // (random app seed 2017919: taken out silently, it rested appeared in no window)
    @Test func aPushsOldTopRemovedByHandLeavesTheWindowWithItsView() throws {
        let f = Fixture(ios: 26)
        let (nav, a, b, other) = try pushWithASecondWindow(f)
        try a.removeFromParent()
        f.tape.skip()
        try other.setRootViewController(nav)
        try f.run()
        #expect(f.take(.appearance, of: ["A"]) == [
            "A.viewWillAppear", "A.viewDidAppear", "A.viewWillDisappear", "A.viewDidDisappear",
        ])
        #expect(a.appearance == .disappeared && a.viewIfLoaded?.window == nil)
        #expect(b.appearance == .appeared && b.viewIfLoaded?.window === other)
    }

    // §4 + §3: a full-screen present and dismiss [doc viewIsAppearing, viewDidDisappear]; the revealed presenter as
    // any re-appearance [choice].
    @Test func fullScreenPresentAndDismiss() throws {
        let f = Fixture()
        let a = f.vc("A"), b = f.vc("B")
        try f.show(a)
        b.modalPresentationStyle = .fullScreen
        let seen = watch(f, [a, b])
        try a.present(b, animated: true, completion: nil)
        try f.run()
        let presenting = seen()
        try b.dismiss(animated: true, completion: nil)
        try f.run()
        let dismissing = seen()
        #expect(presenting == [
            "A.viewWillDisappear: in", "B.viewWillAppear: out", "B.viewIsAppearing: in",
            "B.viewDidAppear: in", "A.viewDidDisappear: out",
        ])
        #expect(dismissing == [
            "B.viewWillDisappear: in", "A.viewWillAppear: out", "A.viewIsAppearing: in",
            "A.viewDidAppear: in", "B.viewDidDisappear: out",
        ])
    }

    // §4 + §3: a full-screen presented view taken out of the window by hand, then dismissed: the window's root,
    // revealed, goes back into its window as it appears (random app seed 2047972: no presented view left to put it
    // under, it was driven to viewDidAppear with its view in no window)
    @Test func aRootRevealedByADismissalWhosePresentedViewWasRemovedReturnsToItsWindow() throws {
        let f = Fixture(ios: 26)
        let a = f.vc("A"), b = f.vc("B")
        try f.show(a)
        b.modalPresentationStyle = .fullScreen
        try a.present(b, animated: true, completion: nil)
        try f.run()
        #expect(a.viewIfLoaded?.window == nil)
        try b.view.removeFromSuperview()
        try a.dismiss(animated: true, completion: nil)
        try f.run()
        #expect(a.appearance == .appeared)
        #expect(a.viewIfLoaded?.superview === f.window && a.viewIfLoaded?.window === f.window)
        #expect(b.appearance == .disappeared && b.viewIfLoaded?.window == nil)
    }

    // §4 + §3 Misuse: presenting from a window root's first viewWillAppear finds its view in no window yet:
    // UIKit's warning, the call is ignored [doc viewIsAppearing] [log]
    @Test func presentingFromTheRootsFirstViewWillAppearWarns() throws {
        let f = Fixture()
        let a = f.vc("A"), b = f.vc("B")
        f.on("A.viewWillAppear") { try a.present(b, animated: true, completion: nil) }
        try f.window.setRootViewController(a)
        try f.window.makeKeyAndVisible()
        try f.run()
        #expect(f.take([.warning]) == [
            "warning: Attempt to present \(d("B")) on \(d("A")) (from \(d("A"))) whose view is not in the window hierarchy.",
        ])
        #expect(a.presentedViewController == nil)
    }

    /// issue 31: a callback run while a view is being moved makes the new superview a descendant
    /// of that view; the link would form a cycle (UIView.attachedWindow then recursed until the
    /// stack overflowed). The check is repeated where the link is made: UIKit's exception.
    @Test func aCycleBuiltInViewWillDisappearIsRefused() throws {
        let f = Fixture()
        let home = f.vc("Home")
        let u = UIView(world: f.world, name: "U")
        try f.show(home)
        f.on("Home.viewWillDisappear") { try home.view.addSubview(u) }
        #expect(exceptionReason { try u.addSubview(home.view) } == "Can't add self as subview")
        #expect(u.superview === (try home.view))   // the callback's link stands; the cycle's does not
        #expect((try home.view).superview !== u)
    }
}

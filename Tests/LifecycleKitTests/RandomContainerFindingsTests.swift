// What the random run's container sequences found (scripts/random-scenarios, seeds from 1000001),
// each reduced to the calls that show it.

import Testing
@testable import LifecycleKit

@Suite("random container sequences: findings")
struct RandomContainerFindingsTests {
    // Seeds 1002113, 1008420: showDetailViewController on an expanded split, then, in the same turn,
    // the split pushed onto the navigation controller it was to show. In the commit the split is the
    // navigation controller's descendant: semantics §4's hierarchy check must refuse before anything
    // changes — it used to set the column and send the old secondary willMove(nil) first, leaving the
    // column holding the split's own ancestor, and every later walk up the tree never ended.
    @Test func showDetailRefusedInTheCommitChangesNothing() throws {
        let f = Fixture(device: .ipad)
        let list = f.vc("List"), detail = f.vc("Detail")
        let nav = try f.nav("N", root: nil)
        let split = try f.doubleColumnSplit(list, detail)
        try split.showDetail(nav)
        try nav.pushViewController(split, animated: false)
        _ = f.take(Set<EventKind>.moves)
        #expect(exceptionName { try f.run() } == "UIViewControllerHierarchyInconsistency")
        #expect(split.viewController(for: .secondary) === detail)
        #expect(detail.parent === split)
        #expect(nav.parent == nil)
        #expect(f.take(Set<EventKind>.moves) == [])
    }
}

@Suite("random container sequences: findings, the run loop")
struct RandomContainerFindingsRunLoopTests {
    // Seed 1002113: a commit block that raised dropped the blocks queued after it in the same
    // commit (a navigation controller's push), which left the navigation controller mid-transition
    // and made the next drain endless. They stay queued for the next drain.
    @Test func aRaisingCommitBlockKeepsTheOnesAfterIt() throws {
        let f = Fixture()
        var ran: [String] = []
        f.world.runLoop.enqueueCommit { throw UIKitException.invalidArgument("first") }
        f.world.runLoop.enqueueCommit { ran.append("second") }
        #expect(exceptionReason { try f.run() } == "first")
        #expect(ran == [])
        try f.run()
        #expect(ran == ["second"])
    }
}

@Suite("random container sequences: findings, timers")
struct RandomContainerFindingsTimerTests {
    // Seed 1001378: a scripted animator's second completeTransition
    // raised from a timer (a UIView animation's end), and a page swipe's settle due at the same
    // time was dropped with it: the pages rested mid-turn for ever. The timers due after a raising
    // one stay, in their order, ahead of later ones, for the next drain (docs/decisions.md, the
    // row for a block that raises).
    @Test func aRaisingTimerKeepsTheOnesDueWithIt() throws {
        let f = Fixture()
        var ran: [String] = []
        f.world.runLoop.schedule(after: 0.3) { throw UIKitException.invalidArgument("first") }
        f.world.runLoop.schedule(after: 0.3) { ran.append("second") }
        f.world.runLoop.schedule(after: 0.3) { ran.append("third") }
        f.world.runLoop.schedule(after: 0.5) { ran.append("later") }
        #expect(exceptionReason { try f.run() } == "first")
        #expect(ran == [])
        try f.run()
        #expect(ran == ["second", "third", "later"])
    }
}

@Suite("random container sequences: findings, the split's secondary")
struct RandomContainerFindingsSplitTests {
    // Seeds 1001699, 1012237 (and five more): showDetailViewController waits for the commit
    // (semantics-containers §29.5 [choice]); a secondary set in between is the one it replaces. It
    // used to replace the secondary of the call: the one set in between was left appearing for
    // ever, a child in no column, and the old one got willMove(nil) a second time.
    @Test func showDetailReplacesTheSecondaryOfTheCommit() throws {
        let f = Fixture(device: .ipad)
        let list = f.vc("List"), detail = f.vc("Detail"), between = f.vc("Between"), shown = f.vc("Shown")
        let split = try f.doubleColumnSplit(list, detail)
        try split.showDetail(shown)
        try split.setViewController(between, for: .secondary)
        _ = f.take()
        try f.window.setRootViewController(split)
        try f.window.makeKeyAndVisible()
        try f.run()
        #expect(split.viewController(for: .secondary) === shown)
        #expect(between.parent == nil)
        #expect(between.appearance == .disappeared)
        #expect(shown.appearance == .appeared)
        #expect(f.take([.willMove], of: ["Detail"]) == [])
    }

    // Seed 1001699: the controller shown as the detail was given the primary column between the
    // call and the commit; it leaves it for the secondary [choice, docs/decisions.md].
    @Test func theDetailShownLeavesTheColumnItHeld() throws {
        let f = Fixture(device: .ipad)
        let list = f.vc("List"), detail = f.vc("Detail"), shown = f.vc("Shown")
        let split = try f.doubleColumnSplit(list, detail)
        try split.showDetail(shown)
        try split.setViewController(shown, for: .primary)
        try f.run()
        #expect(split.viewController(for: .secondary) === shown)
        #expect(split.viewController(for: .primary) == nil)
        #expect(shown.parent === split)
        #expect(detail.parent == nil)
    }
}

@Suite("random container sequences: findings, a push that waited")
struct RandomContainerFindingsQueuedPushTests {
    // Seed 1012069: a push waiting for an animated push (K16), and the controller given to another
    // parent before it ran. The push must check again when it runs, before anything changes
    // (semantics §4, hierarchy checks): it used to put the controller on the stack, then raise in
    // addChild, and the navigation controller never appeared. (The seed made the request wait off
    // screen; since 35fe699 off-screen requests wait for nothing, so the queue is made on screen.)
    @Test func aQueuedPushChecksTheHierarchyWhenItRuns() throws {
        let f = Fixture()
        let r = f.vc("R"), d = f.vc("D"), c = f.vc("C")
        let nav = try f.nav("N", root: r)
        try f.show(nav)
        try nav.pushViewController(d, animated: true)
        try nav.pushViewController(c, animated: false)
        try d.addChild(c)
        try d.view.addSubview(c.view)
        try c.didMove(toParent: d)
        #expect(exceptionName { try f.run() } == "UIViewControllerHierarchyInconsistency")
        try f.run()
        #expect(nav.viewControllers.map(\.name) == ["R", "D"])
        #expect(c.parent === d)
        #expect(nav.appearance == .appeared)
        #expect(d.appearance == .appeared)
    }
    // Seed 1027151: the same for a setViewControllers that waited for an animated push.
    @Test func aQueuedSetViewControllersChecksTheHierarchyWhenItRuns() throws {
        let f = Fixture()
        let r = f.vc("R"), d = f.vc("D"), c = f.vc("C"), holder = f.vc("Holder")
        let nav = try f.nav("N", root: r)
        try f.show(nav)
        try nav.pushViewController(d, animated: true)
        try nav.setViewControllers([c], animated: true)
        try holder.addChild(c)
        try holder.view.addSubview(c.view)
        try c.didMove(toParent: holder)
        #expect(exceptionName { try f.run() } == "UIViewControllerHierarchyInconsistency")
        try f.run()
        #expect(nav.viewControllers.map(\.name) == ["R", "D"])
        #expect(c.parent === holder)
        #expect(nav.appearance == .appeared)
        #expect(d.appearance == .appeared)
    }
}

@Suite("random container sequences: findings, a split joining another window")
struct RandomContainerFindingsSplitRejoinTests {
    // Seeds 1011331, 1015985: a split collapsed in a narrow window moves to a wide one in the same
    // turn. Leaving, it forwarded viewWillDisappear to the primary; joining, it expands and shows
    // only the secondary (portrait), so its viewDidDisappear, which would have ended the primary,
    // never comes. What stops being displayed there disappears at once (semantics-containers §29.6
    // [choice, docs/decisions.md]); it used to rest in disappearing for ever.
    @Test func aColumnHiddenWhileLeavingItsWindowEndsItsDisappearance() throws {
        let f = Fixture(device: .ipad)
        let list = f.vc("List"), detail = f.vc("Detail")
        let nav = try f.nav("Nav", root: list)
        let split = try f.classicSplit([nav, detail])
        f.world.resize(f.window, to: UISize(width: 375, height: 1180))
        try f.run()
        try f.window.setRootViewController(split)
        try f.window.makeKeyAndVisible()
        #expect(split.isCollapsed)
        let wide = UIWindow(world: f.world)
        _ = f.take()
        try wide.setRootViewController(split)
        try wide.makeKeyAndVisible()
        try f.run()
        #expect(!split.isCollapsed)
        #expect(f.take(.appearance, of: ["Nav"]) == ["Nav.viewWillDisappear", "Nav.viewDidDisappear"])
        #expect(nav.appearance == .disappeared)
        #expect(detail.appearance == .appeared)
    }
}

@Suite("random container sequences: findings, a column removed by hand")
struct RandomContainerFindingsSplitColumnRemovedTests {
    // Seed 1017777: the secondary removed by hand (removeFromParent) while the split appears. Like
    // a navigation, tab bar or page view controller's shown child (issue 12), it disappears; it
    // used to rest appearing for ever, the split's viewDidAppear reaching only its columns.
    @Test func aDisplayedColumnRemovedByHandDisappears() throws {
        let f = Fixture(device: .ipad)
        let list = f.vc("List"), detail = f.vc("Detail")
        let split = try f.doubleColumnSplit(list, detail)
        try f.window.setRootViewController(split)
        try f.window.makeKeyAndVisible()
        #expect(detail.appearance == .appearing)
        _ = f.take()
        try detail.removeFromParent()
        try f.run()
        #expect(split.viewController(for: .secondary) == nil)
        #expect(f.take(.appearance, of: ["Detail"]) == ["Detail.viewWillDisappear", "Detail.viewDidDisappear"])
        #expect(detail.appearance == .disappeared)
    }
}

@Suite("random container sequences: findings, a column moved mid-step")
struct RandomContainerFindingsSplitMovedMidStepTests {
    // Seed 1010299: a split presented (animated) collapses while it appears. The secondary, still
    // appearing, stays displayed, pushed on the primary's navigation controller; the split's
    // viewDidAppear reaches only that navigation controller, which has already appeared, so the
    // secondary rested appearing. It ends its step with its new parent (semantics-containers §29.6
    // [choice, docs/decisions.md]).
    @Test func aSecondaryPushedOnThePrimaryWhileAppearingAppears() throws {
        let f = Fixture(device: .ipad)
        let list = f.vc("List"), detail = f.vc("Detail"), root = f.vc("Root")
        let nav = try f.nav("Nav", root: list)
        let split = try f.classicSplit([nav, detail])
        try f.show(root)
        try root.present(split, animated: true)
        try f.step()   // the presentation's commit: the split and its secondary begin to appear
        #expect(detail.appearance == .appearing)
        f.world.resize(f.window, to: UISize(width: 507, height: 1180))
        try f.run()
        #expect(split.isCollapsed)
        #expect(nav.topViewController === detail)
        #expect(split.appearance == .appeared)
        #expect(detail.appearance == .appeared)
    }
}

@Suite("random container sequences: findings, page curls")
struct RandomContainerFindingsPageCurlTests {
    // Seeds 1001570, 1009127: two animated curl sets in one turn (semantics-containers §28.3: each
    // in the commit), and the first one's page given to another container in between. The first
    // set checks again in the commit, before anything changes (semantics §4: UIKit's hierarchy
    // exception); the second replaces the page the page view controller still holds. It used to
    // raise halfway, then send the other container's child willMove(nil) and viewDidDisappear and
    // remove it from its parent, while the first page stayed.
    @Test func aCurlSetChecksInTheCommitAndReplacesThePageItHolds() throws {
        let f = Fixture()
        let p1 = f.vc("P1"), c = f.vc("C"), a = f.vc("A"), holder = f.vc("Holder")
        let pages = UIPageViewController(world: f.world, name: "Pages")
        try pages.setViewControllers([p1], direction: .forward, animated: false, completion: nil)
        try f.show(holder)
        try pages.setViewControllers([c], direction: .forward, animated: true, completion: nil)
        try pages.setViewControllers([a], direction: .forward, animated: true, completion: nil)
        try holder.addChild(c)
        try holder.view.addSubview(c.view)
        try c.didMove(toParent: holder)
        _ = f.take()
        #expect(exceptionName { try f.run() } == "UIViewControllerHierarchyInconsistency")
        try f.run()
        #expect(pages.viewControllers.map(\.name) == ["A"])
        #expect(a.parent === pages)
        #expect(p1.parent == nil)
        #expect(p1.appearance == .disappeared)
        #expect(c.parent === holder)
        #expect(c.appearance == .appeared)
        #expect(f.take(Set<EventKind>.moves.union(Set<EventKind>.appearance), of: ["C"]) == ["C.viewDidAppear", "C.didMove(Holder)"])   // the holder's (K37), none from the pages
    }
}

@Suite("random container sequences: findings, cells under a split's size change")
struct RandomContainerFindingsSplitCellsTests {
    // Seed 1033217 (second cause): a rotation shows the split's primary, a collection view
    // controller, which the size change drives itself (semantics-containers §29.6); its first
    // layout puts a child in each visible cell (§32.2), which gets viewWillAppear at once. The
    // list's viewDidAppear, in the size transition's completion, forwards to them (semantics-code
    // K2): they joined after the change was worked out, so the split does not drive them. They
    // used to rest appearing, every forwarding under the split being suspended.
    @Test func cellsLaidOutWhileTheSizeChangeShowsTheirListAppear() throws {
        let f = Fixture(device: .ipad)
        f.world.device.orientation = .portrait
        let feed = UICollectionViewController(world: f.world, name: "Feed", numberOfItems: 10, visibleItems: 2)
        let cells = CellHandlers([.willDisplay])
        var kids: [UIViewController] = []
        cells.handlers[.willDisplay] = { cell, item in
            let kid = f.vc("Kid\(item)")
            kids.append(kid)
            try feed.addChild(kid)
            try cell.contentView.addSubview(kid.view)
            try kid.didMove(toParent: feed)
        }
        feed.delegate = cells
        let split = try f.doubleColumnSplit(feed, f.vc("Detail"))
        try f.show(split)
        #expect(split.displayMode == .secondaryOnly)
        #expect(kids.isEmpty)
        f.world.rotate(to: .landscape)
        try f.run()
        #expect(kids.map(\.name) == ["Kid1", "Kid2"])
        #expect(f.take(.appearance, of: ["Feed", "Kid1", "Kid2"]) == [
            "Feed.viewWillAppear", "Kid1.viewWillAppear", "Kid2.viewWillAppear",
            "Feed.viewDidAppear", "Kid1.viewDidAppear", "Kid2.viewDidAppear",
        ])
        #expect(kids.allSatisfy { $0.appearance == .appeared })
    }
}

@Suite("random container sequences: findings, a controller still appearing joins a window")
struct RandomContainerFindingsAppearingRootTests {
    // Seed 1052401: a page view controller shown as a window's root forwards viewWillAppear to its
    // page, then stops displaying that page before its `did` (semantics-containers §28.1) and
    // leaves the window; the
    // page, still appearing, is later made the root of a shown window. UIKit's window path asks
    // for the `will` through its guarded step, which fires nothing for a controller already
    // appearing (semantics-code K1), and stores the `did` for the end of the turn all the same
    // (K33); the page's viewIsAppearing, still pending, comes with that window's layout (K21 b).
    // The window path used to skip it, so it rested appearing for ever.
    @Test func aPageStillAppearingMadeARootGetsItsDid() throws {
        let f = Fixture()
        let first = f.vc("First"), second = f.vc("Second")
        let pages = UIPageViewController(world: f.world, name: "P", transitionStyle: .scroll)
        try pages.setViewControllers([first], direction: .forward, animated: false, completion: nil)
        try f.window.setRootViewController(pages)
        try f.window.makeKeyAndVisible()
        try pages.setViewControllers([second], direction: .forward, animated: false, completion: nil)
        try f.window.setRootViewController(f.vc("Other"))   // before the set's commit: the page is left appearing
        try f.run()
        #expect(first.parent == nil)
        #expect(first.appearance == .appearing)   // the decisions row "Controllers left mid-transition"
        #expect(first.viewIfLoaded?.window == nil)
        _ = f.take()
        let other = UIWindow(world: f.world)
        try other.setRootViewController(first)
        try other.makeKeyAndVisible()
        #expect(f.take(.appearance, of: ["First"]) == [])   // no second `will` (K1)
        try f.run()
        #expect(f.take([.viewIsAppearing, .viewWillLayoutSubviews, .viewDidAppear], of: ["First"]) == [
            "First.viewIsAppearing", "First.viewWillLayoutSubviews", "First.viewDidAppear",
        ])
        #expect(first.appearance == .appeared)
    }

    // Random app seed 2438922: a child, appearing by its parent's forwarding, is taken out of it
    // with its view left in the window (here in a view the script put there; in the seed, in a
    // presentation), then made that window's root. Its view moves inside the window and enters
    // none, but the window shows its root all the same (semantics §7): no second `will` for a
    // controller still appearing (K1), the window's `did` at the end of the turn (K33). It rested
    // appearing for ever.
    @Test func aChildStillAppearingWhoseViewIsInTheWindowMadeItsRootGetsItsDid() throws {
        let f = Fixture(ios: 26)
        let r = f.vc("R"), p = f.vc("P"), c = f.vc("C")
        try f.show(r)
        try f.window.addSubview(p.view)
        try p.addChildWithView(c)
        try c.removeFromParent()
        #expect(c.appearance == .appearing)
        try f.window.setRootViewController(c)
        #expect(f.take(.appearance, of: ["C"]) == ["C.viewWillAppear"])   // no second `will` (K1)
        try f.run()
        #expect(f.take(.appearance, of: ["C"]) == ["C.viewDidAppear"])
        #expect(c.appearance == .appeared)
        #expect(try c.view.window === f.window)
    }

    // Random app seed 2711656: the same with the view left in another window (the child taken out of its
    // parent there by hand, here before the call; in the seed, by a viewIsAppearing the replaced root's
    // removal ran). The view moves from window to window; UIKit's window path runs for any window that is
    // not nil (evidence code-open-list §3 (b)): no second `will` (K1), the window's `did` (K33). It rested
    // appearing for ever.
    @Test func aChildStillAppearingWhoseViewIsInAnotherWindowMadeARootGetsItsDid() throws {
        let f = Fixture(ios: 26)
        let p = f.vc("P"), c = f.vc("C")
        try f.window.setRootViewController(p)
        try p.addChildWithView(c)
        try f.window.makeKeyAndVisible()
        try c.removeFromParent()
        #expect(c.appearance == .appearing)
        let other = UIWindow(world: f.world, name: "W2")
        try other.setRootViewController(c)
        try other.makeKeyAndVisible()
        #expect(f.take(.appearance, of: ["C"]) == ["C.viewWillAppear"])   // no second `will` (K1)
        try f.run()
        #expect(f.take(.appearance, of: ["C"]) == ["C.viewDidAppear"])
        #expect(c.appearance == .appeared)
        #expect(try c.view.window === other)
    }
}

/// A split delegate whose splitViewControllerDidCollapse runs `didCollapse`.
private final class CollapseHandler: ScriptDelegate {
    let didCollapse: () throws -> Void
    init(_ didCollapse: @escaping () throws -> Void) { self.didCollapse = didCollapse }
    func responds(to method: EventKind) -> Bool { method == .splitViewControllerDidCollapse }
    func invoke(_ method: EventKind, _ arguments: [DelegateArgument]) throws -> Bool? {
        try didCollapse()
        return nil
    }
}

@Suite("random container sequences: findings, a split moved by its own collapse")
struct RandomContainerFindingsSplitMovedByCollapseTests {
    // Seeds 1024244, 1058654: a split joins a compact window as its root and collapses before any
    // appearance callback (semantics-containers §29.2); its splitViewControllerDidCollapse pushes
    // the split itself on a navigation controller off screen, which takes it from the window. The
    // collapse ran inside the split's viewWillAppear step, after its state had changed: the push
    // sent it viewWillDisappear, the step then sent viewWillAppear, and the window path's
    // viewDidDisappear came while it was appearing. Now the collapse comes before the step, and a
    // split its delegate moved elsewhere takes no step there ([choice, docs/decisions.md]).
    @Test func aSplitItsDelegatePushesWhileJoiningAWindowDoesNotAppearThere() throws {
        let f = Fixture()
        let list = f.vc("List"), detail = f.vc("Detail")
        let primary = try f.nav("Primary", root: list)
        let split = try f.classicSplit([primary, detail])
        let nav = try f.nav("N", root: f.vc("Root"))
        split.delegate = CollapseHandler { try nav.pushViewController(split, animated: true) }
        try f.window.setRootViewController(split)
        try f.window.makeKeyAndVisible()
        try f.run()
        #expect(split.isCollapsed)
        #expect(split.parent === nav)
        #expect(f.window.rootViewController == nil)
        #expect(f.take(.appearance, of: ["S", "Primary", "List", "Detail"]) == [])
        #expect(split.appearance == .disappeared)
        #expect(primary.appearance == .disappeared)
    }
}

@Suite("random container sequences: findings, a curl's old page taken")
struct RandomContainerFindingsCurlPageTakenTests {
    // Seed 1079881: an animated curl set (semantics-containers §28.3, off screen) sends the old page
    // viewWillDisappear in the commit; a navigation controller takes that page before the curl
    // ends (semantics-code K38: willMove(nil), removed from the page view controller). The curl's
    // end skips a page no longer its child, so the page rested disappearing in its new parent. It
    // ends its disappearance at the taking, as a container's page taken mid-step does ([choice,
    // docs/decisions.md]).
    @Test func anOldPageTakenBeforeTheCurlEndsDisappears() throws {
        let f = Fixture(device: .ipad)
        let first = f.vc("First"), second = f.vc("Second")
        let pages = UIPageViewController(world: f.world, name: "P", transitionStyle: .pageCurl)
        try pages.setViewControllers([first], direction: .forward, animated: false, completion: nil)   // appears off screen (28.3)
        #expect(first.appearance == .appeared)
        try pages.setViewControllers([second], direction: .forward, animated: true, completion: nil)
        try f.step()   // the commit: First viewWillDisappear, the curl runs
        #expect(first.appearance == .disappearing)
        _ = f.take()
        let nav = try f.nav("N", root: nil)
        try nav.setViewControllers([first, f.vc("Top")], animated: false)   // off screen: First is taken from P
        try f.run()
        #expect(first.parent === nav)
        #expect(f.take(.appearance, of: ["First"]) == ["First.viewDidDisappear"])
        #expect(first.appearance == .disappeared)
        #expect(second.appearance == .appeared)
    }

    // Seed 1136646 (semantics-code K38, §28.4): a scroll page being replaced, taken by another
    // container before the set's commit, is that container's: the commit neither takes its view
    // out of its new parent's nor sends it a second didMove(nil), and its new parent's did reaches it
    @Test func anOldScrollPageTakenBeforeTheCommitIsLeftToItsNewParent() throws {
        let f = Fixture()
        let a = f.vc("A"), b = f.vc("B"), home = f.vc("Home")
        let pages = UIPageViewController(world: f.world, name: "P", transitionStyle: .scroll)
        try f.window.setRootViewController(pages)
        try f.window.makeKeyAndVisible()
        try pages.setViewControllers([a], direction: .forward, animated: false, completion: nil)
        try pages.setViewControllers([b], direction: .reverse, animated: false, completion: nil)
        try f.window.setRootViewController(home)
        try home.addChild(a)
        try (try home.view).addSubview(try a.view)
        try a.didMove(toParent: home)
        try f.run()
        #expect(a.parent === home)
        #expect(try a.view.superview === (try home.view))
        #expect(a.appearance == .appeared)
        #expect(f.take(.moves, of: ["A"]) == ["A.willMove(P)", "A.didMove(P)", "A.willMove(nil)", "A.willMove(nil)",
                                              "A.didMove(nil)", "A.willMove(Home)", "A.didMove(Home)",
                                              "A.didMove(Home)"])   // K37: the didMove sent while appearing, again after the did
    }
}

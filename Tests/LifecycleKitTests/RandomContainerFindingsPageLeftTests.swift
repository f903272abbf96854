// What the random run's container sequences found about a page taken out of its page view
// controller mid-step (semantics-containers §28.1, §28.4; docs/decisions.md "Controllers left
// mid-transition").

import Testing
@testable import LifecycleKit

@Suite("random container sequences: findings, a page left while its page view controller disappears")
struct RandomContainerFindingsPageLeftTests {
    // Seed 1305348 (the checker was narrowed, not the engine): a scroll page view controller pushed
    // over while it shows C forwards its viewWillDisappear to C; a non-animated scroll set in the
    // same commit replaces C. The page view controller is disappearing, so the set fires no
    // appearance callback (§28.4 [code `_shouldGenerateAppearanceCallbacksWhenScrolling`]) and its
    // viewDidDisappear reaches only the page it displays (§28.1 [code]): C leaves disappearing. Set
    // again once the page view controller has disappeared, C gets its moves and nothing else: it
    // rests disappearing until the page view controller next appears, which sends it viewWillAppear.
    @Test func aPageReplacedWhileItsPageViewControllerDisappearsRestsDisappearing() throws {
        let f = Fixture(ios: 26)
        let a = f.vc("A"), c = f.vc("C"), p2 = f.vc("P2"), x = f.vc("X")
        let pages = UIPageViewController(world: f.world, name: "Pages", transitionStyle: .scroll)
        try pages.setViewControllers([c], direction: .forward, animated: false, completion: nil)
        let nav = try f.nav("N", root: a)
        try f.show(nav)
        try nav.pushViewController(pages, animated: true)
        try f.run()
        #expect(c.appearance == .appeared)
        _ = f.take()
        try nav.pushViewController(x, animated: true)
        f.world.runLoop.enqueueCommit {   // after the push's wills
            try pages.setViewControllers([p2], direction: .forward, animated: false, completion: nil)
        }
        try f.run()
        let kinds = Set<EventKind>.appearance.union(Set<EventKind>.moves)
        #expect(f.take(kinds, of: ["Pages", "C", "P2"]) == [
            "Pages.viewWillDisappear", "C.viewWillDisappear",
            "C.willMove(nil)", "P2.willMove(Pages)", "P2.didMove(Pages)", "C.didMove(nil)",
            "Pages.viewDidDisappear",
        ])
        #expect(c.appearance == .disappearing)
        try pages.setViewControllers([c], direction: .forward, animated: false, completion: nil)
        try f.run()
        #expect(f.take(kinds, of: ["C"]) == ["C.willMove(Pages)", "C.didMove(Pages)"])
        #expect(c.appearance == .disappearing)
        try nav.popViewController(animated: true)
        try f.run()
        #expect(f.take(.appearance, of: ["Pages", "C"]) == [
            "Pages.viewWillAppear", "C.viewWillAppear", "Pages.viewDidAppear", "C.viewDidAppear",
        ])
    }

    // Seed 1820258: a scroll set's new page taken by another container before the set's commit
    // (a split's showDetailViewController, committed earlier in the same turn). The commit puts
    // the new page's view in the page view controller's, which UIKit refuses with its hierarchy
    // exception (semantics §4), as the curl's commit does (§28.3). The page it was to replace,
    // D, got willMove(nil) in the call and is still a child: it is shown again, so the page view
    // controller's viewDidAppear reaches it and its child A. It rested appearing, with A, under a
    // page view controller that showed nothing.
    @Test func aScrollSetWhoseNewPageWasTakenBeforeItsCommitShowsTheOldPageAgain() throws {
        let f = Fixture()
        let a = f.vc("A"), d = f.vc("D"), p1 = f.vc("P1"), p3 = f.vc("P3")
        let pages = UIPageViewController(world: f.world, name: "Pages", transitionStyle: .scroll)
        try pages.setViewControllers([p1], direction: .forward, animated: false, completion: nil)
        let (split, _, _, _) = try f.randomSequenceSplit()
        try d.addChild(a); try d.view.addSubview(a.view); try a.didMove(toParent: d)
        try pages.setViewControllers([d], direction: .reverse, animated: true, completion: nil)
        try f.window.setRootViewController(pages)
        try f.window.makeKeyAndVisible()   // the wills; the dids wait for the end of the turn
        try split.showDetailViewController(p3)   // committed at the end of the turn
        try pages.setViewControllers([p3], direction: .forward, animated: false, completion: nil)
        #expect(throws: UIKitException.self) { try f.run() }
        #expect(p3.parent === split)
        #expect(pages.viewControllers.map(\.name) == ["D"])
        try f.run()
        #expect(d.appearance == .appeared)
        #expect(a.appearance == .appeared)
    }
    // The same refusal of an animated set, whose settle was the only one: nothing settles any
    // more, so a later swipe is not left waiting for it (28.9). It waited for ever.
    @Test func anAnimatedScrollSetRefusedAtItsCommitLeavesNoSwipeWaiting() throws {
        let f = Fixture()
        let d = f.vc("D"), x = f.vc("X"), p3 = f.vc("P3")
        let pages = UIPageViewController(world: f.world, name: "Pages", transitionStyle: .scroll)
        let source = PageSource([d, x])
        pages.dataSource = source
        try pages.setViewControllers([d], direction: .forward, animated: false, completion: nil)
        let (split, _, _, _) = try f.randomSequenceSplit()
        try f.window.setRootViewController(pages)
        try f.window.makeKeyAndVisible()
        try f.run()
        try split.showDetailViewController(p3)
        try pages.setViewControllers([p3], direction: .forward, animated: true, completion: nil)
        #expect(throws: UIKitException.self) { try f.run() }
        #expect(pages.viewControllers.map(\.name) == ["D"])
        try pages.swipe(direction: .forward, cancel: false)
        try f.run()
        #expect(pages.viewControllers.map(\.name) == ["X"])
        #expect(x.appearance == .appeared)
    }
    // Seed 1983197: in one turn, a non-animated scroll set of A, A taken by another container
    // before the set's commit (so the page view controller holds no page), then an animated set
    // of P3. The first commit raises (as above) and shows D, the page it was to replace, again;
    // the second set read no page at its call, so D, shown and still a child, is the page that
    // leaves: it disappears, with its child, and is removed (its willMove(nil) came with the first
    // set). It rested appearing, with its child, beside P3.
    @Test func aScrollSetAfterARefusedOneTakesAwayThePageShownAgain() throws {
        let f = Fixture()
        let a = f.vc("A"), c = f.vc("C"), d = f.vc("D"), p1 = f.vc("P1"), p3 = f.vc("P3")
        let pages = UIPageViewController(world: f.world, name: "Pages", transitionStyle: .scroll)
        try pages.setViewControllers([p1], direction: .forward, animated: false, completion: nil)
        try pages.setViewControllers([d], direction: .reverse, animated: false, completion: nil)
        try d.addChildWithView(c)
        try f.window.setRootViewController(pages)
        try f.window.makeKeyAndVisible()   // the wills; the dids wait for the end of the turn
        try pages.setViewControllers([a], direction: .forward, animated: false, completion: nil)
        let (split, _, _, _) = try f.randomSequenceSplit()
        try split.setViewController(a, for: .primary)   // takes A before the set's commit (K38)
        #expect(a.parent === split)
        try pages.setViewControllers([p3], direction: .forward, animated: true, completion: nil)
        _ = f.take()
        #expect(throws: UIKitException.self) { try f.run() }
        try f.run()
        #expect(f.take(.appearance, of: ["D", "C"]) == [
            "D.viewWillDisappear", "C.viewWillDisappear", "D.viewDidDisappear", "C.viewDidDisappear",
        ])
        #expect(d.parent == nil)
        #expect(d.appearance == .disappeared && c.appearance == .disappeared)
        #expect(pages.viewControllers.map(\.name) == ["P3"])
        #expect(p3.appearance == .appeared)
    }
}

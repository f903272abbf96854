// Random container sequences (issue 12): a split's size change meeting another change in the same
// turn (semantics-containers §29.6): an expansion while a push on its primary's navigation
// controller waits for the commit (§29.5; semantics §5), and a tab tapped before a collapse's
// completion (semantics-code K18).
import Testing
@testable import LifecycleKit

@Suite("random container sequences: findings, a split expanded before a push's commit")
struct RandomContainerFindingsSplitExpansionTests {
    // Seed 1553793 (iPad): a window shown at a compact width with a collapsed split (its secondary
    // pushed on the primary's navigation controller), then a regular width in the same turn as a
    // showDetailViewController, which pushes on that navigation controller, its transition at the
    // commit. The expansion takes the pushed controller off the stack before that. It used to
    // count the controller waiting for its push as shown: it got viewWillDisappear, never having
    // appeared, and the secondary, displayed all along, a second viewWillAppear and viewDidAppear;
    // then the push ran at the commit for a controller no longer in the stack (viewWillAppear,
    // viewDidAppear, viewDidDisappear). A controller that left the stack before its push's commit
    // gets no appearance callbacks; what stays displayed gets nothing.
    @Test func aPushedControllerTheExpansionTakesOffNeverAppears() throws {
        let f = Fixture(device: .ipad)
        let (split, sn, list, detail) = try f.randomSequenceSplit()
        let table = f.vc("Table")
        f.world.resize(f.window, to: UISize(width: 507, height: 1180))
        try f.run(seconds: 0.5)
        f.world.resize(f.window, to: UISize(width: 820, height: 1180))   // the split reads it after the show below
        try split.setPreferredDisplayMode(.oneBesideSecondary)
        f.world.runLoop.schedule(after: 0) { try split.showDetailViewController(table) }   // a timer: before the size change reaches the split
        try f.window.setRootViewController(split)
        try f.window.makeKeyAndVisible()
        try f.run()
        #expect(!split.isCollapsed)
        #expect(sn.viewControllers.map(\.name) == ["SL"])
        #expect(table.parent == nil)
        let appearance = f.take(.appearance, of: ["SL", "SD", "Table"])
        #expect(!appearance.contains { $0.hasPrefix("Table.") })
        #expect(appearance.filter { $0 == "SD.viewWillAppear" }.count == 1)
        #expect(table.appearance == .disappeared)
        #expect(detail.appearance == .appeared)
        #expect(list.appearance == .appeared)
    }
}

@Suite("random container sequences: findings, a tab tapped while a split's collapse shows it")
struct RandomContainerFindingsSplitCollapseTapTests {
    // Seed 1658747 (iPad): a double-column split with a tab bar controller as its compact column,
    // shown at a compact width in the turn its window became compact; the collapse shows the tab
    // bar controller and its first tab in the size transition (their `will`s now, their `did`s in
    // its completion), and a tap on the third tab at the start of the next turn switches to it
    // before that completion. The completion drove what it had started to show: the first tab,
    // already gone, got viewDidAppear, and the tapped one, whose `did` the tab bar controller
    // would have forwarded, rested appearing. What the change started to show ends its step only
    // if still shown; what came to be shown below it since ends its step there too ([choice]).
    @Test func aTabTappedWhileTheCollapseShowsItAppears() throws {
        let f = Fixture(device: .ipad)
        let (split, _, _, _) = try f.randomSequenceSplit()
        let b = f.vc("B"), c = f.vc("C")
        let n = try f.nav("N", root: nil)
        let tabs = UITabBarController(world: f.world, name: "T")
        try split.setViewController(tabs, for: .compact)
        f.world.resize(f.window, to: UISize(width: 375, height: 1180))   // the split reads it after the show below
        try tabs.setViewControllers([b, c, n])
        try f.window.setRootViewController(split)
        try f.window.makeKeyAndVisible()
        try tabs.tap(index: 2)
        try f.run()
        #expect(split.isCollapsed)
        #expect(tabs.selectedViewController === n)
        #expect(f.take(.appearance, of: ["T", "B", "N"]).filter { $0.hasSuffix("DidAppear") } == ["T.viewDidAppear", "N.viewDidAppear"])
        #expect(n.appearance == .appeared)
        #expect(b.appearance == .disappeared)
        #expect(tabs.appearance == .appeared)
    }
}

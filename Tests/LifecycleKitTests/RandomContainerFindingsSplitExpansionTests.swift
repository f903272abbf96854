// Random container sequences (issue 12): a collapsed split expanded while a push on its primary's
// navigation controller waits for the commit (semantics-containers §29.6, §29.5; semantics §5).
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
        let list = f.vc("SL"), detail = f.vc("SD"), table = f.vc("Table")
        let sn = try f.nav("SN", root: list)
        let split = try f.doubleColumnSplit(sn, detail)
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

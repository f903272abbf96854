// Random container sequences (issue 12): an expanded split's showDetailViewController committed
// while the split disappears (semantics-containers §29.5; docs/decisions.md, "A secondary replaced
// while its split disappears").
import Testing
@testable import LifecycleKit

@Suite("random container sequences: findings, a secondary replaced while its split disappears")
struct RandomContainerFindingsSplitShowDetailTests {
    // Seed 1155581: the split had forwarded viewWillDisappear to its secondary (its window's root
    // was set to nil) when the commit of showDetailViewController replaced that secondary. The
    // commit sent the old one no viewDidDisappear (the split was not shown) and the split's own
    // viewDidDisappear reached only the new secondary, so the old one rested disappearing — and,
    // made the primary of the same split, which displayed only the secondary, never left that state.
    // It ends its disappearance in the commit, where 29.5 puts the old secondary's `did` ([choice]).
    @Test func anOldSecondaryMidDisappearanceEndsItInTheCommit() throws {
        let f = Fixture(device: .ipad)
        let sn = try f.nav("SN", root: f.vc("SL"))
        let detail = f.vc("SD"), table = f.vc("Table")
        let split = try f.classicSplit([sn, detail])
        try split.showDetailViewController(table)   // committed at the end of the turn
        try f.window.setRootViewController(split)
        try f.window.makeKeyAndVisible()
        try f.window.setRootViewController(nil)
        #expect(detail.appearance == .disappearing)
        _ = f.take()
        try f.run()
        #expect(f.take([.viewWillDisappear, .viewDidDisappear, .willMove, .didMove], of: ["SD", "Table", "S"]) == [
            "SD.willMove(nil)", "Table.willMove(S)", "SD.viewDidDisappear", "SD.didMove(nil)", "Table.didMove(S)",
            "S.viewDidDisappear",
        ])
        #expect(detail.appearance == .disappeared)
        try split.setViewControllers([detail, table])
        try f.window.setRootViewController(split)
        try f.window.makeKeyAndVisible()
        try f.run()
        #expect(detail.appearance == .disappeared)
        #expect(table.appearance == .appeared)
    }
}

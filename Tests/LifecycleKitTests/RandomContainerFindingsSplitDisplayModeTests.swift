// Random container sequences (issue 12): a split view controller's display mode changed while the
// split disappears (semantics-containers §29.4, §29.6; docs/decisions.md, "A split that changes
// shape with no size transition to follow").
import Testing
@testable import LifecycleKit

@Suite("random container sequences: findings, a split's display mode changed while it disappears")
struct RandomContainerFindingsSplitDisplayModeTests {
    // Seed 1154071: a split whose window took another root in the same turn had forwarded
    // viewWillDisappear to its columns; its display mode then changed to hide the primary, and a
    // presentation brought the split back before the end of the turn: its viewWillAppear cancelled
    // the viewDidDisappear that would have ended the primary's step and reached only the secondary,
    // so the primary and its top rested disappearing. The column that hides ends its disappearance
    // at the change, as a change of shape with no transition to follow does ([choice]).
    @Test func aColumnHiddenWhileTheSplitDisappearsEndsItsDisappearance() throws {
        let f = Fixture(device: .ipad)
        let (split, sn, list, detail) = try f.randomSequenceSplit()
        try split.setPreferredDisplayMode(.oneBesideSecondary)
        try f.show(split)
        let home = f.vc("Home")
        try f.window.setRootViewController(home)   // the split disappears: its `did` waits for the end of the turn
        #expect(sn.appearance == .disappearing)
        _ = f.take()
        try split.setPreferredDisplayMode(.secondaryOnly)
        #expect(f.take(.appearance, of: ["SN", "SL", "SD"]) == ["SN.viewDidDisappear", "SL.viewDidDisappear"])
        try home.present(split, animated: false)   // before the end of the turn: the split appears again
        try f.run()
        #expect(sn.appearance == .disappeared)
        #expect(list.appearance == .disappeared)
        #expect(detail.appearance == .appeared)
        #expect(split.appearance == .appeared)
    }
}

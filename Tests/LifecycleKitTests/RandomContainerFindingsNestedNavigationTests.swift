// Random container sequences (issue 12): a split view controller collapsing with a navigation
// controller in its secondary column (semantics-containers §29.3, §29.6; docs/decisions.md,
// "A navigation controller in a collapsing split's column").
import Testing
@testable import LifecycleKit

@Suite("random container sequences: findings, a navigation controller nested by a split's collapse")
struct RandomContainerFindingsNestedNavigationTests {
    // Seed 1145454: showDetailViewController(N) on an expanded split off screen made the navigation
    // controller N its secondary; the split then joined a compact window and its collapse pushed N
    // on the primary's navigation controller, which raised "Pushing a navigation controller is not
    // supported" half-way through the window's appearance, and the tab bar controller holding the
    // split rested appearing. UIKit's collapse allows nested navigation controllers on its primary
    // first (`_setAllowNestedNavigationControllers:1`), so nothing raises and all of it appears.
    @Test func aNavigationSecondaryIsNestedInThePrimaryWhenTheSplitCollapses() throws {
        let f = Fixture()
        let (split, sn, _, _) = try f.randomSequenceSplit()
        let n = try f.nav("N", root: f.vc("Detail"))
        try split.showDetailViewController(n)
        try f.run()
        let tabs = UITabBarController(world: f.world, name: "T")
        try tabs.setViewControllers([split])
        try f.window.setRootViewController(tabs)
        try f.window.makeKeyAndVisible()
        try f.run()
        #expect(split.isCollapsed)
        #expect(sn.viewControllers.map(\.name) == ["SL", "N"])
        #expect(n.parent === sn)
        for c in [tabs, split, sn, n, n.viewControllers[0]] as [UIViewController] { #expect(c.appearance == .appeared) }
        #expect(f.take(.appearance, of: ["T", "S", "SN", "N", "Detail"]) == [
            "T.viewWillAppear", "S.viewWillAppear", "SN.viewWillAppear", "N.viewWillAppear", "Detail.viewWillAppear",
            "T.viewDidAppear", "S.viewDidAppear", "SN.viewDidAppear", "N.viewDidAppear", "Detail.viewDidAppear",
        ])
    }

    // Classic (the old master-detail template): the collapse pushes the detail's navigation
    // controller on the primary's, and while collapsed a navigation controller shown as the detail
    // is pushed too (29.5); once expanded, the primary no longer takes one.
    @Test func theNestingLastsWhileTheSplitIsCollapsed() throws {
        let f = Fixture(device: .ipad)
        let primary = try f.nav("Nav", root: f.vc("Inbox"))
        let split = try f.classicSplit([primary, try f.nav("DetailNav", root: f.vc("Message"))])
        try f.show(split)
        f.world.resize(f.window, to: UISize(width: 507, height: 1180))
        try f.run()
        #expect(split.isCollapsed)
        #expect(primary.viewControllers.map(\.name) == ["Inbox", "DetailNav"])
        try split.showDetailViewController(try f.nav("OtherNav", root: f.vc("Other")))
        try f.run()
        #expect(primary.viewControllers.map(\.name) == ["Inbox", "DetailNav", "OtherNav"])
        f.world.resize(f.window, to: UISize(width: 820, height: 1180))
        try f.run()
        #expect(!split.isCollapsed)
        #expect(exceptionReason { try primary.pushViewController(try f.nav("Late", root: nil), animated: false) }
                == "Pushing a navigation controller is not supported")
    }

    // Seed 1051017 (found once the nesting above no longer raised): a split presented with
    // animation, its navigation-controller secondary N appearing with its top, collapses in a size
    // transition before its viewDidAppear; N moves onto the primary's navigation controller and
    // ends its step there ([choice] row 'A controller a split's size change moves under a new
    // parent while mid-step'), and so does the top it goes on showing: N's own `did` would have
    // reached it, but the size change drives N itself, and the top rested appearing.
    @Test func whatAMovedColumnGoesOnShowingEndsItsStepWithIt() throws {
        let f = Fixture(device: .ipad)
        let home = f.vc("Home")
        try f.show(home)
        let sn = try f.nav("SN", root: f.vc("SL"))
        let top = f.vc("Top")
        let n = try f.nav("N", root: top)
        let split = try f.doubleColumnSplit(sn, n)
        try split.setPreferredDisplayMode(.secondaryOnly)
        try home.present(split, animated: true)
        f.world.resize(f.window, to: UISize(width: 375, height: 1180))
        try f.run()
        #expect(split.isCollapsed)
        #expect(n.parent === sn)
        for c in [split, sn, n, top] as [UIViewController] { #expect(c.appearance == .appeared) }
        #expect(f.take(.appearance, of: ["N", "Top"]) == [
            "N.viewWillAppear", "Top.viewWillAppear", "N.viewDidAppear", "Top.viewDidAppear",
        ])
    }
}

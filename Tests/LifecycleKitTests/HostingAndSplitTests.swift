// semantics-containers §29 (UISplitViewController: collapse at launch, showDetailViewController)
// and §30 (UIHostingController: onAppear and onDisappear against the host's callbacks).

import Testing
@testable import LifecycleKit

@Suite("semantics-containers §30 UIHostingController")
struct HostingControllerTests {
    private let events: Set<EventKind> = Set<EventKind>.appearance.union([.onAppear, .onDisappear, .viewDidLayoutSubviews])

    private func host(_ f: Fixture) -> UIHostingController {
        UIHostingController(world: f.world, name: "H",
                            rootView: SwiftUIView(name: "V", declaresAppear: true, declaresDisappear: true))
    }

    // 30.1 [prose fatbobman; choice: after the layout pass]: between will (and the layout) and did
    @Test func onAppearAfterTheLayoutPassBeforeViewDidAppear() throws {
        let f = Fixture()
        try f.window.setRootViewController(host(f))
        try f.window.makeKeyAndVisible()
        try f.run()
        #expect(f.take(events) == ["H.viewWillAppear", "H.viewDidLayoutSubviews", "H.onAppear", "H.viewDidAppear"])
    }

    // 30.1 [choice: the layout phase of the turn it appears]: presented animated, onAppear runs in
    // the commit's layout, long before the viewDidAppear at the animation's end
    @Test func onAppearRunsInTheLayoutPhaseNotAtTheDid() throws {
        let f = Fixture()
        let home = f.vc("Home")
        try f.show(home)
        let h = host(f)
        h.modalPresentationStyle = .fullScreen
        try home.present(h, animated: true, completion: nil)
        try f.run(seconds: 0.1)
        #expect(f.take([.onAppear, .viewDidAppear], of: ["H"]) == ["H.onAppear"])
        try f.run()
        #expect(f.take([.onAppear, .viewDidAppear], of: ["H"]) == ["H.viewDidAppear"])
    }

    // 30.2 + 30.3 [prose openillumi; code AltSwiftUI PR #65]: pushed over, onDisappear after
    // viewDidDisappear; revealed by a pop, onAppear again
    @Test func onDisappearAfterViewDidDisappearAndAgainOnReturn() throws {
        let f = Fixture()
        let h = host(f)
        let nav = try f.nav("N", root: h)
        try f.show(nav)
        try nav.pushViewController(f.vc("B"), animated: true)
        try f.run()
        #expect(f.take(events, of: ["H"]) == ["H.viewWillDisappear", "H.viewDidDisappear", "H.onDisappear"])
        _ = try nav.popViewController(animated: true)
        try f.run()
        let back = f.take([.viewWillAppear, .onAppear, .viewDidAppear], of: ["H"])
        #expect(back == ["H.viewWillAppear", "H.onAppear", "H.viewDidAppear"])
    }

    // 30 (lua-api) [choice]: replacing the root view of an appeared host: old onDisappear, new onAppear, at once
    @Test func replacingTheRootView() throws {
        let f = Fixture()
        let h = host(f)
        try f.show(h)
        try h.setRootView(SwiftUIView(name: "W", declaresAppear: true, declaresDisappear: false))
        #expect(f.tape.events.suffix(2).map { "\($0.event.rawValue) \($0.target ?? "")" } == ["onDisappear V", "onAppear W"])
    }
}

@Suite("semantics-containers §29 UISplitViewController")
struct SplitViewControllerTests {
    // 29.2 + 29.3 [prose commandshift; doc collapseSecondary; issue MPCS51030 #79]: an iPhone
    // collapses before anything appears; the navigation primary pushes the secondary, which appears
    @Test func anIPhoneLaunchShowsTheSecondary() throws {
        let f = Fixture()
        let inbox = f.vc("Inbox"), message = f.vc("Message")
        let nav = try f.nav("Nav", root: inbox)
        let split = try f.classicSplit([nav, message])
        try f.window.setRootViewController(split)
        try f.window.makeKeyAndVisible()
        try f.run()
        #expect(f.take(.appearance, of: ["Inbox", "Message"]) == ["Message.viewWillAppear", "Message.viewDidAppear"])
        #expect(split.isCollapsed)
        #expect(nav.viewControllers.map(\.name) == ["Inbox", "Message"])
    }

    // 29.3 [doc]: the delegate keeps the secondary hidden — the primary's root shows
    @Test func aDelegateThatCollapsesTheSecondaryShowsThePrimary() throws {
        let f = Fixture()
        let inbox = f.vc("Inbox"), message = f.vc("Message")
        let nav = try f.nav("Nav", root: inbox)
        let split = UISplitViewController(world: f.world, name: "S")
        let delegate = Delegate([.collapseSecondary])
        delegate.answers[.collapseSecondary] = true
        split.delegate = delegate
        try split.setViewControllers([nav, message])
        try f.window.setRootViewController(split)
        try f.window.makeKeyAndVisible()
        try f.run()
        #expect(f.take(Set<EventKind>.appearance.union([.collapseSecondary]), of: ["S", "Inbox", "Message"])
                == ["S.collapseSecondary", "S.viewWillAppear", "Inbox.viewWillAppear", "S.viewDidAppear", "Inbox.viewDidAppear"])
    }

    // 29.4 [choice]: an iPad in landscape shows both columns, the split first, then column order
    @Test func anIPadInLandscapeShowsBothColumns() throws {
        let f = Fixture(device: .ipad)
        f.world.device.orientation = .landscape
        let list = f.vc("List"), detail = f.vc("Detail")
        let split = try f.doubleColumnSplit(list, detail)
        try f.window.setRootViewController(split)
        try f.window.makeKeyAndVisible()
        try f.run()
        #expect(!split.isCollapsed)
        #expect(f.take(.appearance) == ["S.viewWillAppear", "List.viewWillAppear", "Detail.viewWillAppear",
                                        "S.viewDidAppear", "List.viewDidAppear", "Detail.viewDidAppear"])
    }

    // 29.4 [doc willChangeTo; choice for the timing]: hiding the primary — willChangeTo first, its
    // viewWillDisappear at once, viewDidDisappear after 0.3 s; showing it again, the reverse
    @Test func changingTheDisplayModeHidesAndShowsTheColumn() throws {
        let f = Fixture(device: .ipad)
        f.world.device.orientation = .landscape
        let list = f.vc("List"), detail = f.vc("Detail")
        let split = UISplitViewController(world: f.world, name: "S", style: .doubleColumn)
        split.delegate = Delegate([.willChangeTo])
        try split.setViewController(list, for: .primary)
        try split.setViewController(detail, for: .secondary)
        try f.show(split)
        try split.setPreferredDisplayMode(.secondaryOnly)
        try f.run(seconds: 0.1)
        #expect(f.take(Set<EventKind>.appearance.union([.willChangeTo])) == ["S.willChangeTo", "List.viewWillDisappear"])
        try f.run()
        #expect(f.take(.appearance) == ["List.viewDidDisappear"])
        try split.setPreferredDisplayMode(.oneBesideSecondary)
        try f.run()
        #expect(f.take(.appearance) == ["List.viewWillAppear", "List.viewDidAppear"])
    }

    // 29.5 [choice; no log]: expanded, showDetailViewController replaces the secondary in the commit
    @Test func showDetailExpandedReplacesTheSecondary() throws {
        let f = Fixture(device: .ipad)
        f.world.device.orientation = .landscape
        let list = f.vc("List"), detail = f.vc("Detail"), other = f.vc("Other")
        let split = try f.doubleColumnSplit(list, detail)
        try f.show(split)
        try list.showDetailViewController(other)   // routed from a child (§13)
        try f.run()
        #expect(f.take(Set<EventKind>.lifecycle.union(Set<EventKind>.moves)) == [
            "Detail.willMove(nil)", "Detail.viewWillDisappear", "Other.willMove(S)", "Other.viewDidLoad", "Other.viewWillAppear",
            "Detail.viewDidDisappear", "Detail.didMove(nil)", "Other.viewDidAppear", "Other.didMove(S)",
        ])
    }

    // [choice] (§29 rules only showDetailViewController): a column set on a split on screen that
    // displays it appears in place — the old one leaves as before, the new one's view joins the
    // split's, viewWillAppear at once, viewDidAppear at the end of the turn (K33); a column not
    // displayed (the primary in secondaryOnly) gets nothing (random container seed 1033217: the new
    // column's view was left out of the window)
    @Test func aColumnSetOnAShownSplitAppearsInPlace() throws {
        let f = Fixture(device: .ipad)
        f.world.device.orientation = .landscape
        let list = f.vc("List"), detail = f.vc("Detail"), other = f.vc("Other"), hidden = f.vc("Hidden")
        let split = try f.doubleColumnSplit(list, detail)
        try f.show(split)
        try split.setViewController(other, for: .secondary)
        #expect(f.take(.appearance) == ["Detail.viewWillDisappear", "Detail.viewDidDisappear", "Other.viewWillAppear"])
        try f.run()
        #expect(f.take(.appearance) == ["Other.viewDidAppear"])
        #expect(other.viewIfLoaded?.window === f.window && detail.parent == nil)
        try split.setPreferredDisplayMode(.secondaryOnly)
        try f.run()
        f.tape.skip()
        try split.setViewController(hidden, for: .primary)
        try f.run()
        #expect(f.take(.appearance) == [])   // List had disappeared with its column
        #expect(hidden.appearance == .disappeared && !hidden.isViewLoaded)
    }

    // 29.5 [doc header]: collapsed, the navigation primary pushes
    @Test func showDetailCollapsedPushes() throws {
        let f = Fixture()
        let inbox = f.vc("Inbox")
        let nav = try f.nav("Nav", root: inbox)
        let split = try f.classicSplit([nav])
        try f.show(split)
        try inbox.showDetailViewController(f.vc("Other"))
        try f.run()
        #expect(nav.viewControllers.map(\.name) == ["Inbox", "Other"])
    }
}

@Suite("random container sequences: findings, a hosting controller's onAppear that moves it")
struct RandomContainerFindingsHostingOnAppearTests {
    // Seed 1739529 (semantics-containers §30.1, semantics-code K33): a hosting controller that
    // left its window (viewWillDisappear) and was made the window's root again in the same turn,
    // with a new root view; no layout pass came between its `will` and the window's `did`, so its
    // onAppear ran just before viewDidAppear — after the step had already marked it appeared. Its
    // onAppear pushed it on a navigation controller off screen (viewWillDisappear), and the
    // viewDidAppear then came anyway, while it disappeared. onAppear now runs before the step
    // changes anything, and a step the script's code made stale is not taken.
    @Test func anOnAppearThatMovesTheHostStopsItsViewDidAppear() throws {
        let f = Fixture()
        let nav = try f.nav("N", root: nil)
        let tabs = UITabBarController(world: f.world, name: "T")
        let h = UIHostingController(world: f.world, name: "Host",
                                    rootView: SwiftUIView(name: "V", declaresAppear: true, declaresDisappear: true))
        try f.show(h)
        try f.window.setRootViewController(tabs)
        try f.window.makeKeyAndVisible()
        var pushed = false
        try h.setRootView(SwiftUIView(name: "V9", declaresAppear: true, declaresDisappear: true, onAppear: {
            guard !pushed else { return }
            pushed = true
            try nav.pushViewController(h, animated: false)
        }))
        try f.window.setRootViewController(h)
        try f.window.makeKeyAndVisible()
        try f.run()
        #expect(pushed)
        #expect(f.take(Set<EventKind>.appearance.union([.onAppear]), of: ["Host"]) == [
            "Host.viewWillDisappear",   // it left the window for the tab bar controller
            "Host.viewWillAppear", "Host.onAppear", "Host.viewWillDisappear", "Host.viewDidDisappear",
        ])
        #expect(h.appearance == .disappeared)
    }
}

// semantics-containers §29.6 (a split view controller collapsing and expanding on window:resize
// and UIDevice.rotate, in the size transition of semantics-layout-app §17.1).

import Testing
@testable import LifecycleKit

/// A split delegate whose separateSecondaryFrom answers `separated`.
private final class SeparatingDelegate: ScriptDelegate {
    let methods: Set<EventKind>
    var separated: UIViewController?
    var collapseKeepsSecondary = false
    init(_ methods: Set<EventKind>) { self.methods = methods }
    func responds(to method: EventKind) -> Bool { methods.contains(method) }
    func invoke(_ method: EventKind, _ arguments: [DelegateArgument]) throws -> Bool? {
        method == .collapseSecondary ? collapseKeepsSecondary : nil
    }
    func invokeForController(_ method: EventKind, _ arguments: [DelegateArgument]) throws -> UIViewController? { separated }
}

private let splitDelegate: Set<EventKind> = [.collapseSecondary, .separateSecondaryFrom, .splitViewControllerDidCollapse,
                                             .splitViewControllerDidExpand, .willChangeTo]
private let watched = Set<EventKind>.appearance.union(splitDelegate)

@Suite("semantics-containers §29.6 split view controller on resize and rotation")
struct SplitResizeTests {
    /// An iPad classic split: Nav(Inbox) beside Message, both shown.
    private func classic(_ f: Fixture, delegate: ScriptDelegate? = nil) throws -> (UISplitViewController, UINavigationController) {
        let inbox = f.vc("Inbox"), message = f.vc("Message")
        let nav = try f.nav("Nav", root: inbox)
        let split = UISplitViewController(world: f.world, name: "S")
        split.delegate = delegate
        try split.setViewControllers([nav, message])
        try split.setPreferredDisplayMode(.oneBesideSecondary)
        try f.show(split)
        return (split, nav)
    }

    private func resize(_ f: Fixture, _ width: Double) {
        f.world.resize(f.window, to: UISize(width: width, height: 1180))
    }

    // 29.6 [doc; choice]: crossing to compact collapses as at launch (the navigation primary pushes
    // the secondary); the delegate first, then what stops being displayed (the list) disappears in
    // the alongside step and the completion; Nav and Message stay displayed and get nothing
    @Test func aResizeToCompactCollapses() throws {
        let f = Fixture(device: .ipad)
        let (split, nav) = try classic(f, delegate: SeparatingDelegate(splitDelegate))
        resize(f, 507)
        try f.run(seconds: 0.2)
        #expect(split.isCollapsed)
        #expect(nav.viewControllers.map(\.name) == ["Inbox", "Message"])
        #expect(f.take(watched.union(Set<EventKind>.moves)) == [
            "S.collapseSecondary", "Message.willMove(nil)", "Message.didMove(nil)", "Message.willMove(Nav)", "Message.didMove(Nav)",
            "S.splitViewControllerDidCollapse", "Inbox.viewWillDisappear",
        ])
        try f.run()
        #expect(f.take(watched) == ["Inbox.viewDidDisappear"])
    }

    // §17.1 + 29.6 [choice]: the `will`s come in the coordinator's alongside step, after the block's
    // viewWillTransition calls; the `did`s in its completion, 0.4 s later
    @Test func theAppearanceFollowsTheSizeTransition() throws {
        let f = Fixture(device: .ipad)
        _ = try classic(f)
        resize(f, 507)
        try f.run()
        let events = f.tape.events.filter { [.viewWillTransition, .viewWillDisappear, .viewDidDisappear].contains($0.event) }
        #expect(events.map { "\($0.time) \($0.controller ?? "").\($0.event.rawValue)" } == [
            "0.0 S.viewWillTransition", "0.0 Nav.viewWillTransition", "0.0 Inbox.viewWillTransition", "0.0 Message.viewWillTransition",
            "0.0 Inbox.viewWillDisappear", "0.4 Inbox.viewDidDisappear",
        ])
    }

    // 29.6 [doc]: crossing back, separateSecondaryFrom answers nil: the navigation primary pops its
    // top above the root, which becomes the secondary (and stays displayed); the root appears
    @Test func aResizeBackExpandsPoppingTheTop() throws {
        let f = Fixture(device: .ipad)
        let (split, nav) = try classic(f, delegate: SeparatingDelegate(splitDelegate))
        resize(f, 507)
        try f.run()
        f.tape.skip()
        resize(f, 820)
        try f.run()
        #expect(!split.isCollapsed)
        #expect(nav.viewControllers.map(\.name) == ["Inbox"])
        #expect(split.viewControllers.map(\.name) == ["Nav", "Message"])
        #expect(f.take(watched.union(Set<EventKind>.moves)) == [
            "S.separateSecondaryFrom", "Message.willMove(nil)", "Message.didMove(nil)", "Message.willMove(S)", "Message.didMove(S)",
            "Inbox.viewWillAppear", "Inbox.viewDidAppear",
        ])
    }

    // 29.6 [doc]: separateSecondaryFrom answering a controller: it becomes the secondary and appears
    @Test func aSeparatedControllerBecomesTheSecondary() throws {
        let f = Fixture(device: .ipad)
        let delegate = SeparatingDelegate(splitDelegate)
        let (split, nav) = try classic(f, delegate: delegate)
        resize(f, 507)
        try f.run()
        try nav.popViewController(animated: false)   // the user goes back to the list while compact
        try f.run()
        f.tape.skip()
        delegate.separated = f.vc("Fresh")
        resize(f, 820)
        try f.run()
        #expect(split.viewControllers.map(\.name) == ["Nav", "Fresh"])
        #expect(f.take(watched, of: ["S", "Inbox", "Fresh"]) == [
            "S.separateSecondaryFrom", "Fresh.viewWillAppear", "Fresh.viewDidAppear",
        ])
    }

    // 29.6 [choice]: nothing to pop and no answer — the secondary kept hidden at collapse returns
    @Test func theKeptSecondaryReturns() throws {
        let f = Fixture(device: .ipad)
        let delegate = SeparatingDelegate(splitDelegate)
        delegate.collapseKeepsSecondary = true
        let (split, nav) = try classic(f, delegate: delegate)
        resize(f, 507)
        try f.run()
        #expect(f.take(watched) == ["S.collapseSecondary", "S.splitViewControllerDidCollapse",
                                    "Message.viewWillDisappear", "Message.viewDidDisappear"])
        resize(f, 820)
        try f.run()
        #expect(nav.viewControllers.map(\.name) == ["Inbox"])
        #expect(split.viewControllers.map(\.name) == ["Nav", "Message"])
        #expect(f.take(watched) == ["S.separateSecondaryFrom", "Message.viewWillAppear", "Message.viewDidAppear"])
    }

    // 29.6 [doc]: column style — the compact column appears in place of the columns on collapse;
    // expanding, splitViewControllerDidExpand, then the columns appear and the compact one goes
    @Test func columnStyleCompactColumnAndDidExpand() throws {
        let f = Fixture(device: .ipad)
        f.world.device.orientation = .landscape
        let list = f.vc("List"), detail = f.vc("Detail"), compact = f.vc("Compact")
        let split = UISplitViewController(world: f.world, name: "S", style: .doubleColumn)
        split.delegate = Delegate(splitDelegate)
        try split.setViewController(list, for: .primary)
        try split.setViewController(detail, for: .secondary)
        try split.setViewController(compact, for: .compact)
        try f.show(split)
        f.world.resize(f.window, to: UISize(width: 507, height: 820))
        try f.run()
        #expect(f.take(watched) == ["S.splitViewControllerDidCollapse", "List.viewWillDisappear", "Detail.viewWillDisappear",
                                    "Compact.viewWillAppear", "List.viewDidDisappear", "Detail.viewDidDisappear", "Compact.viewDidAppear"])
        f.world.resize(f.window, to: UISize(width: 1180, height: 820))
        try f.run()
        #expect(f.take(watched) == ["S.splitViewControllerDidExpand", "Compact.viewWillDisappear", "List.viewWillAppear",
                                    "Detail.viewWillAppear", "Compact.viewDidDisappear", "List.viewDidAppear", "Detail.viewDidAppear"])
    }

    // 29.6 [choice]: column style with a navigation primary — the secondary pushed at collapse stays
    // displayed (nothing for it), the navigation controller shown again appears; expanding, it
    // returns to its column and what was pushed above it while compact leaves (didMove(nil) last)
    @Test func columnStyleSecondaryOnlyCollapseAndExpand() throws {
        let f = Fixture(device: .ipad)
        let list = f.vc("List"), detail = f.vc("Detail")
        let nav = try f.nav("Nav", root: list)
        let split = try f.doubleColumnSplit(nav, detail)
        try f.show(split)   // portrait iPad, automatic: secondaryOnly
        resize(f, 507)
        try f.run()
        #expect(f.take(.appearance) == ["Nav.viewWillAppear", "Nav.viewDidAppear"])
        try nav.pushViewController(f.vc("Extra"), animated: false)
        try f.run()
        f.tape.skip()
        resize(f, 820)
        try f.run()
        #expect(split.viewController(for: .secondary) === detail)
        #expect(nav.viewControllers.map(\.name) == ["List"])
        #expect(f.take(Set<EventKind>.appearance.union(Set<EventKind>.moves)) == [
            "Extra.willMove(nil)", "Detail.willMove(nil)", "Detail.didMove(nil)", "Detail.willMove(S)", "Detail.didMove(S)",
            "Nav.viewWillDisappear", "Extra.viewWillDisappear", "Detail.viewWillAppear",
            "Nav.viewDidDisappear", "Extra.viewDidDisappear", "Detail.viewDidAppear", "Extra.didMove(nil)",
        ])
    }

    // 29.4 + 29.6 [choice]: an iPad rotation changes what `automatic` resolves to: willChangeTo,
    // then the primary disappears (portrait) or appears (landscape) with the rotation
    @Test func aRotationChangesTheAutomaticDisplayMode() throws {
        let f = Fixture(device: .ipad)
        f.world.device.orientation = .landscape
        let list = f.vc("List"), detail = f.vc("Detail")
        let split = UISplitViewController(world: f.world, name: "S", style: .doubleColumn)
        split.delegate = Delegate(splitDelegate)
        try split.setViewController(list, for: .primary)
        try split.setViewController(detail, for: .secondary)
        try f.show(split)
        f.world.rotate(to: .portrait)
        try f.run()
        #expect(split.displayMode == .secondaryOnly)
        #expect(f.take(watched) == ["S.willChangeTo", "List.viewWillDisappear", "List.viewDidDisappear"])
        f.world.rotate(to: .landscape)
        try f.run()
        #expect(f.take(watched) == ["S.willChangeTo", "List.viewWillAppear", "List.viewDidAppear"])
    }

    // 29.2 + 29.6: an iPhone rotation keeps the split collapsed: nothing happens to it
    @Test func anIPhoneRotationChangesNothing() throws {
        let f = Fixture()
        let inbox = f.vc("Inbox"), message = f.vc("Message")
        let nav = try f.nav("Nav", root: inbox)
        let split = UISplitViewController(world: f.world, name: "S")
        split.delegate = Delegate(splitDelegate)
        try split.setViewControllers([nav, message])
        try f.show(split)
        f.world.rotate(to: .landscape)
        try f.run()
        #expect(split.isCollapsed)
        #expect(f.take(watched.union(Set<EventKind>.moves)) == [])
    }

    // 29.6: a split that was not reached by the change (an unselected tab) collapses when it joins
    // the window again, before its appearance: only what it displays then appears
    @Test func aSplitThatMissedTheChangeCollapsesWhenShown() throws {
        let f = Fixture(device: .ipad)
        let inbox = f.vc("Inbox"), message = f.vc("Message")
        let nav = try f.nav("Nav", root: inbox)
        let split = UISplitViewController(world: f.world, name: "S")
        split.delegate = Delegate(splitDelegate)
        try split.setViewControllers([nav, message])
        try split.setPreferredDisplayMode(.oneBesideSecondary)
        let tabs = UITabBarController(world: f.world, name: "Tabs")
        try tabs.setViewControllers([split, f.vc("Other")])
        try f.show(tabs)
        try tabs.select(index: 1)
        try f.run()
        resize(f, 507)
        try f.run()
        f.tape.skip()
        try tabs.select(index: 0)
        try f.run()
        #expect(split.isCollapsed)
        #expect(f.take(watched, of: ["S", "Nav", "Inbox", "Message"]) == [
            "S.collapseSecondary", "S.splitViewControllerDidCollapse",
            "S.viewWillAppear", "Nav.viewWillAppear", "Message.viewWillAppear",
            "S.viewDidAppear", "Nav.viewDidAppear", "Message.viewDidAppear",
        ])
    }

    // 29.6 drives what starts or stops under the split itself, none through forwarding; a
    // script's own container driven from a callback meanwhile forwards to its children as
    // always (semantics-code K2)
    @Test func aContainerOutsideTheSplitForwardsDuringTheResize() throws {
        let f = Fixture(device: .ipad)
        _ = try classic(f)
        let other = f.vc("Other"), kid = f.vc("Kid")
        try other.addChild(kid)
        try other.view.addSubview(kid.view)
        try kid.didMove(toParent: other)
        f.on("Inbox.viewWillDisappear") { try other.beginAppearanceTransition(true, animated: false) }
        resize(f, 507)
        try f.run()
        #expect(f.take(.appearance, of: ["Inbox", "Other", "Kid"]) == [
            "Inbox.viewWillDisappear", "Other.viewWillAppear", "Kid.viewWillAppear", "Inbox.viewDidDisappear",
        ])
    }

    // [choice, decisions.md "A split's display-mode change overtaken by a change of shape"]: a
    // collapse ends the display-mode change still animating first, as its completion would; its
    // end no longer comes after the collapse, to the column shown again (random container seed 1103753)
    @Test func aCollapseEndsTheDisplayModeChangeStillAnimating() throws {
        let f = Fixture(device: .ipad)
        let (split, nav) = try classic(f)
        try split.setPreferredDisplayMode(.secondaryOnly)
        try f.run(seconds: 0.1)
        #expect(f.take(.appearance, of: ["Nav", "Inbox"]) == ["Nav.viewWillDisappear", "Inbox.viewWillDisappear"])
        resize(f, 507)
        try f.run()
        #expect(split.isCollapsed)
        let seen = f.take(.appearance, of: ["Nav", "Inbox"])
        #expect(Array(seen.prefix(2)) == ["Nav.viewDidDisappear", "Inbox.viewDidDisappear"])
        #expect(!seen.dropFirst(2).contains { $0.hasSuffix("Disappear") })
        #expect(nav.appearance == .appeared)
        #expect(nav.viewControllers.first?.appearance != .disappearing)
    }
}

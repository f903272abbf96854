// semantics §3: presentation styles by iOS version and device, orders, who presents, chains.

import Testing
@testable import LifecycleKit

/// One row of the §3 table: does the presenter get will/didDisappear and will/didAppear?
struct StyleCase: CustomTestStringConvertible, Sendable {
    let ios: Int
    let device: Device
    let style: ModalPresentationStyle
    let presenterGetsCallbacks: Bool
    var testDescription: String { "iOS \(ios) \(device.rawValue) \(style.rawValue) → presenter callbacks: \(presenterGetsCallbacks)" }
}

@Suite("§3 presentation")
struct PresentationTests {
    // §3 order, full screen [seed 000] [log jinnify, remkoh] [test]
    static let fullScreenRoundTrip = [
        "B.viewDidLoad", "A.viewWillDisappear", "B.viewWillAppear", "B.viewDidAppear", "A.viewDidDisappear",
        "B.viewWillDisappear", "A.viewWillAppear", "A.viewDidAppear", "B.viewDidDisappear",
    ]
    // §3: a sheet leaves the presenter alone: only B's callbacks [seed 000] [seed 002] [test]
    static let sheetRoundTrip = [
        "B.viewDidLoad", "B.viewWillAppear", "B.viewDidAppear", "B.viewWillDisappear", "B.viewDidDisappear",
    ]

    // §3 table (iOS ≥ 13, iPhone) and its "Version and device" paragraph [seed 000] [seed 002] [test Lasso] [doc] [table regularberry]
    static let styleCases: [StyleCase] = [
        // iOS 18, iPhone: automatic → formSheet [doc]
        .init(ios: 18, device: .iphone, style: .fullScreen, presenterGetsCallbacks: true),
        .init(ios: 18, device: .iphone, style: .currentContext, presenterGetsCallbacks: true),
        .init(ios: 18, device: .iphone, style: .pageSheet, presenterGetsCallbacks: false),
        .init(ios: 18, device: .iphone, style: .formSheet, presenterGetsCallbacks: false),
        .init(ios: 18, device: .iphone, style: .automatic, presenterGetsCallbacks: false),
        .init(ios: 18, device: .iphone, style: .overFullScreen, presenterGetsCallbacks: false),
        .init(ios: 18, device: .iphone, style: .overCurrentContext, presenterGetsCallbacks: false),
        .init(ios: 18, device: .iphone, style: .custom, presenterGetsCallbacks: false),
        .init(ios: 18, device: .iphone, style: .popover, presenterGetsCallbacks: false),
        // iOS 13…17: automatic → pageSheet
        .init(ios: 15, device: .iphone, style: .automatic, presenterGetsCallbacks: false),
        .init(ios: 13, device: .iphone, style: .pageSheet, presenterGetsCallbacks: false),
        // iOS 12, iPhone: automatic → fullScreen; pageSheet, formSheet, popover adapt to full screen
        .init(ios: 12, device: .iphone, style: .fullScreen, presenterGetsCallbacks: true),
        .init(ios: 12, device: .iphone, style: .currentContext, presenterGetsCallbacks: true),
        .init(ios: 12, device: .iphone, style: .automatic, presenterGetsCallbacks: true),
        .init(ios: 12, device: .iphone, style: .pageSheet, presenterGetsCallbacks: true),
        .init(ios: 12, device: .iphone, style: .formSheet, presenterGetsCallbacks: true),
        .init(ios: 12, device: .iphone, style: .popover, presenterGetsCallbacks: true),
        .init(ios: 12, device: .iphone, style: .overFullScreen, presenterGetsCallbacks: false),
        .init(ios: 12, device: .iphone, style: .overCurrentContext, presenterGetsCallbacks: false),
        .init(ios: 12, device: .iphone, style: .custom, presenterGetsCallbacks: false),
        // iOS 12, iPad: the sheets and popover do not adapt
        .init(ios: 12, device: .ipad, style: .automatic, presenterGetsCallbacks: true),
        .init(ios: 12, device: .ipad, style: .fullScreen, presenterGetsCallbacks: true),
        .init(ios: 12, device: .ipad, style: .pageSheet, presenterGetsCallbacks: false),
        .init(ios: 12, device: .ipad, style: .formSheet, presenterGetsCallbacks: false),
        .init(ios: 12, device: .ipad, style: .popover, presenterGetsCallbacks: false),
        // iOS 18, iPad
        .init(ios: 18, device: .ipad, style: .fullScreen, presenterGetsCallbacks: true),
        .init(ios: 18, device: .ipad, style: .pageSheet, presenterGetsCallbacks: false),
        .init(ios: 18, device: .ipad, style: .automatic, presenterGetsCallbacks: false),
    ]

    // §3 table and "Version and device": whether the presenter gets callbacks, per style, version and device
    @Test(arguments: styleCases)
    func presenterCallbacksFollowTheStyleTable(_ row: StyleCase) throws {
        let f = Fixture(ios: row.ios, device: row.device)
        let a = f.vc("A"), b = f.vc("B")
        try f.show(a)
        b.modalPresentationStyle = row.style
        // semantics-presentation §11.3: a popover shown as a popover needs a source.
        b.popoverPresentationController?.sourceView = try a.view
        try a.present(b, animated: true, completion: nil)
        try f.run()
        try b.dismiss(animated: true, completion: nil)
        try f.run()
        #expect(f.take() == (row.presenterGetsCallbacks ? Self.fullScreenRoundTrip : Self.sheetRoundTrip))
    }

    // §3 table: the same with animated: false [seed 000: "animated or not"]
    @Test func nonAnimatedFullScreenRoundTripHasTheSameOrder() throws {
        let f = Fixture()
        let a = f.vc("A"), b = f.vc("B")
        try f.show(a)
        b.modalPresentationStyle = .fullScreen
        try a.present(b, animated: false, completion: nil)
        try f.run()
        try b.dismiss(animated: false, completion: nil)
        try f.run()
        #expect(f.take() == Self.fullScreenRoundTrip)
    }

    // §3 table, semantics-code K7: `none` fails UIKit's assertion (NSInternalInconsistencyException)
    @Test(arguments: [12, 18])
    func presentingWithStyleNoneThrows(_ ios: Int) throws {
        let f = Fixture(ios: ios)
        let a = f.vc("A"), b = f.vc("B")
        try f.show(a)
        b.modalPresentationStyle = .none
        #expect(exceptionName { try a.present(b, animated: true, completion: nil) } == "NSInternalInconsistencyException")
        try f.run()
        #expect(f.take() == [])
        #expect(a.presentedViewController == nil)
    }

    // §3 Who presents: a child's present is handled by the root of its containment tree [test Lasso: presentingViewController == nav]
    @Test func aChildsPresentationIsHandledByTheNavigationController() throws {
        let f = Fixture()
        let a = f.vc("A"), b = f.vc("B")
        let nav = try f.nav("N", root: a)
        try f.show(nav)
        try a.present(b, animated: true, completion: nil)
        try f.run()
        #expect(b.presentingViewController === nav)
        #expect(nav.presentedViewController === b)
    }

    // §3 Who presents: a tab holding a nav holding A: the tab presents [test Lasso] [doc]
    @Test func aPresentationFromInsideATabAndANavIsHandledByTheTab() throws {
        let f = Fixture()
        let a = f.vc("A"), b = f.vc("B")
        let nav = try f.nav("N", root: a)
        let tabs = UITabBarController(world: f.world, name: "T")
        try tabs.setViewControllers([nav])
        try f.show(tabs)
        try a.present(b, animated: true, completion: nil)
        try f.run()
        #expect(b.presentingViewController === tabs)
    }

    // §3 Who presents: under fullScreen the containers forward the disappear/appear pair to what they display [test Lasso]
    @Test func fullScreenFromInsideANavForwardsToTheDisplayedController() throws {
        let f = Fixture()
        let a = f.vc("A"), b = f.vc("B")
        let nav = try f.nav("N", root: a)
        try f.show(nav)
        b.modalPresentationStyle = .fullScreen
        try a.present(b, animated: true, completion: nil)
        try f.run()
        try b.dismiss(animated: true, completion: nil)
        try f.run()
        #expect(f.take(.appearance, of: ["A"]) == [
            "A.viewWillDisappear", "A.viewDidDisappear", "A.viewWillAppear", "A.viewDidAppear",
        ])
    }

    // §3 Who presents: currentContext walks up to the first controller defining a presentation context [doc]
    @Test func currentContextIsPresentedByTheControllerDefiningTheContext() throws {
        let f = Fixture()
        let root = f.vc("R"), p = f.vc("P"), a = f.vc("A"), b = f.vc("B")
        try root.addChild(p)
        try root.view.addSubview(p.view)
        try p.didMove(toParent: root)
        try p.addChild(a)
        try p.view.addSubview(a.view)
        try a.didMove(toParent: p)
        p.definesPresentationContext = true
        try f.show(root)
        b.modalPresentationStyle = .currentContext
        try a.present(b, animated: true, completion: nil)
        try f.run()
        #expect(b.presentingViewController === p)
    }

    // §3 Who presents: currentContext with no controller defining a context: the window's root [doc]
    @Test func currentContextWithoutAContextIsPresentedByTheWindowsRoot() throws {
        let f = Fixture()
        let root = f.vc("R"), a = f.vc("A"), b = f.vc("B")
        try root.addChild(a)
        try root.view.addSubview(a.view)
        try a.didMove(toParent: root)
        try f.show(root)
        b.modalPresentationStyle = .currentContext
        try a.present(b, animated: true, completion: nil)
        try f.run()
        #expect(b.presentingViewController === root)
    }

    // §3 Chains + seed 002 + evidence table: A→B→C presenting/presented relations
    @Test func chainRelations() throws {
        let f = Fixture()
        let (a, b, c) = try f.presentedChain()
        let names = [a, b, c].map { [$0.presentingViewController?.name ?? "nil", $0.presentedViewController?.name ?? "nil"] }
        #expect(names == [["nil", "B"], ["A", "C"], ["B", "nil"]])
    }

    // issue 11: the presentation state is a box made on the first value other than a default, so
    // a controller never presented keeps none; once made, it answers as the ivars did.
    @Test func presentationStateIsMadeOnlyForAValueOtherThanTheDefault() throws {
        let f = Fixture()
        let a = f.vc("A"), b = f.vc("B")
        a.definesPresentationContext = false
        a.isModalInPresentation = false
        a.modalPresentationStyle = .automatic
        a.presented = nil
        #expect(a.presentationState == nil)
        #expect(!a.isBeingPresented && !a.definesPresentationContext && a.modalPresentationStyle == .automatic)
        b.isModalInPresentation = true
        #expect(b.presentationState != nil && b.isModalInPresentation)
        try f.show(a)
        try a.present(b, animated: false, completion: nil)
        try f.run()
        #expect(a.presented === b && b.presenting === a && b.presentation != nil)
        try a.dismiss(animated: false, completion: nil)
        try f.run()
        #expect(a.presented == nil && b.presenting == nil && b.isModalInPresentation)
    }

    // §3 Chains: dismiss on a controller that presents something dismisses what it presented [doc] [test Lasso]
    @Test func dismissOnTheMiddleOfAChainDismissesOnlyWhatItPresented() throws {
        let f = Fixture()
        let (a, b, c) = try f.presentedChain(animated: false)
        try b.dismiss(animated: false, completion: nil)
        try f.run()
        let names = [a, b, c].map { [$0.presentingViewController?.name ?? "nil", $0.presentedViewController?.name ?? "nil"] }
        #expect(names == [["nil", "B"], ["A", "nil"], ["nil", "nil"]])
    }

    // §3 Chains: dismiss on the top controller asks its presenter [doc] [test]
    @Test func dismissOnTheTopControllerDismissesIt() throws {
        let f = Fixture()
        let a = f.vc("A"), b = f.vc("B")
        try f.show(a)
        b.modalPresentationStyle = .fullScreen
        try a.present(b, animated: true, completion: nil)
        try f.run()
        f.tape.skip()
        try b.dismiss(animated: true, completion: nil)
        try f.run()
        #expect(f.take() == ["B.viewWillDisappear", "A.viewWillAppear", "A.viewDidAppear", "B.viewDidDisappear"])
        #expect(a.presentedViewController == nil)
    }

    // semantics-code K9: dismissing A→B→C (both full screen) from A: B dismisses C (C disappears, B is
    // its to-controller), then A dismisses B (B is its from-controller, A reappears); same commit,
    // ends in the same order [code 26.1]. K1 will add B's Unbalanced warning.
    @Test func dismissingAFullScreenChainFromTheRoot() throws {
        let f = Fixture()
        let (a, _, _) = try f.presentedChain(b: .fullScreen, c: .fullScreen)
        try a.dismiss(animated: true, completion: nil)
        try f.run()
        #expect(f.take() == ["C.viewWillDisappear", "B.viewWillAppear", "B.viewWillDisappear", "A.viewWillAppear",
                             "B.viewDidDisappear", "C.viewDidDisappear", "A.viewDidAppear"])
    }

    // §3 Chains, semantics-code K9: B still visible under a sheet C is the from-controller of its own dismissal
    @Test func dismissingAChainWhoseMiddleIsStillVisible() throws {
        let f = Fixture()
        let (a, _, _) = try f.presentedChain(b: .fullScreen, c: .pageSheet)
        try a.dismiss(animated: true, completion: nil)
        try f.run()
        #expect(f.tape.perController(.appearance, ["A", "B", "C"]) == [
            "A": ["A.viewWillAppear", "A.viewDidAppear"],
            "B": ["B.viewWillDisappear", "B.viewDidDisappear"],
            "C": ["C.viewWillDisappear", "C.viewDidDisappear"],
        ])
    }

    // §3 Chains: A→B (sheet)→C: A's views were never removed, so A gets nothing when the chain is dismissed;
    // semantics-code K9: B, covered by C, is the to-controller of C's dismissal and the from-controller of its own
    @Test func dismissingASheetChainLeavesThePresenterAlone() throws {
        let f = Fixture()
        let (a, _, _) = try f.presentedChain(b: .pageSheet, c: .fullScreen)
        try a.dismiss(animated: true, completion: nil)
        try f.run()
        #expect(f.tape.perController(.appearance, ["A", "B", "C"]) == [
            "A": [],
            "B": ["B.viewWillAppear", "B.viewWillDisappear", "B.viewDidDisappear"],
            "C": ["C.viewWillDisappear", "C.viewDidDisappear"],
        ])
    }
}

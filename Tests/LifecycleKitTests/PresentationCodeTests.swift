// semantics-code §3 (K6–K11) and K36: presentation as UIKit's decompiled code does it. One test per
// amendment; each expectation is the amendment's own words (evidence/code-presentation.md,
// code-open-list.md §4).

import Testing
@testable import LifecycleKit

@Suite("semantics-code presentation (K6–K11, K36)")
struct PresentationCodeTests {
    let events: Set<EventKind> = Set<EventKind>.lifecycle.union([.warning, .log])

    // K8: a dismiss with nothing to dismiss (presents nothing, not presented) runs its completion at once
    @Test func dismissWithNothingToDismissRunsItsCompletionAtOnce() throws {
        let f = Fixture()
        let home = f.vc("Home")
        try f.show(home)
        f.log("before")
        try home.dismiss(animated: false) { f.log("completion") }
        f.log("after")
        try f.run()
        #expect(f.take(events) == ["log: before", "log: completion", "log: after"])
    }

    // K8: a dismiss refused because a dismissal is in progress warns, dismisses nothing more, and
    // runs its completion at once; the first dismissal's completion comes when it ends
    @Test func dismissRefusedDuringADismissalRunsItsCompletionAtOnce() throws {
        let f = Fixture()
        let a = f.vc("A"), b = f.vc("B")
        try f.show(a)
        try a.present(b, animated: true, completion: nil)
        try f.run()
        f.tape.skip()
        try a.dismiss(animated: true) { f.log("first") }
        try b.dismiss(animated: true) { f.log("second") }
        try f.run()
        #expect(f.take(events) == [
            "warning: Warning: Attempt to dismiss from view controller \(d("B")) while a presentation or dismiss is in progress!",
            "log: second",
            "B.viewWillDisappear", "B.viewDidDisappear", "log: first",
        ])
    }

    // K7: style none raises NSInternalInconsistencyException (an assertion) with UIKit's reason,
    // inside present; nothing is presented
    @Test func styleNoneIsAnInternalInconsistency() throws {
        let f = Fixture()
        let a = f.vc("A"), b = f.vc("B")
        try f.show(a)
        b.modalPresentationStyle = .none
        var raised: UIKitException?
        do { try a.present(b, animated: true, completion: nil) } catch let e as UIKitException { raised = e }
        #expect(raised == UIKitException(name: "NSInternalInconsistencyException",
                                         reason: "The specified modal presentation style doesn't have a corresponding presentation controller."))
        #expect(a.presentedViewController == nil)
    }

    // K9: A:dismiss() with A → B → C dismisses every level top-down, each by its own presenter, with
    // the same `animated`: both begin in one commit, C's first, and end in the same order; the
    // caller's completion comes last. B, covered by C, is the to-controller of C's dismissal and
    // the from-controller of its own, which under K1 (a presentation's counted begin/end) ends with
    // one viewDidDisappear and an Unbalanced warning at its second end
    @Test func dismissingAChainFromBelowDismissesEveryLevelTopDown() throws {
        let f = Fixture()
        let (a, b, _) = try f.presentedChain(b: .fullScreen, c: .fullScreen)
        let start = f.world.trace.events.count
        try a.dismiss(animated: true) { f.log("completion") }
        try f.run(seconds: 0.1)
        #expect(f.take(events) == ["C.viewWillDisappear", "B.viewWillAppear", "B.viewWillDisappear", "A.viewWillAppear"])
        try f.run()
        #expect(f.take(events) == ["B.viewDidDisappear", "C.viewDidDisappear", "A.viewDidAppear", unbalanced("B"), "log: completion"])
        #expect(a.presentedViewController == nil && b.presentedViewController == nil)
        #expect(f.world.trace.events[start...].filter { Set<EventKind>.appearance.contains($0.event) }.allSatisfy { $0.animated == true })
    }

    // K9, semantics §3: each revealed presenter's view goes back under the views it presented — B under C, then
    // A (the window's root) at the bottom — so the revealed A is in the window when it reappears (K21 a: its
    // viewIsAppearing as its view goes back, needing no layout)
    @Test func aChainDismissedFromBelowPutsEachPresenterBackUnderItsPresented() throws {
        let f = Fixture()
        let (a, _, _) = try f.presentedChain(b: .fullScreen, c: .fullScreen)
        try a.dismiss(animated: true, completion: nil)
        try f.run(seconds: 0.1)
        #expect(f.window.subviews.map { $0.nearestController?.name ?? "?" } == ["A", "B", "C"])
        #expect(f.take([.viewWillAppear, .viewIsAppearing], of: ["A"]) == ["A.viewWillAppear", "A.viewIsAppearing"])
        try f.run()
        #expect(f.window.subviews.map { $0.nearestController?.name ?? "?" } == ["A"])
    }

    // K6: inside present, the adaptivity delegate comes before the misuse checks, so an iPhone
    // popover's adaptivePresentationStyle is asked even for a presentation then refused
    @Test func adaptivityIsAskedInsidePresentEvenWhenRefused() throws {
        let f = Fixture()
        let a = f.vc("A"), x = f.vc("X"), b = f.vc("B")
        try f.show(a)
        try a.present(x, animated: false, completion: nil)
        try f.run()
        f.tape.skip()
        b.modalPresentationStyle = .popover
        try b.setPresentationControllerDelegate(NamingDelegate([.adaptivePresentationStyle], name: "none"))
        try a.present(b, animated: true) { f.log("completion") }
        f.log("after")
        try f.run()
        #expect(f.take(events.union([.adaptivePresentationStyle])) == [
            "B.adaptivePresentationStyle",
            "warning: Attempt to present \(d("B")) on \(d("A")) (from \(d("A"))) which is already presenting \(d("X")).",
            "log: after",
        ])
    }

    // K6: the "already being presented" exception comes after the warnings: presenting a controller
    // presented elsewhere from a presenter outside the window only warns
    @Test func alreadyBeingPresentedComesAfterTheWarnings() throws {
        let f = Fixture()
        let a = f.vc("A"), b = f.vc("B"), y = f.vc("Y")
        try f.show(a)
        try a.present(b, animated: false, completion: nil)
        try f.run()
        f.tape.skip()
        #expect(exceptionReason { try y.present(b, animated: true, completion: nil) } == nil)
        #expect(f.take(events) == [
            "warning: Attempt to present \(d("B")) on \(d("Y")) (from \(d("Y"))) whose view is not in the window hierarchy.",
        ])
        #expect(b.presentingViewController === a)
    }

    // K10: on iOS 26 the detached-presenter notice is UIKit 26.1's longer text, naming the presented
    // controller and the caller; the presentation proceeds
    @Test func detachedPresenterNoticeOnIOS26() throws {
        let f = Fixture(ios: 26)
        let a = f.vc("A"), x = f.vc("X"), b = f.vc("B")
        try f.show(a)
        try a.view.addSubview(x.view)
        try f.run()
        f.tape.skip()
        try x.present(b, animated: true) { f.log("completion") }
        try f.run()
        #expect(f.take(events) == [
            "warning: Presenting view controller \(d("B")) from detached view controller \(d("X")) is not supported, and may result in incorrect safe area insets and a corrupt root presentation. Make sure \(d("X")) is in the view controller hierarchy before presenting from it. Will become a hard exception in a future release.",
            "B.viewDidLoad", "B.viewWillAppear", "B.viewDidAppear", "log: completion",
        ])
    }

    // K11: an iPad popover's delegate is asked too (regular traits); "fullScreen" gives that style
    // (the presenter gets its pair, no source needed); "none" or no answer keeps the popover
    @Test func iPadPopoverAdaptsWhenTheDelegateAsks() throws {
        let f = Fixture(device: .ipad)
        let a = f.vc("A"), b = f.vc("B")
        try f.show(a)
        b.modalPresentationStyle = .popover
        try b.setPresentationControllerDelegate(NamingDelegate([.adaptivePresentationStyle], name: "fullScreen"))
        try a.present(b, animated: true)
        try f.run()
        #expect(f.take(Set<EventKind>.appearance.union([.adaptivePresentationStyle])) == [
            "B.adaptivePresentationStyle", "A.viewWillDisappear", "B.viewWillAppear", "B.viewDidAppear", "A.viewDidDisappear",
        ])
        #expect(b.presentation?.style == .fullScreen)

        let g = Fixture(device: .ipad)
        let c = g.vc("C"), p = g.vc("P")
        try g.show(c)
        p.modalPresentationStyle = .popover
        p.popoverPresentationController?.sourceView = try c.view
        try p.setPresentationControllerDelegate(NamingDelegate([.adaptivePresentationStyle], name: nil))
        try c.present(p, animated: true)
        try g.run()
        #expect(g.take([.adaptivePresentationStyle]) == ["P.adaptivePresentationStyle"])
        #expect(p.presentation?.style == .popover)
    }

    // K36: show and showDetailViewController with no target present from the topmost controller
    // presented from the window's root, not from the caller (here the root, under a sheet)
    @Test func showWithNoTargetPresentsFromTheTopOfTheWindowsChain() throws {
        let f = Fixture()
        let a = f.vc("A"), sheet = f.vc("Sheet"), b = f.vc("B"), c = f.vc("C")
        try f.show(a)
        try a.present(sheet, animated: true, completion: nil)
        try f.run()
        f.tape.skip()
        try a.show(b)
        try f.run()
        #expect(f.take(events) == ["B.viewDidLoad", "B.viewWillAppear", "B.viewDidAppear"])
        #expect(b.presentingViewController === sheet)
        try a.showDetailViewController(c)
        try f.run()
        #expect(f.take(events) == ["C.viewDidLoad", "C.viewWillAppear", "C.viewDidAppear"])
        #expect(c.presentingViewController === b)
    }
}

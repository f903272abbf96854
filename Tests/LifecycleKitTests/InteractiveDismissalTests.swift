// semantics §3 "Swipe to dismiss a sheet" (interactiveDismiss) and its delegate.

import Testing
@testable import LifecycleKit

@Suite("§3 swipe to dismiss")
struct InteractiveDismissalTests {
    let events: Set<EventKind> = Set<EventKind>.lifecycle.union(Set<EventKind>.presentationDelegate)
    static let allMethods: Set<EventKind> = .presentationDelegate

    /// A presents B as a sheet (iOS 18 automatic → formSheet), B has a delegate implementing all four methods.
    private func sheet(_ f: Fixture, delegate: Delegate = Delegate(allMethods)) throws -> (UIViewController, UIViewController) {
        let a = f.vc("A"), b = f.vc("B")
        try f.show(a)
        b.presentationControllerDelegate = delegate
        try a.present(b, animated: true, completion: nil)
        try f.run()
        f.tape.skip()
        return (a, b)
    }

    // §3: completed swipe: ShouldDismiss, WillDismiss, B.viewWillDisappear, B.viewDidDisappear, DidDismiss; nothing on A
    // [prose for delegate order; choice for the interleaving]
    @Test func completedSwipe() throws {
        let f = Fixture()
        let (a, b) = try sheet(f)
        try b.interactiveDismiss(cancel: false)
        try f.run()
        #expect(f.take(events) == [
            "B.presentationControllerShouldDismiss", "B.presentationControllerWillDismiss",
            "B.viewWillDisappear", "B.viewDidDisappear", "B.presentationControllerDidDismiss",
        ])
        #expect(a.presentedViewController == nil)
    }

    // §3: cancelled swipe: ShouldDismiss, WillDismiss, B.viewWillDisappear, B.viewWillAppear, B.viewDidAppear;
    // no DidDismiss, nothing on A [log rudin_]
    @Test func cancelledSwipe() throws {
        let f = Fixture()
        let (a, b) = try sheet(f)
        try b.interactiveDismiss(cancel: true)
        try f.run()
        #expect(f.take(events) == [
            "B.presentationControllerShouldDismiss", "B.presentationControllerWillDismiss",
            "B.viewWillDisappear", "B.viewWillAppear", "B.viewDidAppear",
        ])
        #expect(a.presentedViewController === b)
    }

    // [choice] decisions.md "Swipe to dismiss timing": a user swipes only what is on screen; a swipe handled after
    // the sheet's view left the window is ignored (random app seed 2004164: its cancel gave the sheet, disappeared,
    // viewWillDisappear, then viewDidAppear with its view in no window)
    @Test(arguments: [false, true]) func aSwipeOnASheetOffScreenIsIgnored(cancel: Bool) throws {
        let f = Fixture()
        let (a, b) = try sheet(f)
        try b.interactiveDismiss(cancel: cancel)
        try b.view.removeFromSuperview()   // §4: the view leaving the window disappears at once
        try f.run()
        #expect(f.take(events) == ["B.viewWillDisappear", "B.viewDidDisappear"])
        #expect(a.presentedViewController === b && b.appearance == .disappeared)
    }

    // §3 + §9: the cancelled swipe's reappearance includes viewIsAppearing [log rudin_]
    @Test func cancelledSwipeReappearanceIncludesViewIsAppearing() throws {
        let f = Fixture()
        let (_, b) = try sheet(f)
        try b.interactiveDismiss(cancel: true)
        try f.run()
        #expect(f.take(Set<EventKind>.appearance.union([.viewIsAppearing])) == [
            "B.viewWillDisappear", "B.viewWillAppear", "B.viewIsAppearing", "B.viewDidAppear",
        ])
    }

    // §3: isModalInPresentation: only DidAttemptToDismiss (ShouldDismiss is not called) [doc] [prose WWDC19] [seed 002]
    @Test func modalInPresentationOnlyCallsDidAttemptToDismiss() throws {
        let f = Fixture()
        let (a, b) = try sheet(f)
        b.isModalInPresentation = true
        try b.interactiveDismiss(cancel: false)
        try f.run()
        #expect(f.take(events) == ["B.presentationControllerDidAttemptToDismiss"])
        #expect(a.presentedViewController === b)
    }

    // §3: ShouldDismiss returning false: it is traced, then DidAttemptToDismiss [doc] [prose WWDC19]
    @Test func shouldDismissReturningFalseCallsDidAttemptToDismiss() throws {
        let f = Fixture()
        let delegate = Delegate(Self.allMethods)
        delegate.answers[.presentationControllerShouldDismiss] = false
        let (a, b) = try sheet(f, delegate: delegate)
        try b.interactiveDismiss(cancel: false)
        try f.run()
        #expect(f.take(events) == ["B.presentationControllerShouldDismiss", "B.presentationControllerDidAttemptToDismiss"])
        #expect(a.presentedViewController === b)
    }

    // §3: delegate methods are never called for a programmatic dismiss [doc]
    @Test func programmaticDismissCallsNoDelegateMethod() throws {
        let f = Fixture()
        let (_, b) = try sheet(f)
        try b.dismiss(animated: true, completion: nil)
        try f.run()
        #expect(f.take(events) == ["B.viewWillDisappear", "B.viewDidDisappear"])
    }

    // §3 + §8: a swiped-away sheet nothing holds deinits after it is dismissed [seed 002]
    @Test func swipedAwaySheetDeinits() throws {
        let f = Fixture()
        let a = f.vc("A")
        try f.show(a)
        do {
            let b = f.vc("B")
            try a.present(b, animated: true, completion: nil)
            try f.run()
            try b.interactiveDismiss(cancel: false)
        }
        f.tape.skip()
        try f.run()
        #expect(f.take(events.union([.deinit])) == ["B.viewWillDisappear", "B.viewDidDisappear", "B.deinit"])
    }
}

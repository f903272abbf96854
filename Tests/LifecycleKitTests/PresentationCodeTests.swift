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
}

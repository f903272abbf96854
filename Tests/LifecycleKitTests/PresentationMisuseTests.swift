// semantics §3 "Misuse": UIKit's warnings (the call is ignored, its completion never runs) and
// exceptions, in UIKit's words.

import Testing
@testable import LifecycleKit

@Suite("§3 presentation misuse")
struct PresentationMisuseTests {
    let events: Set<EventKind> = Set<EventKind>.lifecycle.union([.warning, .log])

    // §3 Misuse: the presenter's view is in no window — warning, ignored, completion never runs [log] [prose]
    @Test func presentingFromAControllerOutsideTheWindowWarns() throws {
        let f = Fixture()
        let a = f.vc("A"), b = f.vc("B")
        try a.present(b, animated: true) { f.log("completion") }
        try f.run()
        #expect(f.take(events) == [
            "warning: Attempt to present \(d("B")) on \(d("A")) (from \(d("A"))) whose view is not in the window hierarchy.",
        ])
        #expect(a.presentedViewController == nil)
    }

    // §3 Misuse: A's presentation of B has completed and B is still presented [log]
    @Test func presentingOnAControllerAlreadyPresentingWarns() throws {
        let f = Fixture()
        let a = f.vc("A"), b = f.vc("B"), c = f.vc("C")
        try f.show(a)
        try a.present(b, animated: true, completion: nil)
        try f.run()
        f.tape.skip()
        try a.present(c, animated: true) { f.log("completion") }
        try f.run()
        #expect(f.take(events) == [
            "warning: Attempt to present \(d("C")) on \(d("A")) (from \(d("A"))) which is already presenting \(d("B")).",
        ])
        #expect(a.presentedViewController === b)
    }

    // §3 Misuse: A's presentation has been requested and has not completed [log]
    @Test func presentingWhileAPresentationIsRequestedWarns() throws {
        let f = Fixture()
        let a = f.vc("A"), b = f.vc("B"), c = f.vc("C")
        try f.show(a)
        try a.present(b, animated: true, completion: nil)
        try a.present(c, animated: true) { f.log("completion") }
        try f.run()
        #expect(f.take(events) == [
            "warning: Attempt to present \(d("C")) on \(d("A")) (from \(d("A"))) while a presentation is in progress.",
            "B.viewDidLoad", "B.viewWillAppear", "B.viewDidAppear",
        ])
    }

    // §3 Misuse: A's presentation is animating and has not completed [log]
    @Test func presentingWhileAPresentationIsAnimatingWarns() throws {
        let f = Fixture()
        let a = f.vc("A"), b = f.vc("B"), c = f.vc("C")
        try f.show(a)
        try a.present(b, animated: true, completion: nil)
        try f.run(seconds: 0.2)
        f.tape.skip()
        try a.present(c, animated: true) { f.log("completion") }
        try f.run()
        #expect(f.take(events) == [
            "warning: Attempt to present \(d("C")) on \(d("A")) (from \(d("A"))) while a presentation is in progress.",
            "B.viewDidAppear",
        ])
    }

    // §3 Misuse: A's dismissal is animating: a present is refused with the same message [log]
    @Test func presentingWhileADismissalIsAnimatingWarns() throws {
        let f = Fixture()
        let a = f.vc("A"), b = f.vc("B"), c = f.vc("C")
        try f.show(a)
        try a.present(b, animated: true, completion: nil)
        try f.run()
        try a.dismiss(animated: true, completion: nil)
        try f.run(seconds: 0.2)
        f.tape.skip()
        try a.present(c, animated: true, completion: nil)
        #expect(f.take(events) == [
            "warning: Attempt to present \(d("C")) on \(d("A")) (from \(d("A"))) while a presentation is in progress.",
        ])
    }

    // §3 Misuse, semantics-code K8: dismiss while a presentation or dismiss is in progress — UIKit's
    // "Warning: …!" text, nothing dismissed, the completion at once [log] [code 26.1]
    @Test func dismissingWhileAPresentationIsInProgressWarns() throws {
        let f = Fixture()
        let a = f.vc("A"), b = f.vc("B")
        try f.show(a)
        try a.present(b, animated: true, completion: nil)
        try f.run(seconds: 0.2)
        f.tape.skip()
        try a.dismiss(animated: true) { f.log("completion") }
        f.log("after")
        try f.run()
        #expect(f.take(events) == [
            "warning: Warning: Attempt to dismiss from view controller \(d("A")) while a presentation or dismiss is in progress!",
            "log: completion", "log: after",
            "B.viewDidAppear",
        ])
        #expect(a.presentedViewController === b)
    }

    // §3 Misuse: a detached presenter (view added without addChild) — warning, and the presentation proceeds [log]
    @Test func presentingFromADetachedControllerWarnsAndProceeds() throws {
        let f = Fixture()
        let a = f.vc("A"), x = f.vc("X"), b = f.vc("B")
        try f.show(a)
        try a.view.addSubview(x.view)
        try f.run()
        f.tape.skip()
        try x.present(b, animated: true) { f.log("completion") }
        try f.run()
        #expect(f.take(events) == [
            "warning: Presenting view controllers on detached view controllers is discouraged \(d("X")).",
            "B.viewDidLoad", "B.viewWillAppear", "B.viewDidAppear", "log: completion",
        ])
    }

    // §3 Misuse: exception, B is already being presented [log]; semantics-code K6: raised after the
    // warnings, so the presenter must pass them (here the root of another window)
    @Test func presentingAControllerAlreadyBeingPresentedThrows() throws {
        let f = Fixture()
        let a = f.vc("A"), b = f.vc("B"), r = f.vc("R")
        try f.show(a)
        try a.present(b, animated: true, completion: nil)
        let other = UIWindow(world: f.world)
        try other.setRootViewController(r)
        try other.makeKeyAndVisible()
        try f.run()
        #expect(exceptionReason { try r.present(b, animated: true, completion: nil) }
            == "Application tried to present modally a view controller \(d("B")) that is already being presented by \(d("A")).")
    }

    // §3 Misuse: exception, B is active (a window's root) [log]
    @Test func presentingAWindowsRootThrows() throws {
        let f = Fixture()
        let a = f.vc("A"), r = f.vc("R")
        try f.show(a)
        let other = UIWindow(world: f.world)
        try other.setRootViewController(r)
        try other.makeKeyAndVisible()
        try f.run()
        #expect(exceptionReason { try r.present(a, animated: true, completion: nil) }
            == "Application tried to present modally an active controller \(d("A")).")
    }

    // §3 Misuse: exception, presenting on itself [log]
    @Test func presentingOnItselfThrows() throws {
        let f = Fixture()
        let a = f.vc("A")
        try f.show(a)
        #expect(exceptionReason { try a.present(a, animated: true, completion: nil) }
            == "Application tried to present modal view controller on itself. Presenting controller is \(d("A")).")
    }

    // §3 Misuse: exception, B has a parent [log]
    @Test func presentingAControllerThatHasAParentThrows() throws {
        let f = Fixture()
        let a = f.vc("A"), p = f.vc("P"), b = f.vc("B")
        try f.show(a)
        try p.addChild(b)
        #expect(exceptionReason { try a.present(b, animated: true, completion: nil) }
            == "Application tried to present modally a view controller \(d("B")) that has a parent view controller \(d("P")).")
    }
}

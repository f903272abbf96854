// What the random run's container sequences found about which navigation transition is the running
// one (semantics §5's queue, semantics-ios26 §25.1's preemption, semantics-code K16).

import Testing
@testable import LifecycleKit

@Suite("random container sequences: findings, the running navigation transition")
struct RandomContainerFindingsRunningTransitionTests {
    /// The appearance callbacks with viewIsAppearing, the moves and the warnings.
    private let kinds = Set<EventKind>.appearance.union(Set<EventKind>.moves).union([.viewIsAppearing, .warning])

    /// Seed 1316850's shape: a classic split collapsing as its window shows pushes its secondary
    /// onto the navigation primary without animation (off screen: that transition never runs, it
    /// ends at the commit); in the same turn an animated push (Host) is requested on screen; in the
    /// commit, after Host's transition started, another push (D), then a third one (P2) requested
    /// in the turn. The collapse's push used to end by clearing the running flag Host's push had
    /// set, so D neither waited for Host's transition nor completed it: Host was cut off, got
    /// viewWillDisappear from D's push and never its viewDidDisappear.
    private func collapsedSplitPushes(ios: Int) throws -> Fixture {
        let f = Fixture(ios: ios)
        let sl = f.vc("SL"), sd = f.vc("SD"), host = f.vc("Host"), d = f.vc("D"), p2 = f.vc("P2")
        let sn = try f.nav("SN", root: sl)
        let split = try f.classicSplit([sn, sd])
        try f.window.setRootViewController(split)
        try f.window.makeKeyAndVisible()
        f.tape.skip()
        try split.showDetail(host)
        f.world.runLoop.enqueueCommit { try split.showDetail(d) }   // after Host's transition starts
        try split.showDetail(p2)
        return f
    }

    // semantics-ios26 §25.1: D completes Host's transition at once (its did steps, didMove) and
    // starts; P2, requested while Host's transition awaited the commit, completes D's once it has
    // started, and starts in the same commit.
    @Test func onIOS26EachPushCompletesTheRunningOne() throws {
        let f = try collapsedSplitPushes(ios: 26)
        try f.run()
        let names: Set<String> = ["SD", "Host", "D", "P2"]
        #expect(f.take(kinds, of: names) == [
            "Host.willMove(SN)",
            "SD.didMove(SN)",
            "SD.viewWillDisappear", "Host.viewWillAppear", "SD.viewDidDisappear",   // §5: SD cut off before its did
            "Host.viewIsAppearing", "Host.viewDidAppear", "Host.didMove(SN)",      // §25.1: completed by D's push
            "D.willMove(SN)", "Host.viewWillDisappear", "D.viewWillAppear",
            "Host.viewDidDisappear", "D.viewIsAppearing", "D.viewDidAppear", "D.didMove(SN)",   // completed by P2's
            "P2.willMove(SN)", "D.viewWillDisappear", "P2.viewWillAppear", "P2.viewIsAppearing",
            "D.viewDidDisappear", "P2.viewDidAppear", "P2.didMove(SN)",
        ])
    }

    // semantics §5 (iOS 18, no zoom): a push while Host's runs waits for it, with the nested-push
    // warning; the queue keeps the requests' order (P2 was requested in the turn, D in the commit).
    @Test func onIOS18EachPushWaitsForTheRunningOne() throws {
        let f = try collapsedSplitPushes(ios: 18)
        try f.run()
        let names: Set<String> = ["SD", "Host", "D", "P2"]
        let nested = "warning: nested push animation can result in a corrupted navigation bar"
        #expect(f.take(kinds, of: names) == [
            "Host.willMove(SN)",
            nested,                                                                 // P2, in the turn
            "SD.didMove(SN)",
            "SD.viewWillDisappear", "Host.viewWillAppear", "SD.viewDidDisappear",
            nested,                                                                 // D, in the commit
            "Host.viewIsAppearing", "Host.viewDidAppear", "Host.didMove(SN)",
            "P2.willMove(SN)", "Host.viewWillDisappear", "P2.viewWillAppear", "P2.viewIsAppearing",
            "Host.viewDidDisappear", "P2.viewDidAppear", "P2.didMove(SN)",
            "D.willMove(SN)", "P2.viewWillDisappear", "D.viewWillAppear", "D.viewIsAppearing",
            "P2.viewDidDisappear", "D.viewDidAppear", "D.didMove(SN)",
        ])
    }

    /// The same cause on a navigation controller alone: a non-animated push on screen ends at the
    /// end of the turn, after an animated push requested after it in that turn has started. Its
    /// end must not end the animated one's: a push during that animation still waits (§5) or
    /// completes it (§25.1).
    @Test func aNonAnimatedPushEndingLaterDoesNotEndTheAnimatedOne() throws {
        for ios in [18, 26] {
            let f = Fixture(ios: ios)
            let a = f.vc("A"), x = f.vc("X"), y = f.vc("Y"), z = f.vc("Z")
            let nav = try f.nav("N", root: a)
            try f.show(nav)
            try nav.pushViewController(x, animated: false)
            try nav.pushViewController(y, animated: true)
            try f.run(seconds: 0.1)
            #expect(nav.transitionRunning, "iOS \(ios)")
            f.tape.skip()
            try nav.pushViewController(z, animated: true)
            try f.run()
            let got = f.take(kinds, of: ["Y", "Z"])
            if ios == 18 {
                #expect(got == [
                    "warning: nested push animation can result in a corrupted navigation bar",
                    "Y.viewDidAppear", "Y.didMove(N)",
                    "Z.willMove(N)", "Y.viewWillDisappear", "Z.viewWillAppear", "Z.viewIsAppearing",
                    "Y.viewDidDisappear", "Z.viewDidAppear", "Z.didMove(N)",
                ])
            } else {
                #expect(got == [
                    "Y.viewDidAppear", "Y.didMove(N)",
                    "Z.willMove(N)", "Y.viewWillDisappear", "Z.viewWillAppear", "Z.viewIsAppearing",
                    "Y.viewDidDisappear", "Z.viewDidAppear", "Z.didMove(N)",
                ])
            }
        }
    }
}

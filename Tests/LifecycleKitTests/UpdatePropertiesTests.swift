// semantics-ios26 §22 (updateProperties), §23 (observation tracking, flushUpdates):
// the rule book's sentences as sequences. Each test fails without its rule.

import Testing
@testable import LifecycleKit

extension Set where Element == EventKind {
    /// What the §22 tests compare: the layout group, viewIsAppearing, log lines and warnings.
    static let properties: Set<EventKind> = Set<EventKind>.layoutEvents.union([.viewIsAppearing, .log, .warning])
        .subtracting([.viewSafeAreaInsetsDidChange, .viewLayoutMarginsDidChange])
}

@Suite("semantics-ios26 §22 updateProperties")
struct UpdatePropertiesTests {
    // §22.1, §22.2 [doc WWDC25 243; code 26.1 loadViewIfRequired]: the first pass after the view loads starts
    // with updateProperties, after viewIsAppearing and before updateViewConstraints and the layout callbacks
    @Test func firstPassStartsWithUpdateProperties() throws {
        let f = Fixture(ios: 26)
        try f.window.setRootViewController(f.vc("A"))
        try f.window.makeKeyAndVisible()
        try f.run()
        #expect(f.take(.properties) == [
            "A.viewIsAppearing", "A.updateProperties", "A.updateViewConstraints",
            "A.viewWillLayoutSubviews", "A.viewDidLayoutSubviews",
        ])
    }

    // §22.5 [doc availability]: on iOS 18 updateProperties is never called, and the calls are errors
    @Test func noUpdatePropertiesBeforeIOS26() throws {
        let f = Fixture(ios: 18)
        let a = f.vc("A")
        try f.show(a)
        #expect(!f.tape.events.contains { $0.event == .updateProperties })
        #expect(throws: LifeluaMisuse.self) { try a.setNeedsUpdateProperties() }
        #expect(throws: LifeluaMisuse.self) { try a.updatePropertiesIfNeeded() }
        #expect(throws: LifeluaMisuse.self) { try a.view.setNeedsUpdateProperties() }
        #expect(throws: LifeluaMisuse.self) { try a.callUpdatePropertiesDirectly() }
        #expect("\(LifeluaMisuse.requiresIOS("setNeedsUpdateProperties", 26, running: 18))"
                == "setNeedsUpdateProperties requires iOS 26 (running --ios 18)")
    }

    // §22.1, §22.2 [doc "Multiple requests may be coalesced"; WWDC25 "fully independent"]: calls coalesce into
    // one update in the next layout phase, nothing at once, and no layout callback
    @Test func setNeedsUpdatePropertiesCoalescesWithoutLayout() throws {
        let f = Fixture(ios: 26)
        let a = f.vc("A")
        try f.show(a)
        try a.setNeedsUpdateProperties()
        try a.view.setNeedsUpdateProperties()
        #expect(f.take(.properties).isEmpty)
        try f.run()
        #expect(f.take(.properties) == ["A.updateProperties"])
    }

    // §22.2 [doc WWDC25 "you avoid re-running the code on unrelated events, like resizing"]: setNeedsLayout and
    // a rotation lay the controller out without updateProperties
    @Test func layoutAloneDoesNotUpdateProperties() throws {
        let f = Fixture(ios: 26)
        let a = f.vc("A")
        try f.show(a)
        try a.view.setNeedsLayout()
        try f.run()
        f.world.rotate(to: .landscape)
        try f.run()
        #expect(f.take(.properties) == [
            "A.viewWillLayoutSubviews", "A.viewDidLayoutSubviews", "A.viewWillLayoutSubviews", "A.viewDidLayoutSubviews",
        ])
    }

    // §22.3 [doc WWDC25 "the layout pass will run immediately afterward"]: layout invalidated inside
    // updateProperties runs in the same block, before the next controller's
    @Test func layoutInvalidatedInsideIsServedInTheSameBlock() throws {
        let f = Fixture(ios: 26)
        let a = f.vc("A"), nav = try f.nav("Nav", root: a)
        try f.show(nav)
        f.on("A.updateProperties") { try a.view.setNeedsLayout() }
        try a.setNeedsUpdateProperties()
        try nav.setNeedsUpdateProperties()
        try f.run()
        #expect(f.take(.properties) == [
            "Nav.updateProperties", "A.updateProperties", "A.viewWillLayoutSubviews", "A.viewDidLayoutSubviews",
        ])
    }

    // §22.4 [doc updatePropertiesIfNeeded; code 26.1 E13]: at once, for the controller and its displayed
    // children, consuming the marks; nothing when none is pending; an unloaded view runs it anyway
    @Test func updatePropertiesIfNeededRunsAtOnce() throws {
        let f = Fixture(ios: 26)
        let a = f.vc("A"), nav = try f.nav("Nav", root: a)
        try f.show(nav)
        try a.setNeedsUpdateProperties()
        try nav.setNeedsUpdateProperties()
        try nav.updatePropertiesIfNeeded()
        #expect(f.take(.properties) == ["Nav.updateProperties", "A.updateProperties"])
        try f.run()
        try nav.view.updatePropertiesIfNeeded()
        #expect(f.take(.properties).isEmpty)
        let unloaded = f.vc("U")
        try unloaded.updatePropertiesIfNeeded()
        #expect(f.take(.properties) == ["U.updateProperties"])
        #expect(!unloaded.isViewLoaded)
    }

    // §22.5 [choice]: a controller off-window waits for its window; then the update comes in that phase
    @Test func offWindowControllersWaitForTheWindow() throws {
        let f = Fixture(ios: 26)
        let a = f.vc("A"), b = f.vc("B")
        try f.show(a)
        _ = try b.view
        try f.run()
        #expect(f.take(.properties).isEmpty)
        try a.present(b, animated: false)
        try f.run()
        #expect(f.take(.properties, of: ["B"]).starts(with: ["B.viewIsAppearing", "B.updateProperties"]))
    }

    // §22.5 [doc "Don't call this method directly"; choice for the words]: a direct call warns, runs the
    // callback and changes nothing else
    @Test func directCallWarns() throws {
        let f = Fixture(ios: 26)
        let a = f.vc("A")
        try f.show(a)
        try a.setNeedsUpdateProperties()
        try a.callUpdatePropertiesDirectly()
        #expect(f.take(.properties) == [
            "warning: [ViewController] Calling -updateProperties directly on a view controller is not supported. Use -setNeedsUpdateProperties instead.",
            "A.updateProperties",
        ])
        try f.run()
        #expect(f.take(.properties) == ["A.updateProperties"])
    }
}

@Suite("semantics-ios26 §23 observation tracking")
struct ObservationTrackingTests {
    static let theme = ObservedField(model: 1, field: "theme")
    static let title = ObservedField(model: 1, field: "title")

    // §23.1, §23.2 [doc automatic observation tracking]: a write re-runs updateProperties of each controller that
    // read the field, in the turn's layout phase, once however many writes, in walk order; no layout
    @Test func aWriteRerunsTheReadersInTheLayoutPhase() throws {
        let f = Fixture(ios: 26)
        let a = f.vc("A"), nav = try f.nav("Nav", root: a)
        f.on("Nav.updateProperties") { f.world.observation.read(Self.theme) }
        f.on("A.updateProperties") { f.world.observation.read(Self.theme) }
        try f.show(nav)
        f.world.runLoop.enqueue {
            f.world.observation.write(Self.theme)
            f.world.observation.write(Self.theme)
            f.log("set")
        }
        try f.run()
        #expect(f.take(.properties) == ["log: set", "Nav.updateProperties", "A.updateProperties"])
    }

    // §23.2: a field read in viewWillLayoutSubviews re-lays the controller out; one read in
    // updateViewConstraints also runs updateViewConstraints again
    @Test func layoutCallbacksAreTracked() throws {
        let f = Fixture(ios: 26)
        let a = f.vc("A"), b = f.vc("B")
        f.on("A.viewWillLayoutSubviews") { f.world.observation.read(Self.theme) }
        f.on("B.updateViewConstraints") { f.world.observation.read(Self.title) }
        try f.show(a)
        try a.present(b, animated: false)
        try f.run()
        f.tape.skip()
        f.world.observation.write(Self.theme)
        f.world.observation.write(Self.title)
        try f.run()
        #expect(f.take(.properties) == [
            "A.viewWillLayoutSubviews", "A.viewDidLayoutSubviews",
            "B.updateViewConstraints", "B.viewWillLayoutSubviews", "B.viewDidLayoutSubviews",
        ])
    }

    // §23.3 [choice]: each run replaces the dependencies; a field no longer read stops counting; a write
    // inside the run that read it does not invalidate that run
    @Test func dependenciesAreReplacedAtEachRun() throws {
        let f = Fixture(ios: 26)
        let a = f.vc("A")
        var reads = [Self.theme]
        f.on("A.updateProperties") {
            for field in reads { f.world.observation.read(field) }
            f.world.observation.write(Self.theme)
        }
        try f.show(a)
        reads = [Self.title]
        f.world.observation.write(Self.theme)
        try f.run()
        #expect(f.take(.properties) == ["A.updateProperties"])
        f.world.observation.write(Self.theme)
        try f.run()
        #expect(f.take(.properties).isEmpty)
        f.world.observation.write(Self.title)
        try f.run()
        #expect(f.take(.properties) == ["A.updateProperties"])
    }

    // §23.1 [doc WWDC25 "back-deploy this on iOS 18"]: iOS 18 tracks only with UIObservationTrackingEnabled;
    // iOS 17 never does
    @Test func iOS18TracksWithTheInfoPlistKey() throws {
        for (ios, key, rerun) in [(18, false, false), (18, true, true), (17, true, false)] {
            let f = Fixture(ios: ios)
            f.world.observation.infoPlistKeyEnabled = key
            let a = f.vc("A")
            f.on("A.viewWillLayoutSubviews") { f.world.observation.read(Self.theme) }
            try f.show(a)
            f.world.observation.write(Self.theme)
            try f.run()
            #expect(f.take(.properties).contains("A.viewWillLayoutSubviews") == rerun, "--ios \(ios) key \(key)")
        }
    }

    // §23.4 [doc automatic trait tracking]: a trait read in updateProperties re-runs it when that trait changes,
    // before viewWillLayoutSubviews; a change of another trait does not
    @Test func traitsReadInUpdatePropertiesAreTracked() throws {
        let f = Fixture(ios: 26)
        let a = f.vc("A")
        f.on("A.updateProperties") { f.world.observation.readTrait("userInterfaceStyle", of: a) }
        try f.show(a)
        f.world.rotate(to: .landscape)
        try f.run()
        #expect(!f.take(.properties).contains("A.updateProperties"))
        try f.world.setUserInterfaceStyle(.dark)
        try f.run()
        #expect(f.take(.properties) == ["A.updateProperties", "A.viewWillLayoutSubviews", "A.viewDidLayoutSubviews"])
    }
}

@Suite("semantics-ios26 §23.5 flushUpdates")
struct FlushUpdatesTests {
    // §23.5 [doc WWDC25 243]: pending updates run right before the animations and again right after, inside
    // the call; an error before iOS 26
    @Test func flushUpdatesAroundTheAnimations() throws {
        let f = Fixture(ios: 26)
        let a = f.vc("A")
        try f.show(a)
        try a.setNeedsUpdateProperties()
        try f.world.animate(duration: 0.3, animations: {
            f.log("animations")
            try a.view.setNeedsLayout()
        }, completion: nil, flushUpdates: true)
        #expect(f.take(.properties) == ["A.updateProperties", "log: animations", "A.viewWillLayoutSubviews", "A.viewDidLayoutSubviews"])
        #expect(throws: LifeluaMisuse.self) { try Fixture(ios: 18).world.animate(duration: 0.3, animations: nil, completion: nil, flushUpdates: true) }
    }
}

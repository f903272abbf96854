// The trace passes over an event no sink takes (Trace.takes): it keeps its number, so what the
// sinks get, and how it is numbered, is what they got when every event was built and offered.

import Testing
@testable import LifecycleKit

/// A sink that takes only the appearance callbacks, and notes every event it is offered.
private final class AppearanceOnly: TraceSink {
    private(set) var offered: [TraceEvent] = []
    let interest: EventKindSet? = EventKindSet([.viewWillAppear, .viewIsAppearing, .viewDidAppear])
    func record(_ event: TraceEvent) { offered.append(event) }
}

@Suite struct TraceInterestTests {
    /// Shows a navigation controller and pushes onto it: layout, loading and containment events
    /// come between the appearance callbacks.
    private func pushRun(keepingEvents: Bool) throws -> (sink: AppearanceOnly, world: World, count: Int) {
        let sink = AppearanceOnly()
        let world = World(configuration: Configuration(iosVersion: 18, device: .iphone), sinks: [sink])
        world.trace.keepsEvents = keepingEvents
        let window = UIWindow(world: world)
        let nav = try UINavigationController(world: world, name: "N", root: UIViewController(world: world, name: "R"))
        try window.setRootViewController(nav)
        try window.makeKeyAndVisible()
        try world.runLoop.run()
        try nav.pushViewController(UIViewController(world: world, name: "P"), animated: true)
        try world.runLoop.run(seconds: 1)
        return (sink, world, world.trace.count)
    }

    @Test func anEventNoSinkTakesIsNotOfferedButKeepsItsNumber() throws {
        let passing = try pushRun(keepingEvents: false)
        let offering = try pushRun(keepingEvents: true)   // the store takes every kind
        let appearance = offering.sink.offered.filter { passing.sink.interest!.contains($0.event) }
        #expect(offering.sink.offered.count > appearance.count)   // other kinds came between
        #expect(passing.sink.offered == appearance)                // the same events, numbers and times
        #expect(passing.count == offering.count)
        #expect(offering.world.trace.events.count == offering.count)
    }

    @Test func aSinkWithoutAnInterestTakesEveryKind() throws {
        final class Everything: TraceSink {
            var kinds: Set<EventKind> = []
            func record(_ event: TraceEvent) { kinds.insert(event.event) }
        }
        let world = World(configuration: Configuration(iosVersion: 18, device: .iphone), sinks: [Everything()])
        world.trace.keepsEvents = false
        #expect(world.trace.takes(.viewWillLayoutSubviews))
        world.trace.sinks.append(AppearanceOnly())
        #expect(world.trace.takes(.viewWillLayoutSubviews))
        world.trace.sinks.removeFirst()
        #expect(!world.trace.takes(.viewWillLayoutSubviews))
        #expect(world.trace.takes(.viewDidAppear))
    }
}

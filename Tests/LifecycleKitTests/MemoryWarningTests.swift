// semantics-layout-app §19: memory warnings — the app delegate, then every live controller in
// creation order, then the notification; nothing unloads, nothing deinits.

import Testing
@testable import LifecycleKit

@Suite("§19 memory warnings")
struct MemoryWarningTests {
    let events: Set<EventKind> = Set<EventKind>.appAndLifecycle.union([.viewDidLoad])

    // §19: a system event at the start of the next turn: applicationDidReceiveMemoryWarning, then
    // didReceiveMemoryWarning on every live controller, shown or not, in creation order [choice for
    // the order], then the notification and its observers [doc "Responding to memory warnings"],
    // [log pastebin ryFL6VU5: app delegate first]
    @Test func order() throws {
        let f = Fixture()
        let a = f.vc("A"), hidden = f.vc("Hidden"), b = f.vc("B")
        let nav = try f.nav("Nav", root: a)
        try f.show(nav)
        try nav.pushViewController(b, animated: false)
        try f.run()
        f.tape.skip()
        f.app.delegate = f.appDelegate()
        f.observeAll()
        f.app.receiveMemoryWarning()
        #expect(f.takeApp(events) == [])
        try f.step()
        #expect(f.takeApp(events) == [
            "UIApplication.applicationDidReceiveMemoryWarning",
            "A.didReceiveMemoryWarning", "Hidden.didReceiveMemoryWarning", "B.didReceiveMemoryWarning",
            "Nav.didReceiveMemoryWarning",
            "UIApplication.didReceiveMemoryWarningNotification", "log: observer",
        ])
        _ = hidden
    }

    // §19: in any state — in the background, with a scene delegate: still the app delegate
    @Test func inTheBackgroundWithAScene() throws {
        let f = Fixture(ios: 17)
        let a = f.vc("A")
        try f.show(a)
        f.app.delegate = f.appDelegate()
        f.app.sceneDelegate = f.sceneDelegate()
        try f.app.enterBackground()
        f.app.receiveMemoryWarning()
        try f.run()
        #expect(f.takeApp(events) == [
            "Scene.sceneWillResignActive", "Scene.sceneDidEnterBackground",
            "UIApplication.applicationDidReceiveMemoryWarning", "A.didReceiveMemoryWarning",
        ])
        #expect(f.world.applicationState == .background)
    }

    // §19: no view is unloaded, no viewDidLoad runs again, nothing deinits [doc viewDidUnload]
    @Test func nothingUnloadsNothingDeinits() throws {
        let f = Fixture()
        let a = f.vc("A"), b = f.vc("B")
        try f.show(a)
        try a.present(b, animated: false)
        try f.run()
        f.tape.skip()
        f.app.receiveMemoryWarning()
        try f.run()
        #expect(f.takeApp(events) == ["A.didReceiveMemoryWarning", "B.didReceiveMemoryWarning"])
        #expect(a.isViewLoaded && b.isViewLoaded)
    }

    // §19 with §8: a controller that has deinitialized gets no warning; one created later does
    @Test func onlyLiveControllers() throws {
        let f = Fixture()
        do { _ = f.vc("Gone") }
        let later = f.vc("Later")
        f.app.receiveMemoryWarning()
        try f.run()
        #expect(f.take([.didReceiveMemoryWarning]) == ["Later.didReceiveMemoryWarning"])
        _ = later
    }

    // §19 and lua-api.md (overridable callbacks): a scripted override runs after the callback is traced
    @Test func overrideRuns() throws {
        let f = Fixture()
        let a = f.vc("A")
        f.on("A.didReceiveMemoryWarning") { f.log("override") }
        f.app.receiveMemoryWarning()
        try f.run()
        #expect(f.take([.didReceiveMemoryWarning, .log]) == ["A.didReceiveMemoryWarning", "log: override"])
        _ = a
    }

    // §19: the notification is traced only if observed; the delegate method only if implemented
    @Test func tracedOnlyWhenObservedOrImplemented() throws {
        let f = Fixture()
        f.app.delegate = AppDelegateDouble([.applicationDidBecomeActive])
        f.app.receiveMemoryWarning()
        try f.run()
        #expect(f.takeApp(.app) == [])
    }
}

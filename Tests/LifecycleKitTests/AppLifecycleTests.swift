// semantics-layout-app §18: the app and scene lifecycle — states, delegates, notifications, the two
// launch sequences, resign/background/foreground, and the §2 amendment (delegate methods and
// observers run outside any engine operation). Expectations from the rule book's words.

import Testing
@testable import LifecycleKit

extension Set where Element == EventKind {
    /// Every app, scene and notification event (the `app` group).
    static let app: Set<EventKind> = Set(EventKind.allCases.filter { $0.category == .app })
    /// What these tests compare: app events, appearance, viewDidLoad, deinit and log lines.
    static let appAndLifecycle: Set<EventKind> = app.union(lifecycle).union([.viewIsAppearing, .deinit, .log])
}

/// An app or scene delegate implementing `methods`; an action may run inside a method. Records
/// the argument each method received and the app state it saw.
final class AppDelegateDouble: ScriptDelegate {
    let methods: Set<EventKind>
    var actions: [EventKind: () throws -> Void] = [:]
    private(set) var received: [String] = []
    private(set) var statesSeen: [EventKind: ApplicationState] = [:]
    weak var world: World?

    init(_ methods: Set<EventKind>, world: World? = nil) {
        self.methods = methods
        self.world = world
    }

    func responds(to method: EventKind) -> Bool { methods.contains(method) }
    func invoke(_ method: EventKind, _ arguments: [DelegateArgument]) throws -> Bool? {
        for argument in arguments {
            switch argument {
            case .application: received.append("\(method.rawValue)(application)")
            case .scene: received.append("\(method.rawValue)(scene)")
            default: received.append("\(method.rawValue)(other)")
            }
        }
        if let world { statesSeen[method] = world.applicationState }
        try actions[method]?()
        return nil
    }
}

extension Fixture {
    var app: UIApplication { world.application }

    /// An app delegate implementing every UIApplicationDelegate method lifelua models.
    func appDelegate() -> AppDelegateDouble {
        AppDelegateDouble([.didFinishLaunchingWithOptions, .applicationWillResignActive, .applicationDidEnterBackground,
                           .applicationWillEnterForeground, .applicationDidBecomeActive,
                           .applicationDidReceiveMemoryWarning], world: world)
    }

    /// A scene delegate implementing every UISceneDelegate method lifelua models.
    func sceneDelegate() -> AppDelegateDouble {
        AppDelegateDouble([.willConnectTo, .sceneWillEnterForeground, .sceneDidBecomeActive,
                           .sceneWillResignActive, .sceneDidEnterBackground], world: world)
    }

    /// Observes every UIApplication notification, logging "observer <tag>".
    func observeAll(_ tag: String = "") {
        for name in ApplicationNotification.allCases {
            app.notificationCenter.addObserver(name) { [unowned self] _ in log("observer" + tag) }
        }
    }

    func takeApp(_ kinds: Set<EventKind> = .appAndLifecycle) -> [String] { take(kinds) }
}

@Suite("§18.1 app states and delegates")
struct AppStatesAndDelegatesTests {
    // §18.1: a scenario that never calls launch() starts active [choice]
    @Test func startsActiveWithoutLaunch() {
        let f = Fixture()
        #expect(f.world.applicationState == .active)
    }

    // §18.1: app events are system events: each runs at the start of the next turn (phase 2) [choice]
    @Test func deliveredAtTheStartOfTheNextTurn() throws {
        let f = Fixture()
        let d = f.appDelegate()
        f.app.delegate = d
        try f.app.resignActive()
        let atCall = f.takeApp()
        #expect(f.world.applicationState == .active)
        f.world.runLoop.enqueue { f.log("block enqueued after the call") }
        try f.step()
        #expect(atCall == [])
        #expect(f.takeApp() == ["UIApplication.applicationWillResignActive", "log: block enqueued after the call"])
        #expect(f.world.applicationState == .inactive)
    }

    // §18.1: with --ios 13+ and a scene delegate, the foreground/background callbacks go to the scene
    // delegate and the app delegate's are not called [doc "UIKit always uses scene delegate objects"]
    @Test func sceneDelegateTakesTheForegroundAndBackgroundCallbacks() throws {
        let f = Fixture(ios: 13)
        f.app.delegate = f.appDelegate()
        f.app.sceneDelegate = f.sceneDelegate()
        try f.app.enterBackground()
        try f.app.enterForeground()
        try f.run()
        #expect(f.takeApp() == ["Scene.sceneWillResignActive", "Scene.sceneDidEnterBackground",
                                "Scene.sceneWillEnterForeground", "Scene.sceneDidBecomeActive"])
    }

    // §18.1: on --ios 12 a scene delegate is ignored: the app delegate gets them
    @Test func sceneDelegateIgnoredOnIOS12() throws {
        let f = Fixture(ios: 12)
        f.app.delegate = f.appDelegate()
        f.app.sceneDelegate = f.sceneDelegate()
        try f.app.enterBackground()
        try f.app.enterForeground()
        try f.run()
        #expect(f.takeApp() == ["UIApplication.applicationWillResignActive", "UIApplication.applicationDidEnterBackground",
                                "UIApplication.applicationWillEnterForeground", "UIApplication.applicationDidBecomeActive"])
    }

    // §18.1: without a scene delegate (iOS 13+) the app delegate gets them
    @Test func appDelegateWithoutASceneDelegate() throws {
        let f = Fixture(ios: 17)
        f.app.delegate = f.appDelegate()
        try f.app.resignActive()
        try f.app.becomeActive()
        try f.run()
        #expect(f.takeApp() == ["UIApplication.applicationWillResignActive", "UIApplication.applicationDidBecomeActive"])
    }

    // §18.1: didFinishLaunchingWithOptions and applicationDidReceiveMemoryWarning always go to the app delegate
    @Test func launchAndMemoryWarningAlwaysGoToTheAppDelegate() throws {
        let f = Fixture(ios: 17)
        f.app.delegate = f.appDelegate()
        f.app.sceneDelegate = f.sceneDelegate()
        try f.app.launch()
        f.app.receiveMemoryWarning()
        try f.run()
        let events = f.takeApp(.app)
        #expect(events.first == "UIApplication.didFinishLaunchingWithOptions")
        #expect(events.contains("UIApplication.applicationDidReceiveMemoryWarning"))
    }

    // §18.1: a delegate method is traced only if the delegate implements it
    @Test func onlyImplementedMethodsAreTraced() throws {
        let f = Fixture(ios: 17)
        f.app.sceneDelegate = AppDelegateDouble([.sceneDidEnterBackground])
        try f.app.enterBackground()
        try f.run()
        #expect(f.takeApp() == ["Scene.sceneDidEnterBackground"])
        #expect(f.world.applicationState == .background)
    }

    // §18.1: a notification is traced only if an observer is registered; then its observers run in
    // registration order, right after the delegate method of the same step [prose uso400 iOS 10]
    @Test func notificationsAfterTheDelegateMethodObserversInOrder() throws {
        let f = Fixture(ios: 12)
        f.app.delegate = f.appDelegate()
        f.app.notificationCenter.addObserver(.willResignActive) { _ in f.log("first") }
        f.app.notificationCenter.addObserver(.willResignActive) { _ in f.log("second") }
        try f.app.enterBackground()
        try f.run()
        #expect(f.takeApp() == [
            "UIApplication.applicationWillResignActive", "UIApplication.willResignActiveNotification",
            "log: first", "log: second",
            "UIApplication.applicationDidEnterBackground",
        ])
    }

    // §18.1: the UIApplication notifications are posted with scenes too [prose onmyway133], [choice]
    @Test func notificationsArePostedWithScenes() throws {
        let f = Fixture(ios: 17)
        f.app.sceneDelegate = f.sceneDelegate()
        f.observeAll()
        try f.app.enterBackground()
        try f.app.enterForeground()
        try f.run()
        #expect(f.takeApp(.app) == [
            "Scene.sceneWillResignActive", "UIApplication.willResignActiveNotification",
            "Scene.sceneDidEnterBackground", "UIApplication.didEnterBackgroundNotification",
            "Scene.sceneWillEnterForeground", "UIApplication.willEnterForegroundNotification",
            "Scene.sceneDidBecomeActive", "UIApplication.didBecomeActiveNotification",
        ])
    }

    // §18.1: a removed observer is not called, and its notification is not traced when none is left
    @Test func removedObserver() throws {
        let f = Fixture()
        let token = f.app.notificationCenter.addObserver(.willResignActive) { _ in f.log("observer") }
        f.app.notificationCenter.removeObserver(token)
        try f.app.resignActive()
        try f.run()
        #expect(f.takeApp() == [])
    }

    // §18.1: app delegate methods receive the application, scene delegate methods the scene;
    // app events print with vc UIApplication, scene events with vc Scene
    @Test func argumentsAndTraceNames() throws {
        let f = Fixture(ios: 17)
        let app = f.appDelegate(), scene = f.sceneDelegate()
        f.app.delegate = app
        f.app.sceneDelegate = scene
        try f.app.launch()
        try f.run()
        #expect(app.received == ["didFinishLaunchingWithOptions(application)"])
        #expect(scene.received == ["willConnectTo(scene)", "sceneWillEnterForeground(scene)", "sceneDidBecomeActive(scene)"])
        #expect(f.takeApp(.app) == ["UIApplication.didFinishLaunchingWithOptions", "Scene.willConnectTo",
                                    "Scene.sceneWillEnterForeground", "Scene.sceneDidBecomeActive"])
    }

    // §18.1 with §18.3/§18.4 [choice, docs/decisions.md]: a will method sees the state before its
    // step, a did method the state after
    @Test func stateSeenInsideTheMethods() throws {
        let f = Fixture(ios: 12)
        let d = f.appDelegate()
        f.app.delegate = d
        try f.app.enterBackground()
        try f.app.enterForeground()
        try f.run()
        #expect(d.statesSeen == [.applicationWillResignActive: .active, .applicationDidEnterBackground: .background,
                                 .applicationWillEnterForeground: .background, .applicationDidBecomeActive: .active])
    }
}

@Suite("§2 amendment: app delegate methods run outside any operation")
struct AppDelegatesOutsideOperationsTests {
    // amendment to §2 [log VAndrJ iOS 17.4]: makeKeyAndVisible inside willConnectTo is its own operation. VAndrJ's
    // root is a navigation controller's top: semantics-code K21 (c) gives its viewIsAppearing in the transition's
    // preparation, before the method's next line; the navigation controller's own waits for its layout (K21 b)
    @Test func makeKeyAndVisibleInsideWillConnectTo() throws {
        let f = Fixture(ios: 17)
        let scene = f.sceneDelegate()
        let a = f.vc("A")
        scene.actions[.willConnectTo] = {
            try f.window.setRootViewController(try f.nav("Nav", root: a))
            try f.window.makeKeyAndVisible()
            f.log("next line")
        }
        f.app.sceneDelegate = scene
        try f.app.launch()
        try f.run()
        #expect(f.takeApp([.willConnectTo, .viewDidLoad, .viewWillAppear, .viewIsAppearing, .log]) == [
            "Scene.willConnectTo", "Nav.viewDidLoad", "Nav.viewWillAppear", "A.viewDidLoad", "A.viewWillAppear",
            "A.viewIsAppearing", "log: next line", "Nav.viewIsAppearing",
        ])
    }

    // amendment to §2: an observer is outside any operation too (a navigation controller's top: semantics-code
    // K21 (c) inside makeKeyAndVisible; a plain root that needs layout would wait for the commit, K21 b)
    @Test func makeKeyAndVisibleInsideAnObserver() throws {
        let f = Fixture(ios: 17)
        let a = f.vc("A")
        f.app.notificationCenter.addObserver(.didBecomeActive) { _ in
            try f.window.setRootViewController(try f.nav("Nav", root: a))
            try f.window.makeKeyAndVisible()
            f.log("next line")
        }
        try f.app.resignActive()
        try f.app.becomeActive()
        try f.run()
        #expect(f.takeApp([.viewDidLoad, .viewWillAppear, .viewIsAppearing, .viewDidAppear, .log]).filter { !$0.hasPrefix("Nav.") } == [
            "A.viewDidLoad", "A.viewWillAppear", "A.viewIsAppearing", "log: next line", "A.viewDidAppear",
        ])
    }
}

@Suite("§18.2 launch")
struct LaunchTests {
    // §18.2 scene-based [prose Lemonbrush], [log-summary HTProject], [log VAndrJ]: didFinishLaunching,
    // willConnectTo (the window is built there: the root's will inside),
    // sceneWillEnterForeground + notification, sceneDidBecomeActive + notification (state active),
    // then the commit — semantics-code K21 (b) [code E9 _firstCommitBlock]: a plain root's fresh view needs
    // layout, so its viewIsAppearing comes at its first layout — and the root's viewDidAppear at the end of
    // the turn, after sceneDidBecomeActive
    @Test func sceneBasedLaunch() throws {
        let f = Fixture(ios: 17)
        let a = f.vc("A")
        let scene = f.sceneDelegate()
        scene.actions[.willConnectTo] = {
            try f.window.setRootViewController(a)
            try f.window.makeKeyAndVisible()
        }
        f.app.delegate = f.appDelegate()
        f.app.sceneDelegate = scene
        f.observeAll()
        try f.app.launch()
        try f.run()
        #expect(f.takeApp() == [
            "UIApplication.didFinishLaunchingWithOptions",
            "Scene.willConnectTo", "A.viewDidLoad", "A.viewWillAppear",
            "Scene.sceneWillEnterForeground", "UIApplication.willEnterForegroundNotification", "log: observer",
            "Scene.sceneDidBecomeActive", "UIApplication.didBecomeActiveNotification", "log: observer",
            "A.viewIsAppearing", "A.viewDidAppear",
        ])
        #expect(scene.statesSeen[.sceneDidBecomeActive] == .active)
        #expect(f.world.applicationState == .active)
    }

    // §18.2 app-delegate based (--ios 12): didFinishLaunching builds the window (root's will inside),
    // the commit and end of turn give viewDidAppear, the next turn applicationDidBecomeActive and its
    // notification; no applicationWillEnterForeground at launch [log-summary jigarm, log SO 5277940]
    @Test func appDelegateLaunch() throws {
        let f = Fixture(ios: 12)
        let a = f.vc("A")
        let d = f.appDelegate()
        d.actions[.didFinishLaunchingWithOptions] = {
            try f.window.setRootViewController(a)
            try f.window.makeKeyAndVisible()
        }
        f.app.delegate = d
        f.observeAll()
        try f.app.launch()
        try f.step()
        let firstTurn = f.takeApp()
        #expect(f.world.applicationState == .inactive)
        try f.step()
        let secondTurn = f.takeApp()
        #expect(firstTurn == ["UIApplication.didFinishLaunchingWithOptions", "A.viewDidLoad", "A.viewWillAppear", "A.viewDidAppear"])
        #expect(secondTurn == ["UIApplication.applicationDidBecomeActive", "UIApplication.didBecomeActiveNotification", "log: observer"])
        #expect(f.world.applicationState == .active)
    }

    // §18.2: on iOS 13+ without a scene delegate, the launch is app-delegate based
    @Test func appDelegateLaunchOnIOS17WithoutASceneDelegate() throws {
        let f = Fixture(ios: 17)
        f.app.delegate = f.appDelegate()
        try f.app.launch()
        try f.run()
        #expect(f.takeApp(.app) == ["UIApplication.didFinishLaunchingWithOptions", "UIApplication.applicationDidBecomeActive"])
    }

    // §18.2: the state reads inactive from launch() until the launch event makes the app active
    @Test func inactiveUntilTheLaunchEventRuns() throws {
        let f = Fixture(ios: 17)
        let d = f.appDelegate()
        f.app.delegate = d
        f.app.sceneDelegate = f.sceneDelegate()
        try f.app.launch()
        #expect(f.world.applicationState == .inactive)
        try f.run()
        #expect(d.statesSeen[.didFinishLaunchingWithOptions] == .inactive)
        #expect(f.world.applicationState == .active)
    }

    // §18.2: allowed once
    @Test func launchTwiceIsAnError() throws {
        let f = Fixture()
        try f.app.launch()
        try f.run()
        #expect(throws: ApplicationMisuse.launchedTwice) { try f.app.launch() }
    }

    // §18.2: before any window is visible, else an error
    @Test func launchAfterAWindowIsVisibleIsAnError() throws {
        let f = Fixture()
        try f.show(f.vc("A"))
        #expect(throws: ApplicationMisuse.launchWithVisibleWindow("Window")) { try f.app.launch() }
        #expect(f.world.applicationState == .active)
    }

    // §18.2 [choice]: launch comes before any other app event
    @Test func launchAfterAnotherAppEventIsAnError() throws {
        let f = Fixture()
        try f.app.resignActive()
        #expect(throws: ApplicationMisuse.launchAfterAppEvents) { try f.app.launch() }
    }

    // §18.2 [choice]: an app event requested before an app-delegate launch has become active waits for it
    @Test func eventsWaitForTheAppDelegateLaunch() throws {
        let f = Fixture(ios: 12)
        f.app.delegate = f.appDelegate()
        try f.app.launch()
        try f.app.enterBackground()
        try f.run()
        #expect(f.takeApp(.app) == [
            "UIApplication.didFinishLaunchingWithOptions", "UIApplication.applicationDidBecomeActive",
            "UIApplication.applicationWillResignActive", "UIApplication.applicationDidEnterBackground",
        ])
        #expect(f.world.applicationState == .background)
    }
}

@Suite("§18.3 leaving and §18.4 returning")
struct LeavingAndReturningTests {
    // §18.3: resignActive from active: the will-resign step only; state inactive [log-summary
    // progressconcepts, HTProject], [prose blogger.tempus, uso400 iOS 10]
    @Test func resignActive() throws {
        let f = Fixture(ios: 12)
        f.app.delegate = f.appDelegate()
        f.observeAll()
        try f.app.resignActive()
        try f.run()
        #expect(f.takeApp() == ["UIApplication.applicationWillResignActive", "UIApplication.willResignActiveNotification", "log: observer"])
        #expect(f.world.applicationState == .inactive)
    }

    // §18.3: becomeActive from inactive: the did-become-active step; state active
    @Test func becomeActive() throws {
        let f = Fixture(ios: 17)
        f.app.sceneDelegate = f.sceneDelegate()
        f.observeAll()
        try f.app.resignActive()
        try f.run()
        f.tape.skip()
        try f.app.becomeActive()
        try f.run()
        #expect(f.takeApp() == ["Scene.sceneDidBecomeActive", "UIApplication.didBecomeActiveNotification", "log: observer"])
        #expect(f.world.applicationState == .active)
    }

    // §18.3: enterBackground from active: the resign step, then the background step; state background
    // [prose Big Nerd Ranch "briefly inactivated and then went into the background"], [log uso400, yagamo]
    @Test func enterBackgroundFromActive() throws {
        let f = Fixture(ios: 12)
        f.app.delegate = f.appDelegate()
        f.observeAll()
        try f.app.enterBackground()
        try f.run()
        #expect(f.takeApp() == [
            "UIApplication.applicationWillResignActive", "UIApplication.willResignActiveNotification", "log: observer",
            "UIApplication.applicationDidEnterBackground", "UIApplication.didEnterBackgroundNotification", "log: observer",
        ])
        #expect(f.world.applicationState == .background)
    }

    // §18.3: from inactive, only the background part
    @Test func enterBackgroundFromInactive() throws {
        let f = Fixture(ios: 17)
        f.app.sceneDelegate = f.sceneDelegate()
        try f.app.resignActive()
        try f.run()
        f.tape.skip()
        try f.app.enterBackground()
        try f.run()
        #expect(f.takeApp() == ["Scene.sceneDidEnterBackground"])
        #expect(f.world.applicationState == .background)
    }

    // §18.4: enterForeground from background: will-enter-foreground step (state inactive), then
    // did-become-active step (state active) [log-summary HTProject, progressconcepts], [log uso400, SO 5277940]
    @Test func enterForeground() throws {
        let f = Fixture(ios: 12)
        let d = f.appDelegate()
        f.app.delegate = d
        f.observeAll()
        try f.app.enterBackground()
        try f.run()
        f.tape.skip()
        try f.app.enterForeground()
        try f.run()
        #expect(f.takeApp() == [
            "UIApplication.applicationWillEnterForeground", "UIApplication.willEnterForegroundNotification", "log: observer",
            "UIApplication.applicationDidBecomeActive", "UIApplication.didBecomeActiveNotification", "log: observer",
        ])
        #expect(d.statesSeen[.applicationDidBecomeActive] == .active)
        #expect(f.world.applicationState == .active)
    }

    // §18.3: no appearance callback fires on resign, background, foreground or become active, and
    // nothing deinits — a navigation stack with a sheet on top [log-summary progressconcepts],
    // [log SO 5277940, yagamo, uso400]
    @Test func noAppearanceCallbacksAndNoDeinit() throws {
        let f = Fixture(ios: 17)
        let a = f.vc("A"), b = f.vc("B"), s = f.vc("S")
        let nav = try f.nav("Nav", root: a)
        try f.show(nav)
        try nav.pushViewController(b, animated: false)
        try b.present(s, animated: false)
        try f.run()
        f.tape.skip()
        f.app.sceneDelegate = f.sceneDelegate()
        try f.app.resignActive()
        try f.app.becomeActive()
        try f.app.enterBackground()
        try f.app.enterForeground()
        try f.run()
        #expect(f.takeApp() == [
            "Scene.sceneWillResignActive", "Scene.sceneDidBecomeActive",
            "Scene.sceneWillResignActive", "Scene.sceneDidEnterBackground",
            "Scene.sceneWillEnterForeground", "Scene.sceneDidBecomeActive",
        ])
    }

    // §18.3 [choice]: a call in the wrong state is an error naming the state
    @Test func wrongStateCallsAreErrors() throws {
        let f = Fixture()
        #expect(throws: ApplicationMisuse.wrongState(call: "enterForeground", state: .active, allowed: [.background], pending: false)) {
            try f.app.enterForeground()
        }
        #expect(throws: ApplicationMisuse.wrongState(call: "becomeActive", state: .active, allowed: [.inactive], pending: false)) {
            try f.app.becomeActive()
        }
        try f.app.enterBackground()
        // Checked against the state the events already requested lead to.
        #expect(throws: ApplicationMisuse.wrongState(call: "resignActive", state: .background, allowed: [.active], pending: true)) {
            try f.app.resignActive()
        }
        try f.run()
        #expect(throws: ApplicationMisuse.wrongState(call: "enterBackground", state: .background, allowed: [.active, .inactive], pending: false)) {
            try f.app.enterBackground()
        }
        let message = String(describing: ApplicationMisuse.wrongState(call: "enterForeground", state: .active, allowed: [.background], pending: false))
        #expect(message == "UIApplication.enterForeground: the application state is active; enterForeground needs background")
    }

    // §18.3 [choice]: transitions and timers keep running in the background (virtual time does not stop)
    @Test func transitionsKeepRunningInTheBackground() throws {
        let f = Fixture(ios: 17)
        let a = f.vc("A"), b = f.vc("B")
        try f.show(a)
        b.modalPresentationStyle = .fullScreen
        try a.present(b, animated: true)
        try f.app.enterBackground()
        try f.run()
        #expect(f.world.applicationState == .background)
        #expect(f.take() == ["B.viewDidLoad", "A.viewWillDisappear", "B.viewWillAppear", "B.viewDidAppear", "A.viewDidDisappear"])
    }
}

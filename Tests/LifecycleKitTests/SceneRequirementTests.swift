// semantics-ios26 §24: the scene life cycle is required on iOS 27 and warned about on 18 and 26.
// Each test fails without its rule.

import Testing
@testable import LifecycleKit

@Suite("semantics-ios26 §24 the scene life cycle")
struct SceneRequirementTests {
    func launch(ios: Int, scene: Bool) throws -> (Fixture, [String], Error?) {
        let f = Fixture(ios: ios)
        let app = f.world.application
        app.delegate = AppDelegateDouble([.didFinishLaunchingWithOptions])
        if scene { app.sceneDelegate = AppDelegateDouble([.willConnectTo]) }
        try app.launch()
        var failure: Error?
        do { try f.run() } catch { failure = error }
        return (f, f.take([.didFinishLaunchingWithOptions, .willConnectTo, .warning]), failure)
    }

    // §24.2 [log forum 778016, firebase #16455]: 18 and 26 warn right before didFinishLaunching; scenes do not
    @Test func appDelegateLaunchWarnsOn18And26() throws {
        #expect(try launch(ios: 18, scene: false).1 == [
            "warning: CLIENT OF UIKIT REQUIRES UPDATE: This process does not adopt UIScene lifecycle. This will become an assert in a future version.",
            "UIApplication.didFinishLaunchingWithOptions",
        ])
        #expect(try launch(ios: 26, scene: false).1 == [
            "warning: `UIScene` lifecycle will soon be required. Failure to adopt will result in an assert in the future.",
            "UIApplication.didFinishLaunchingWithOptions",
        ])
        #expect(try launch(ios: 17, scene: false).1 == ["UIApplication.didFinishLaunchingWithOptions"])
        #expect(try launch(ios: 26, scene: true).1 == ["UIApplication.didFinishLaunchingWithOptions", "Scene.willConnectTo"])
    }

    // §24.1 [issue Cranpose #673, AAO #7743]: on 27 an app-delegate launch fails before any app code; a
    // scene-based launch is §18.2's
    @Test func appDelegateLaunchFailsOn27() throws {
        let (_, events, failure) = try launch(ios: 27, scene: false)
        #expect(events.isEmpty)
        #expect(failure as? ApplicationLaunchFailure != nil)
        #expect("\(failure!)" == "Application failed to launch: UIScene life cycle is required for apps built with this SDK")
        let scene = try launch(ios: 27, scene: true)
        #expect(scene.2 == nil && scene.1 == ["UIApplication.didFinishLaunchingWithOptions", "Scene.willConnectTo"])
    }
}

// The bindings tests' one way to run a scenario: a fresh host, the trace as labels.

@testable import LifeluaBindings
import LifecycleKit
import LifecycleTrace

/// Runs Lua source in a fresh host; returns the trace labels (of `kinds`, or all) and the error
/// message, if any.
func run(_ source: String, ios: Int = 18, kinds: Set<String>? = nil) -> (trace: [String], error: String?) {
    var labels: [String] = []
    let sink = ClosureSink { e in
        if kinds == nil || kinds!.contains(e.event.rawValue) { labels.append(e.label) }
    }
    var options = RunOptions()
    options.configuration = Configuration(iosVersion: ios)
    let runner = ScenarioRunner(options: options, sinks: [sink], output: { _ in })
    let outcome = runner.run(source: source, name: "=scenario")
    runner.finish()
    if case .failure(let message, _) = outcome { return (labels, message) }
    return (labels, nil)
}

/// Runs Lua source; the error message, or nil when it ran to its end.
func failure(_ source: String, device: Device = .iphone) -> String? {
    var options = RunOptions()
    options.configuration = Configuration(device: device)
    let runner = ScenarioRunner(options: options, sinks: [], output: { _ in })
    let outcome = runner.run(source: source, name: "=scenario")
    runner.finish()
    if case .failure(let message, _) = outcome { return message }
    return nil
}

/// A window showing a tab bar controller with two tabs.
let tabsOfTwo = """
local w = UIWindow()
local t = UITabBarController{ name = "T", viewControllers = { UIViewController("A"), UIViewController("B") } }
w.rootViewController = t; w:makeKeyAndVisible(); RunLoop.run()
"""

/// The appearance callbacks and didMove, the kinds the regression cases compare.
let appearanceKinds: Set<String> = ["viewWillAppear", "viewDidAppear", "viewWillDisappear", "viewDidDisappear", "didMove"]

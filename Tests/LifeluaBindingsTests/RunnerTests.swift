// The runner: one path loads and drains a scenario (`run`, `test`, `scenario`, the REPL), and
// what was traced before an error is written.

import Testing
@testable import LifeluaBindings
import LifecycleKit
import LifecycleTrace
import TestSupport
#if canImport(Glibc)
import Glibc
#endif

@Suite struct RunnerTests {
    func isWellFormedXML(_ svg: String) -> Bool {
        let path = FormatTestSupport.writeTemp(svg, suffix: ".svg")
        defer { unlink(path) }
        return FormatTestSupport.shell("python3 -c 'import xml.dom.minidom,sys; xml.dom.minidom.parse(sys.argv[1])' \(path)") == 0
    }

    @Test func theRunnerFinishesPictureSinksEvenAfterAnError() {
        var out = ""
        let sink = SVGTraceWriter(write: { out += $0 })
        let runner = ScenarioRunner(options: RunOptions(), sinks: [sink], output: { _ in })
        let outcome = runner.run(source: """
            local a = UIViewController("Before")
            local w = UIWindow(); w.rootViewController = a; w:makeKeyAndVisible()
            log("about to fail")
            error("boom")
            """, name: "=scenario")
        #expect(outcome != .success)
        #expect(out.isEmpty)
        runner.finish()
        #expect(out.contains("data-controller=\"Before\""))
        #expect(out.contains("about to fail"))
        #expect(isWellFormedXML(out))
    }

    /// Runs a scenario file through the runner; its trace labels.
    func runFile(_ source: String) -> [String] {
        let path = FormatTestSupport.writeTemp(source, suffix: ".lua")
        defer { unlink(path) }
        var labels: [String] = []
        let runner = ScenarioRunner(options: RunOptions(), sinks: [ClosureSink { labels.append($0.label) }], output: { _ in })
        let outcome = runner.run(file: path)
        runner.finish()
        #expect(outcome == .success)
        return labels
    }

    static let dismissedButHeld = """
        local w = UIWindow()
        local a = UIViewController("A")
        w.rootViewController = a
        w:makeKeyAndVisible()
        RunLoop.run()
        local b = UIViewController{ name = "B", modalPresentationStyle = "fullScreen" }
        a:present(b)
        RunLoop.run()
        a:dismiss(true)
        """

    /// semantics §8: a controller held by a local of the scenario file never deinits before the
    /// scenario ends, and the scenario ends after the final drain (docs/decisions.md, "Locals of
    /// the scenario file"). A `#!` first line must not change that (architecture review §1.5).
    @Test func aShebangLineKeepsTheFilesLocalsAliveThroughTheFinalDrain() {
        let plain = runFile(Self.dismissedButHeld)
        let shebang = runFile("#!/usr/bin/env lifelua\n" + Self.dismissedButHeld)
        #expect(plain.contains("B.viewDidDisappear"))
        #expect(!plain.contains("B.deinit"))
        #expect(shebang == plain)
    }

    /// luaL_loadfile skips a `#` first line but keeps the line count, so errors name the right line.
    @Test func aShebangLineKeepsLineNumbers() {
        let path = FormatTestSupport.writeTemp("#!/usr/bin/env lifelua\nlocal x = 1\nerror('here')\n", suffix: ".lua")
        defer { unlink(path) }
        let runner = ScenarioRunner(options: RunOptions(), sinks: [], output: { _ in })
        let outcome = runner.run(file: path)
        runner.finish()
        guard case .failure(let message, _) = outcome else { Issue.record("expected an error"); return }
        #expect(message == "\(path):3: here")
    }

    /// issue 12 item 10: the main chunk's `...` used to carry the internal drain function; it is
    /// empty now (as lua5.4 gives a script no arguments), and the drain still runs in the chunk.
    @Test func theMainChunksVarargIsEmpty() {
        let path = FormatTestSupport.writeTemp("assert(select('#', ...) == 0, 'vararg: ' .. tostring((...)))\nlocal x = 1\nerror('line ' .. x + 2)\n", suffix: ".lua")
        defer { unlink(path) }
        let runner = ScenarioRunner(options: RunOptions(), sinks: [], output: { _ in })
        let outcome = runner.run(file: path)
        runner.finish()
        guard case .failure(let message, _) = outcome else { Issue.record("expected an error"); return }
        #expect(message == "\(path):3: line 3")
        #expect(runFile(Self.dismissedButHeld).contains("B.viewDidDisappear"))
        #expect(!runFile(Self.dismissedButHeld).contains("B.deinit"))
    }
}

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
}

// Issue 29: pictures by hierarchy (mermaid arrows from the controller that acts, SVG rows under
// their holder), hints and the error in both, text columns by display width, the HTML report.

import Testing
@testable import LifecycleTrace
import LifecycleKit

/// A sheet presented by a child of a navigation controller, whose places come from a world:
/// Nav (root), Home (Nav's child), Sheet (presented by Nav), then an error.
private func sheetPicture(failure: String? = nil) -> Picture {
    func e(_ c: String, _ k: EventKind, parent: String?? = nil) -> TraceEvent {
        TraceEvent(controller: c, event: k, parent: parent)
    }
    let events = [e("Sheet", .viewDidLoad), e("Home", .willMove, parent: .some("Nav")), e("Nav", .viewWillAppear),
                  e("Home", .viewWillAppear), e("Sheet", .viewWillAppear), e("Sheet", .viewDidAppear)]
    let places: [Place?] = [Place(.presented, "Nav"), Place(.child, "Nav"), .root, Place(.child, "Nav"),
                            Place(.presented, "Nav"), Place(.presented, "Nav")]
    return Picture(events: events, places: places, hints: ["overlay-not-displayed: a hint [seed 004]"], failure: failure)
}

@Suite struct PictureHierarchyTests {
    @Test func participantsInHierarchyOrderNotFirstAppearance() {
        #expect(sheetPicture().hierarchy.map(\.name) == ["Nav", "Home", "Sheet"])
        #expect(sheetPicture().hierarchy.map(\.depth) == [0, 1, 1])
    }

    @Test func mermaidArrowsFromTheHolder() {
        let lines = MermaidTraceWriter.render(sheetPicture()).split(separator: "\n").map { String($0).trimmingWhitespace() }
        #expect(lines.filter { $0.hasPrefix("participant") } == ["participant P1 as Nav", "participant P2 as Home", "participant P3 as Sheet"])
        #expect(lines.contains("P1->>P3: viewWillAppear"))          // presenter → presented
        #expect(lines.contains("P1->>P2: willMove (parent: Nav)"))  // parent → child
        #expect(lines.contains("P1->>P1: viewWillAppear"))          // a root: a self-message
        #expect(lines.contains("P3->>P3: viewDidLoad"))             // not a callback of its place
    }

    @Test func mermaidEndsWithTheError() {
        let text = MermaidTraceWriter.render(sheetPicture(failure: "a.lua:3: boom\nstack"))
        #expect(text.hasSuffix("    Note over P1,P3: ✖ error: a.lua#58; 3#58; boom — stack\n") || text.hasSuffix("    Note over P1,P3: ✖ error: a.lua:3: boom — stack\n"))
    }

    @Test func svgRowsInHierarchyOrderWithHintsAndError() {
        let svg = SVGTraceWriter.render(sheetPicture(failure: "a.lua:3: boom"))
        let lanes = svg.split(separator: "\n").filter { $0.hasPrefix("<g class=\"lane\"") }
        #expect(lanes == ["<g class=\"lane\" data-controller=\"Nav\" data-depth=\"0\">",
                          "<g class=\"lane\" data-controller=\"Home\" data-depth=\"1\">",
                          "<g class=\"lane\" data-controller=\"Sheet\" data-depth=\"1\">"])
        #expect(svg.contains("<g class=\"hints\">") && svg.contains("overlay-not-displayed: a hint [seed 004]"))
        #expect(svg.contains("<g class=\"failure\">") && svg.contains("error: a.lua:3: boom"))
        #expect(svg.contains("<g class=\"failure-mark\">"))
    }

    @Test func svgKeepsLongNamesAndLabelsWhole() {
        let name = "AVeryLongControllerNameThatGoesOn"
        var e = TraceEvent(controller: name, event: .willMove, parent: .some("AnotherLongParentName"))
        e.seq = 1
        let svg = SVGTraceWriter.render([e])
        #expect(svg.contains("</title>\(name)</text>"))
        #expect(svg.contains(">willMove(AnotherLongParentName)</text>"))
    }
}

@Suite struct DisplayWidthTests {
    @Test func wideCharactersCountTwo() {
        #expect("Home".displayWidth == 4)
        #expect("設定画面".displayWidth == 8)
        #expect("e\u{301}".displayWidth == 1)
    }

    @Test func textColumnsAlignByDisplayWidth() {
        let ascii = TextTraceWriter.line(TraceEvent(controller: "Home", event: .viewDidLoad))
        let cjk = TextTraceWriter.line(TraceEvent(controller: "設定画面", event: .viewDidLoad))
        let long = TextTraceWriter.line(TraceEvent(controller: "SettingsViewControllerDetail", event: .viewDidLoad))
        #expect(cjk == "   0.000  設定画面       viewDidLoad")
        #expect(long == "   0.000  SettingsViewC… viewDidLoad")
        #expect(ascii.displayWidth == cjk.displayWidth && cjk.displayWidth == long.displayWidth)
        // the streaming writer agrees with line(_:)
        var out = ""
        let w = TextTraceWriter(write: { out += $0 })
        w.record(TraceEvent(controller: "設定画面", event: .viewDidLoad))
        w.record(TraceEvent(controller: "SettingsViewControllerDetail", event: .viewDidLoad))
        w.finish()
        #expect(out == cjk + "\n" + long + "\n")
    }
}

@Suite struct HTMLReportTests {
    @Test func failedFirstAndOpenPassedFolded() {
        let page = HTMLReport.page([
            .init(file: "a.lua", name: "a.lua: passes", passed: true, message: nil, picture: "<?xml version=\"1.0\"?>\n<svg></svg>\n"),
            .init(file: "b.lua", name: "b.lua: fails", passed: false,
                  message: "golden trace differs (- expected, + actual):\n  - A.viewDidLoad\n  + B.viewDidLoad\nhints:\n  some-hint: why [seed 1]",
                  picture: "<?xml version=\"1.0\"?>\n<svg></svg>\n"),
        ])
        #expect(!page.contains("<script") && !page.contains("<link") && !page.contains("http://") || page.contains("xmlns"))
        let b = page.firstRange(of: "data-file=\"b.lua\"")!.lowerBound, a = page.firstRange(of: "data-file=\"a.lua\"")!.lowerBound
        #expect(b < a)
        #expect(page.contains("<details class=\"scenario failed\" id=\"r2\" open>"))
        #expect(page.contains("<details class=\"scenario passed\" id=\"r1\">"))
        #expect(page.contains("<span class=\"del\">  - A.viewDidLoad</span>"))
        #expect(page.contains("<li>some-hint: why [seed 1]</li>"))
        #expect(page.contains("<div class=\"timeline\"><svg></svg>"))
        #expect(page.contains("1 passed, 1 failed"))
    }
}

// `lifelua run --format svg`: the trace as a self-contained SVG timeline (no fonts, scripts or
// links outside the file). One horizontal lane per controller, in order of first appearance, and
// a lane for log lines on top; the x axis is virtual time, laid out instant by instant: each
// instant gets a column as wide as its events need, and its events fan out inside it in `seq`
// order, so nothing that happens at the same time overlaps. Appearance is shaded per lane:
// appearing (viewWillAppear → viewDidAppear) light, visible (viewDidAppear → viewWillDisappear)
// solid, disappearing (viewWillDisappear → viewDidDisappear) light. Every marker's <title> holds
// the text trace line, so a browser shows it on hover.
//
// Buffers events and writes the picture in finish() (see FinishingTraceSink).

import LifecycleKit

public final class SVGTraceWriter: PictureTraceWriter {
    public init(write: @escaping (String) -> Void = StandardOutput.write) {
        super.init(write: write, render: SVGTraceWriter.render)
    }

    // MARK: layout constants

    static let margin = 16
    static let step = 24            // x distance between two events of one instant
    static let instantPadding = 14  // space before the first event of an instant
    static let minInstantWidth = 56 // room for the tick label
    static let instantGap = 8
    static let laneHeight = 92
    static let markerOffset = 76    // marker's y inside a lane
    static let logLaneHeight = 130
    static let labelChars = 18      // visible label, longer ones end in …
    static let logLabelChars = 26   // in the log lane, which is taller
    static let font = "DejaVu Sans, Verdana, Helvetica, Arial, sans-serif"

    static let colors = (
        load: "#546e7a", appear: "#2e7d32", disappear: "#e65100", move: "#6a1b9a",
        delegate: "#00838f", gone: "#212121", warning: "#d32f2f", log: "#1565c0",
        appearing: "#c8e6c9", visible: "#66bb6a", disappearing: "#ffe0b2"
    )

    // MARK: rendering

    public static func render(_ events: [TraceEvent]) -> String {
        // Lanes: controllers (and delegate targets) in order of first appearance.
        var lanes: [String] = []
        var laneIndex: [String: Int] = [:]
        func addLane(_ name: String?) {
            guard let name, laneIndex[name] == nil else { return }
            laneIndex[name] = lanes.count
            lanes.append(name)
        }
        for e in events where e.event != .log && !(e.event == .warning && e.controller == nil) {
            addLane(e.controller)
            addLane(e.target)
        }
        let hasLogLane = events.contains { $0.event == .log || ($0.event == .warning && $0.controller == nil) }

        // Instants: runs of events at one virtual time.
        var instants: [(time: Double, events: [TraceEvent])] = []
        for e in events {
            if let last = instants.last, last.time == e.time {
                instants[instants.count - 1].events.append(e)
            } else {
                instants.append((e.time, [e]))
            }
        }

        let longestName = lanes.map(\.count).max() ?? 3
        let labelWidth = max(96, min(220, longestName * 8 + 28))
        let plotLeft = margin + labelWidth
        var x = plotLeft + instantGap
        var columns: [(x: Int, width: Int, time: Double)] = []
        var eventX: [Int] = []   // by position in `events`
        for instant in instants {
            let width = max(minInstantWidth, instantPadding + instant.events.count * step)
            columns.append((x, width, instant.time))
            for k in 0..<instant.events.count { eventX.append(x + instantPadding + k * step) }
            x += width + instantGap
        }
        let plotRight = max(x, plotLeft + 200)
        let width = max(plotRight + 110, 960)

        let titleY = margin + 14
        let legendTop = titleY + 14
        let (legendLines, legendHeight) = legend(x: margin, y: legendTop, width: width - margin * 2)
        var y = legendTop + legendHeight + 8
        let logTop = hasLogLane ? y : -1
        if hasLogLane { y += logLaneHeight }
        let lanesTop = y
        y += lanes.count * laneHeight
        let axisY = y
        let height = axisY + 44

        var svg: [String] = []
        svg.append("<?xml version=\"1.0\" encoding=\"UTF-8\"?>")
        svg.append("<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"\(width)\" height=\"\(height)\" viewBox=\"0 0 \(width) \(height)\" font-family=\"\(font)\" font-size=\"11\">")
        svg.append("<title>lifelua trace</title>")
        svg.append("<rect x=\"0\" y=\"0\" width=\"\(width)\" height=\"\(height)\" fill=\"#ffffff\"/>")
        svg.append("<text x=\"\(margin)\" y=\"\(titleY)\" font-size=\"15\" font-weight=\"bold\" fill=\"#212121\">lifelua trace</text>")
        svg.append("<text x=\"\(margin + 120)\" y=\"\(titleY)\" font-size=\"11\" fill=\"#616161\">\(events.count) events, \(lanes.count) controllers, virtual time 0 – \(seconds(instants.last?.time ?? 0)) (hover a marker for its trace line)</text>")
        svg.append(contentsOf: legendLines)

        // Instant columns: alternate tint, separators, ticks.
        let plotTop = hasLogLane ? logTop : lanesTop
        for (i, c) in columns.enumerated() {
            if i % 2 == 1 {
                svg.append("<rect x=\"\(c.x - instantGap / 2)\" y=\"\(plotTop)\" width=\"\(c.width + instantGap)\" height=\"\(axisY - plotTop)\" fill=\"#f5f7fa\"/>")
            }
        }
        // Lanes: label, baseline.
        if hasLogLane {
            svg.append("<rect x=\"\(margin)\" y=\"\(logTop)\" width=\"\(labelWidth - 6)\" height=\"\(logLaneHeight - 4)\" fill=\"#e3f2fd\" rx=\"3\"/>")
            svg.append("<text x=\"\(margin + 8)\" y=\"\(logTop + logLaneHeight - 22)\" font-weight=\"bold\" fill=\"\(colors.log)\">log</text>")
            svg.append("<line x1=\"\(plotLeft)\" y1=\"\(logTop + logLaneHeight - 26)\" x2=\"\(plotRight)\" y2=\"\(logTop + logLaneHeight - 26)\" stroke=\"#bbdefb\" stroke-width=\"1\"/>")
        }
        for (i, name) in lanes.enumerated() {
            let top = lanesTop + i * laneHeight
            let my = top + markerOffset
            svg.append("<line x1=\"\(margin)\" y1=\"\(top)\" x2=\"\(plotRight)\" y2=\"\(top)\" stroke=\"#e0e0e0\" stroke-width=\"1\"/>")
            svg.append("<g class=\"lane\" data-controller=\"\(xml(name))\">")
            svg.append("<text x=\"\(margin + 4)\" y=\"\(my + 4)\" font-size=\"12\" font-weight=\"bold\" fill=\"#212121\"><title>\(xml(name))</title>\(xml(truncate(name, max(8, (labelWidth - 16) / 8))))</text>")
            svg.append("<line x1=\"\(plotLeft)\" y1=\"\(my)\" x2=\"\(plotRight)\" y2=\"\(my)\" stroke=\"#bdbdbd\" stroke-width=\"1\"/>")
            svg.append("</g>")
        }

        // Appearance spans, per lane.
        var open: [Int: (kind: String, x: Int)] = [:]
        var spans: [(lane: Int, kind: String, x1: Int, x2: Int)] = []
        for (i, e) in events.enumerated() {
            guard let name = e.controller, let lane = laneIndex[name] else { continue }
            let ex = eventX[i]
            func start(_ kind: String) {
                if let o = open[lane] { spans.append((lane, o.kind, o.x, ex)) }
                open[lane] = kind.isEmpty ? nil : (kind, ex)
            }
            // Spans follow changes of state only: a repeated callback (a direct call, UIKit's
            // misuse, which does not change the state) leaves them alone.
            let state = open[lane]?.kind ?? ""
            switch e.event {
            case .viewWillAppear where state != "appearing" && state != "visible": start("appearing")
            case .viewDidAppear where state != "visible": start("visible")
            case .viewWillDisappear where state != "disappearing" && state != "": start("disappearing")
            case .viewDidDisappear where state != "": start("")
            case .deinit where state != "": start("")
            default: break
            }
        }
        for (lane, o) in open.sorted(by: { $0.key < $1.key }) { spans.append((lane, o.kind, o.x, plotRight)) }
        for s in spans {
            let my = lanesTop + s.lane * laneHeight + markerOffset
            let fill = s.kind == "visible" ? colors.visible : (s.kind == "appearing" ? colors.appearing : colors.disappearing)
            let h = s.kind == "visible" ? 14 : 18
            svg.append("<rect class=\"span-\(s.kind)\" x=\"\(s.x1)\" y=\"\(my - h / 2)\" width=\"\(max(2, s.x2 - s.x1))\" height=\"\(h)\" fill=\"\(fill)\" rx=\"3\"><title>\(s.kind)</title></rect>")
        }

        // Delegate connectors (container → target), under the markers.
        for (i, e) in events.enumerated() {
            guard let c = e.controller, let t = e.target, let from = laneIndex[c], let to = laneIndex[t], from != to else { continue }
            let ex = eventX[i]
            let y1 = lanesTop + from * laneHeight + markerOffset
            let y2 = lanesTop + to * laneHeight + markerOffset
            svg.append("<line x1=\"\(ex)\" y1=\"\(y1)\" x2=\"\(ex)\" y2=\"\(y2)\" stroke=\"\(colors.delegate)\" stroke-width=\"1.2\" stroke-dasharray=\"3,3\"/>")
            svg.append("<circle cx=\"\(ex)\" cy=\"\(y2)\" r=\"3\" fill=\"\(colors.delegate)\"/>")
        }

        // Markers and labels.
        for (i, e) in events.enumerated() {
            let ex = eventX[i]
            let my: Int
            if let name = e.controller, let lane = laneIndex[name], e.event != .log {
                my = lanesTop + lane * laneHeight + markerOffset
            } else {
                my = logTop + logLaneHeight - 26
            }
            let line = String(TextTraceWriter.line(e).drop(while: { $0 == " " }))
            let color = color(of: e.event)
            let label = shortLabel(e)
            var g = "<g class=\"event ev-\(e.event.rawValue)\"><title>\(xml("#\(e.seq)  " + line))</title>"
            g += marker(e.event, x: ex, y: my, color: color)
            let chars = e.controller == nil ? logLabelChars : labelChars
            g += "<text x=\"\(ex + 4)\" y=\"\(my - 9)\" transform=\"rotate(-45 \(ex + 4) \(my - 9))\" font-size=\"10\" fill=\"\(e.event == .warning ? colors.warning : "#37474f")\"\(e.event == .warning ? " font-weight=\"bold\"" : "")>\(xml(truncate(label, chars)))</text>"
            g += "</g>"
            svg.append(g)
        }

        // Time axis.
        svg.append("<line x1=\"\(plotLeft)\" y1=\"\(axisY + 4)\" x2=\"\(plotRight)\" y2=\"\(axisY + 4)\" stroke=\"#424242\" stroke-width=\"1.2\"/>")
        svg.append("<text x=\"\(margin + 4)\" y=\"\(axisY + 22)\" fill=\"#424242\">virtual time</text>")
        for (i, c) in columns.enumerated() {
            svg.append("<line x1=\"\(c.x)\" y1=\"\(plotTop)\" x2=\"\(c.x)\" y2=\"\(axisY + 10)\" stroke=\"#9e9e9e\" stroke-width=\"0.8\" stroke-dasharray=\"2,3\"/>")
            svg.append("<text x=\"\(c.x + 2)\" y=\"\(axisY + 22)\" font-size=\"11\" fill=\"#212121\">\(seconds(c.time))</text>")
            if i > 0 {
                // A break mark: the axis is not to scale between instants.
                let bx = c.x - instantGap / 2
                svg.append("<path d=\"M\(bx - 3),\(axisY + 8) L\(bx + 1),\(axisY) M\(bx + 1),\(axisY + 8) L\(bx + 5),\(axisY)\" stroke=\"#424242\" stroke-width=\"1\"/>")
            }
        }
        if events.isEmpty {
            svg.append("<text x=\"\(plotLeft + 10)\" y=\"\(axisY - 8)\" fill=\"#757575\">(no events)</text>")
        }
        svg.append("</svg>")
        return svg.joined(separator: "\n") + "\n"
    }

    /// The legend, flowed into rows that fit `width`; its lines and height.
    static func legend(x: Int, y: Int, width: Int) -> (lines: [String], height: Int) {
        enum Item { case marker(EventKind, String), span(String, String, String), axisBreak(String) }
        let items: [Item] = [
            .marker(.viewDidLoad, "viewDidLoad"), .marker(.viewWillAppear, "willAppear"),
            .marker(.viewIsAppearing, "isAppearing"), .marker(.viewDidAppear, "didAppear"),
            .marker(.viewWillDisappear, "willDisappear"), .marker(.viewDidDisappear, "didDisappear"),
            .marker(.willMove, "willMove"), .marker(.didMove, "didMove"), .marker(.willShow, "delegate call"),
            .marker(.deinit, "deinit"), .marker(.warning, "warning"), .marker(.log, "log"),
            .span("appearing", colors.appearing, "appearing (willAppear → didAppear)"),
            .span("visible", colors.visible, "visible (didAppear → willDisappear)"),
            .span("disappearing", colors.disappearing, "disappearing (willDisappear → didDisappear)"),
            .axisBreak("axis break: time not to scale"),
        ]
        let rowHeight = 20
        var body: [String] = []
        var cx = x + 12
        var row = 0
        for item in items {
            let text: String
            let lead: Int
            switch item {
            case .marker(_, let t): text = t; lead = 16
            case .span(_, _, let t): text = t; lead = 34
            case .axisBreak(let t): text = t; lead = 20
            }
            let itemWidth = lead + Int(Double(text.count) * 6.3) + 14
            if cx + itemWidth > x + width - 8 && cx > x + 12 { row += 1; cx = x + 12 }
            let baseline = y + 18 + row * rowHeight
            switch item {
            case .marker(let kind, _):
                body.append(marker(kind, x: cx + 5, y: baseline - 4, color: color(of: kind)))
            case .span(let kind, let fill, _):
                let h = kind == "visible" ? 10 : 12
                body.append("<rect x=\"\(cx)\" y=\"\(baseline - 4 - h / 2)\" width=\"26\" height=\"\(h)\" fill=\"\(fill)\" rx=\"2\"/>")
            case .axisBreak:
                body.append("<line x1=\"\(cx)\" y1=\"\(baseline)\" x2=\"\(cx + 14)\" y2=\"\(baseline)\" stroke=\"#424242\" stroke-width=\"1\"/>")
                body.append("<path d=\"M\(cx + 2),\(baseline + 4) L\(cx + 6),\(baseline - 4) M\(cx + 7),\(baseline + 4) L\(cx + 11),\(baseline - 4)\" stroke=\"#424242\" stroke-width=\"1\"/>")
            }
            body.append("<text x=\"\(cx + lead)\" y=\"\(baseline)\" fill=\"#424242\">\(xml(text))</text>")
            cx += itemWidth
        }
        let height = 12 + (row + 1) * rowHeight
        return (["<g class=\"legend\">",
                 "<rect x=\"\(x)\" y=\"\(y)\" width=\"\(width)\" height=\"\(height)\" fill=\"#fafafa\" stroke=\"#e0e0e0\" rx=\"4\"/>"]
                + body + ["</g>"], height)
    }

    static func color(of kind: EventKind) -> String {
        switch kind {
        case .viewDidLoad: return colors.load
        case .viewWillAppear, .viewIsAppearing, .viewDidAppear: return colors.appear
        case .viewWillDisappear, .viewDidDisappear: return colors.disappear
        case .willMove, .didMove: return colors.move
        case .deinit: return colors.gone
        case .warning: return colors.warning
        case .log: return colors.log
        case .presentationControllerShouldDismiss, .presentationControllerWillDismiss,
             .presentationControllerDidDismiss, .presentationControllerDidAttemptToDismiss,
             .willShow, .didShow, .shouldSelect, .didSelect:
            return colors.delegate
        }
    }

    /// will… hollow, did… filled; circles for appearance, diamonds for containment, squares for
    /// delegates, a cross for deinit, a triangle for warnings.
    static func marker(_ kind: EventKind, x: Int, y: Int, color: String) -> String {
        switch kind {
        case .viewWillAppear, .viewWillDisappear:
            return "<circle cx=\"\(x)\" cy=\"\(y)\" r=\"5\" fill=\"#ffffff\" stroke=\"\(color)\" stroke-width=\"2.2\"/>"
        case .viewIsAppearing:
            return "<circle cx=\"\(x)\" cy=\"\(y)\" r=\"3\" fill=\"\(color)\" stroke=\"#ffffff\" stroke-width=\"1\"/>"
        case .viewDidAppear, .viewDidDisappear, .viewDidLoad:
            return "<circle cx=\"\(x)\" cy=\"\(y)\" r=\"5.5\" fill=\"\(color)\" stroke=\"#ffffff\" stroke-width=\"1.5\"/>"
        case .willMove:
            return "<path d=\"M\(x),\(y - 6) L\(x + 6),\(y) L\(x),\(y + 6) L\(x - 6),\(y) Z\" fill=\"#ffffff\" stroke=\"\(color)\" stroke-width=\"2\"/>"
        case .didMove:
            return "<path d=\"M\(x),\(y - 6) L\(x + 6),\(y) L\(x),\(y + 6) L\(x - 6),\(y) Z\" fill=\"\(color)\" stroke=\"#ffffff\" stroke-width=\"1.2\"/>"
        case .deinit:
            return "<path d=\"M\(x - 5),\(y - 5) L\(x + 5),\(y + 5) M\(x + 5),\(y - 5) L\(x - 5),\(y + 5)\" stroke=\"\(color)\" stroke-width=\"2.5\"/>"
        case .warning:
            return "<path d=\"M\(x),\(y - 7) L\(x + 7),\(y + 5) L\(x - 7),\(y + 5) Z\" fill=\"\(color)\" stroke=\"#ffffff\" stroke-width=\"1\"/><text x=\"\(x)\" y=\"\(y + 4)\" text-anchor=\"middle\" font-size=\"9\" font-weight=\"bold\" fill=\"#ffffff\">!</text>"
        case .log:
            return "<rect x=\"\(x - 4)\" y=\"\(y - 4)\" width=\"8\" height=\"8\" fill=\"\(color)\" rx=\"1\"/>"
        default:
            return "<rect x=\"\(x - 5)\" y=\"\(y - 5)\" width=\"10\" height=\"10\" fill=\"\(color)\" stroke=\"#ffffff\" stroke-width=\"1.2\"/>"
        }
    }

    /// "willAppear", "didMove(Nav)", "willShow→Home", "⚠ message", the log text.
    static func shortLabel(_ e: TraceEvent) -> String {
        switch e.event {
        case .log: return e.message ?? ""
        case .warning:
            // UIKit's messages start with a category: "[ViewController] Calling -viewWillAppear: …"
            var m = Substring(e.message ?? "")
            if m.hasPrefix("["), let close = m.firstIndex(of: "]") { m = m[m.index(after: close)...].drop(while: { $0 == " " }) }
            return "⚠ " + m
        case .willMove, .didMove:
            return "\(e.event.rawValue)(\((e.parent ?? nil) ?? "nil"))"
        case .presentationControllerShouldDismiss: return "shouldDismiss"
        case .presentationControllerWillDismiss: return "willDismiss"
        case .presentationControllerDidDismiss: return "didDismiss"
        case .presentationControllerDidAttemptToDismiss: return "didAttemptToDismiss"
        default:
            var name = e.event.rawValue
            if name.hasPrefix("view") && name != "view" {
                name = String(name.dropFirst(4))
                name = name.prefix(1).lowercased() + name.dropFirst()
            }
            if let t = e.target { name += "→" + t }
            return name
        }
    }

    /// "0 s", "0.2 s", "0.216 s".
    static func seconds(_ t: Double) -> String {
        var s = formatTime(t)
        while s.hasSuffix("0") { s.removeLast() }
        if s.hasSuffix(".") { s.removeLast() }
        return s + " s"
    }

    static func truncate(_ s: String, _ n: Int) -> String {
        s.count <= n ? s : String(s.prefix(n - 1)) + "…"
    }

    /// XML text and attribute escaping; control characters other than tab/newline dropped (XML 1.0
    /// forbids them).
    static func xml(_ s: String) -> String {
        var out = ""
        for u in s.unicodeScalars {
            switch u {
            case "&": out += "&amp;"
            case "<": out += "&lt;"
            case ">": out += "&gt;"
            case "\"": out += "&quot;"
            case "'": out += "&apos;"
            case "\n", "\t": out += " "
            default:
                if u.value < 0x20 || u.value == 0xFFFE || u.value == 0xFFFF { continue }
                out.unicodeScalars.append(u)
            }
        }
        return out
    }
}

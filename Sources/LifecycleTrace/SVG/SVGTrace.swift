// `lifelua run --format svg`: the trace as a self-contained SVG timeline (no fonts, scripts or
// links outside the file). One horizontal lane per controller, in hierarchy order (a child under
// its parent, indented; a pushed controller under its navigation controller; a presented one under
// its presenter: PictureTrace.swift), and a lane for log lines on top; the x axis is virtual time, laid out instant by instant
// (SVGLayout.swift), so nothing that happens at the same time overlaps. Appearance is shaded per
// lane: appearing (viewWillAppear → viewDidAppear) light, visible (viewDidAppear →
// viewWillDisappear) solid, disappearing (viewWillDisappear → viewDidDisappear) light. Every
// marker's <title> holds the text trace line, so a browser shows it on hover. Under the axis, the
// run's hints in a band, and the error that ended a run, which is also marked at its time.
//
// Drawn in layers, back to front, one function each. Buffers events and writes the picture when
// the run ends (PictureTrace.swift).

import LifecycleKit

public final class SVGTraceWriter: PictureTraceWriter {
    public init(write: @escaping (String) -> Void = StandardOutput.write) {
        super.init(write: write, render: SVGTraceWriter.render, timeIsAxis: true)
    }

    static let font = "DejaVu Sans, Verdana, Helvetica, Arial, sans-serif"

    /// The picture of a list of events, places from the trace alone.
    public static func render(_ events: [TraceEvent]) -> String { render(Picture(events: events)) }

    public static func render(_ picture: Picture) -> String {
        let events = picture.events
        let layout = SVGLayout(picture)
        var svg = header(events, layout)
        svg += instantTints(layout)
        svg += laneLabels(layout)
        svg += appearanceSpans(events, layout)
        svg += delegateConnectors(events, layout)
        svg += markers(events, layout)
        svg += timeAxis(layout, empty: events.isEmpty)
        svg += failureMark(layout, failed: picture.failure != nil)
        svg += footer(layout)
        svg.append("</svg>")
        return svg.joined(separator: "\n") + "\n"
    }

    // MARK: layers

    static func header(_ events: [TraceEvent], _ l: SVGLayout) -> [String] {
        let m = SVGLayout.margin
        return [
            "<?xml version=\"1.0\" encoding=\"UTF-8\"?>",
            "<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"\(l.width)\" height=\"\(l.height)\" viewBox=\"0 0 \(l.width) \(l.height)\" font-family=\"\(font)\" font-size=\"11\">",
            "<title>lifelua trace</title>",
            "<rect x=\"0\" y=\"0\" width=\"\(l.width)\" height=\"\(l.height)\" fill=\"#ffffff\"/>",
            "<text x=\"\(m)\" y=\"\(l.titleY)\" font-size=\"15\" font-weight=\"bold\" fill=\"#212121\">lifelua trace</text>",
            "<text x=\"\(m + 120)\" y=\"\(l.titleY)\" font-size=\"11\" fill=\"#616161\">\(events.count) events, \(l.lanes.count) controllers, virtual time 0 – \(seconds(l.lastTime)) (hover a marker for its trace line)</text>",
        ] + l.legend.lines
    }

    /// Every other instant's column tinted, so instants read apart.
    static func instantTints(_ l: SVGLayout) -> [String] {
        let gap = SVGLayout.instantGap
        return l.columns.enumerated().filter { $0.offset % 2 == 1 }.map { _, c in
            "<rect x=\"\(c.x - gap / 2)\" y=\"\(l.plotTop)\" width=\"\(c.width + gap)\" height=\"\(l.axisY - l.plotTop)\" fill=\"#f5f7fa\"/>"
        }
    }

    /// Each lane's label and baseline (the log lane first).
    static func laneLabels(_ l: SVGLayout) -> [String] {
        let m = SVGLayout.margin
        var svg: [String] = []
        if l.hasLogLane {
            let h = l.logLaneHeight
            svg.append("<rect x=\"\(m)\" y=\"\(l.logTop)\" width=\"\(l.labelWidth - 6)\" height=\"\(h - 4)\" fill=\"#e3f2fd\" rx=\"3\"/>")
            svg.append("<text x=\"\(m + 8)\" y=\"\(l.logTop + h - 22)\" font-weight=\"bold\" fill=\"\(colors.log)\">log</text>")
            svg.append("<line x1=\"\(l.plotLeft)\" y1=\"\(l.logBaselineY)\" x2=\"\(l.plotRight)\" y2=\"\(l.logBaselineY)\" stroke=\"#bbdefb\" stroke-width=\"1\"/>")
        }
        for (i, name) in l.lanes.enumerated() {
            let top = l.laneTops[i]
            let my = l.markerY(lane: i)
            let indent = l.depths[i] * SVGLayout.indent
            svg.append("<line x1=\"\(m)\" y1=\"\(top)\" x2=\"\(l.plotRight)\" y2=\"\(top)\" stroke=\"#e0e0e0\" stroke-width=\"1\"/>")
            svg.append("<g class=\"lane\" data-controller=\"\(xml(name))\" data-depth=\"\(l.depths[i])\">")
            if indent > 0 {   // an elbow from the holder's label
                svg.append("<path d=\"M\(m + indent - 8),\(my - 12) L\(m + indent - 8),\(my) L\(m + indent - 2),\(my)\" stroke=\"#9e9e9e\" stroke-width=\"1\" fill=\"none\"/>")
            }
            svg.append("<text x=\"\(m + 4 + indent)\" y=\"\(my + 4)\" font-size=\"12\" font-weight=\"bold\" fill=\"#212121\"><title>\(xml(name))</title>\(xml(name))</text>")
            svg.append("<line x1=\"\(l.plotLeft)\" y1=\"\(my)\" x2=\"\(l.plotRight)\" y2=\"\(my)\" stroke=\"#bdbdbd\" stroke-width=\"1\"/>")
            svg.append("</g>")
        }
        return svg
    }

    /// The shading of a lane while its controller appears, is visible, or disappears.
    enum Span: String {
        case appearing, visible, disappearing
        var fill: String {
            switch self {
            case .appearing: return colors.appearing
            case .visible: return colors.visible
            case .disappearing: return colors.disappearing
            }
        }
        var height: Int { self == .visible ? 14 : 18 }
    }

    /// Spans follow changes of appearance state only: a repeated callback (a direct call, UIKit's
    /// misuse, which does not change the state) leaves them alone. `nil` ends the span.
    static func nextSpan(after state: Span?, on event: EventKind) -> Span?? {
        switch event {
        case .viewWillAppear where state != .appearing && state != .visible: return .some(.appearing)
        case .viewDidAppear where state != .visible: return .some(.visible)
        case .viewWillDisappear where state != .disappearing && state != nil: return .some(.disappearing)
        case .viewDidDisappear where state != nil, .deinit where state != nil: return .some(nil)
        default: return nil
        }
    }

    static func appearanceSpans(_ events: [TraceEvent], _ l: SVGLayout) -> [String] {
        var open: [Int: (span: Span, x: Int)] = [:]
        var spans: [(lane: Int, span: Span, x1: Int, x2: Int)] = []
        for (i, e) in events.enumerated() {
            guard let name = e.controller, let lane = l.laneIndex[name],
                  let next = nextSpan(after: open[lane]?.span, on: e.event) else { continue }
            let ex = l.eventX[i]
            if let o = open[lane] { spans.append((lane, o.span, o.x, ex)) }
            open[lane] = next.map { ($0, ex) }
        }
        for (lane, o) in open.sorted(by: { $0.key < $1.key }) { spans.append((lane, o.span, o.x, l.plotRight)) }
        return spans.map { s in
            let my = l.markerY(lane: s.lane)
            let h = s.span.height
            return "<rect class=\"span-\(s.span.rawValue)\" x=\"\(s.x1)\" y=\"\(my - h / 2)\" width=\"\(max(2, s.x2 - s.x1))\" height=\"\(h)\" fill=\"\(s.span.fill)\" rx=\"3\"><title>\(s.span.rawValue)</title></rect>"
        }
    }

    /// A dashed line from a container to the controller a delegate call names, under the markers.
    static func delegateConnectors(_ events: [TraceEvent], _ l: SVGLayout) -> [String] {
        var svg: [String] = []
        for (i, e) in events.enumerated() {
            guard let c = e.controller, let t = e.target, let from = l.laneIndex[c], let to = l.laneIndex[t], from != to else { continue }
            let ex = l.eventX[i]
            let y1 = l.markerY(lane: from)
            let y2 = l.markerY(lane: to)
            svg.append("<line x1=\"\(ex)\" y1=\"\(y1)\" x2=\"\(ex)\" y2=\"\(y2)\" stroke=\"\(colors.delegate)\" stroke-width=\"1.2\" stroke-dasharray=\"3,3\"/>")
            svg.append("<circle cx=\"\(ex)\" cy=\"\(y2)\" r=\"3\" fill=\"\(colors.delegate)\"/>")
        }
        return svg
    }

    /// Each event's marker and slanted label, with its text trace line as the hover title.
    static func markers(_ events: [TraceEvent], _ l: SVGLayout) -> [String] {
        events.enumerated().map { i, e in
            let ex = l.eventX[i]
            let my: Int
            if let name = e.controller, let lane = l.laneIndex[name], e.event != .log {
                my = l.markerY(lane: lane)
            } else {
                my = l.logBaselineY
            }
            let line = String(TextTraceWriter.line(e).drop(while: { $0 == " " }))
            let isWarning = e.event == .warning
            let chars = e.controller == nil ? SVGLayout.logLabelChars : SVGLayout.labelChars
            var g = "<g class=\"event ev-\(e.event.rawValue)\"><title>\(xml("#\(e.seq)  " + line))</title>"
            g += marker(e.event, x: ex, y: my, color: color(of: e.event))
            g += "<text x=\"\(ex + 4)\" y=\"\(my - 9)\" transform=\"rotate(-45 \(ex + 4) \(my - 9))\" font-size=\"10\" fill=\"\(isWarning ? colors.warning : "#37474f")\"\(isWarning ? " font-weight=\"bold\"" : "")>\(xml(shortLabel(e).fittingDisplay(chars)))</text>"
            return g + "</g>"
        }
    }

    /// The axis, a tick per instant, and a break mark between instants (not to scale).
    static func timeAxis(_ l: SVGLayout, empty: Bool) -> [String] {
        let m = SVGLayout.margin, axisY = l.axisY
        var svg = [
            "<line x1=\"\(l.plotLeft)\" y1=\"\(axisY + 4)\" x2=\"\(l.plotRight)\" y2=\"\(axisY + 4)\" stroke=\"#424242\" stroke-width=\"1.2\"/>",
            "<text x=\"\(m + 4)\" y=\"\(axisY + 22)\" fill=\"#424242\">virtual time</text>",
        ]
        for (i, c) in l.columns.enumerated() {
            svg.append("<line x1=\"\(c.x)\" y1=\"\(l.plotTop)\" x2=\"\(c.x)\" y2=\"\(axisY + 10)\" stroke=\"#9e9e9e\" stroke-width=\"0.8\" stroke-dasharray=\"2,3\"/>")
            svg.append("<text x=\"\(c.x + 2)\" y=\"\(axisY + 22)\" font-size=\"11\" fill=\"#212121\">\(seconds(c.time))</text>")
            if i > 0 {
                let bx = c.x - SVGLayout.instantGap / 2
                svg.append("<path d=\"M\(bx - 3),\(axisY + 8) L\(bx + 1),\(axisY) M\(bx + 1),\(axisY + 8) L\(bx + 5),\(axisY)\" stroke=\"#424242\" stroke-width=\"1\"/>")
            }
        }
        if empty {
            svg.append("<text x=\"\(l.plotLeft + 10)\" y=\"\(axisY - 8)\" fill=\"#757575\">(no events)</text>")
        }
        return svg
    }

    /// A red line at the time the run failed (the last instant), labelled.
    static func failureMark(_ l: SVGLayout, failed: Bool) -> [String] {
        guard failed else { return [] }
        let x = l.plotRight - 4
        return ["<g class=\"failure-mark\"><title>the run failed here: see the error below</title>",
                "<line x1=\"\(x)\" y1=\"\(l.plotTop)\" x2=\"\(x)\" y2=\"\(l.axisY + 10)\" stroke=\"\(colors.warning)\" stroke-width=\"2.5\"/>",
                "<text x=\"\(x + 4)\" y=\"\(l.plotTop + 12)\" font-size=\"11\" font-weight=\"bold\" fill=\"\(colors.warning)\">✖ error at \(seconds(l.lastTime))</text>",
                "</g>"]
    }

    /// The hints in a band, then the error, each line wrapped to the picture.
    static func footer(_ l: SVGLayout) -> [String] {
        let m = SVGLayout.margin, lh = SVGLayout.footerLineHeight
        var svg: [String] = []
        var y = l.footerTop
        func band(_ cls: String, _ title: String, _ lines: [String], fill: String, ink: String) {
            guard !lines.isEmpty else { return }
            let h = 22 + lines.count * lh
            svg.append("<g class=\"\(cls)\"><rect x=\"\(m)\" y=\"\(y)\" width=\"\(l.width - 2 * m)\" height=\"\(h)\" fill=\"\(fill)\" rx=\"4\"/>")
            svg.append("<text x=\"\(m + 8)\" y=\"\(y + 16)\" font-weight=\"bold\" fill=\"\(ink)\">\(title)</text>")
            for (k, line) in lines.enumerated() {
                svg.append("<text x=\"\(m + 8)\" y=\"\(y + 16 + (k + 1) * lh)\" fill=\"#212121\" xml:space=\"preserve\">\(xml(line))</text>")
            }
            svg.append("</g>")
            y += h + 4
        }
        band("hints", "hints", l.hintLines, fill: "#fff8e1", ink: "#e65100")
        band("failure", "the run failed", l.failureLines, fill: "#ffebee", ink: colors.warning)
        return svg
    }

    // MARK: text

    /// "0 s", "0.2 s", "0.216 s".
    static func seconds(_ t: Double) -> String {
        var s = formatTime(t)
        while s.hasSuffix("0") { s.removeLast() }
        if s.hasSuffix(".") { s.removeLast() }
        return s + " s"
    }

    static func xml(_ s: String) -> String { Escaping.xml(s, .picture) }
}

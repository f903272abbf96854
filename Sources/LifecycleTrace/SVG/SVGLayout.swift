// Where everything goes in the SVG timeline: lanes (one per controller, in hierarchy order —
// PictureTrace.swift — each indented by its depth, and a log lane on top when there are log
// lines), each as tall as its longest slanted label needs; instants (runs of events at one
// virtual time), each instant a column as wide as its events need, and each event's x; then the
// hints and the error under the axis.

import LifecycleKit

struct SVGLayout {
    // MARK: constants
    static let margin = 16
    static let step = 24            // x distance between two events of one instant
    static let instantPadding = 14  // space before the first event of an instant
    static let minInstantWidth = 56 // room for the tick label
    static let instantGap = 8
    static let laneHeight = 92      // the least: a lane grows with its longest label
    static let markerOffset = 76    // marker's y inside the least lane
    static let logLaneHeight = 130
    static let labelChars = 48      // visible label (display columns); longer ones end in …, the
    static let logLabelChars = 48   // whole text in the hover title
    static let indent = 14          // a lane label's indent per level of the hierarchy
    static let charWidth = 7        // a bold 12 px DejaVu Sans character, for the label column
    static let footerLineHeight = 15
    static let footerChars = 150    // a footer line wraps past this many columns

    struct Column { let x: Int; let width: Int; let time: Double }

    let lanes: [String]
    /// By lane: its depth in the hierarchy.
    let depths: [Int]
    /// By lane: its top and its marker's y.
    let laneTops: [Int]
    let markerYs: [Int]
    let laneIndex: [String: Int]
    let hasLogLane: Bool
    let lastTime: Double
    let columns: [Column]
    /// By position in the events.
    let eventX: [Int]
    let labelWidth: Int
    let plotLeft: Int
    let plotRight: Int
    let width: Int
    let titleY: Int
    let legendTop: Int
    let legend: (lines: [String], height: Int)
    /// -1 when there is no log lane.
    let logTop: Int
    let lanesTop: Int
    let logLaneHeight: Int
    let axisY: Int
    /// The hints' and the error's lines, wrapped, and where they start.
    let hintLines: [String]
    let failureLines: [String]
    let footerTop: Int
    let height: Int

    init(_ picture: Picture) {
        let m = Self.self
        let events = picture.events
        let hierarchy = picture.hierarchy
        lanes = hierarchy.map(\.name)
        depths = hierarchy.map(\.depth)
        var index: [String: Int] = [:]
        for (i, name) in lanes.enumerated() { index[name] = i }
        laneIndex = index
        hasLogLane = events.contains(where: Participants.isUnowned)
        // Each lane as tall as its longest label needs, slanted at 45°.
        var longest = Array(repeating: 0, count: lanes.count)
        var longestLog = 0
        for e in events {
            let w = min(SVGTraceWriter.shortLabel(e).displayWidth, m.labelChars)
            if let name = e.controller, let lane = index[name], e.event != .log { longest[lane] = max(longest[lane], w) } else { longestLog = max(longestLog, w) }
        }
        func rise(_ columns: Int) -> Int { Int(Double(columns * 6) * 0.72) + 22 }

        let instants = Self.instants(events)
        lastTime = instants.last?.time ?? 0
        var longestName = 24
        for (name, depth) in zip(lanes, depths) {
            let w: Int = name.displayWidth * m.charWidth + depth * m.indent
            longestName = max(longestName, w)
        }
        labelWidth = max(96, longestName + 28)
        plotLeft = m.margin + labelWidth
        var x = plotLeft + m.instantGap
        var columns: [Column] = []
        var eventX: [Int] = []
        for instant in instants {
            let width = max(m.minInstantWidth, m.instantPadding + instant.count * m.step)
            columns.append(Column(x: x, width: width, time: instant.time))
            for k in 0..<instant.count { eventX.append(x + m.instantPadding + k * m.step) }
            x += width + m.instantGap
        }
        self.columns = columns
        self.eventX = eventX
        plotRight = max(x, plotLeft + 200)
        width = max(plotRight + 110, 960)

        titleY = m.margin + 14
        legendTop = titleY + 14
        legend = SVGTraceWriter.legend(x: m.margin, y: legendTop, width: width - m.margin * 2)
        var y = legendTop + legend.height + 8
        logTop = hasLogLane ? y : -1
        logLaneHeight = max(m.logLaneHeight, rise(longestLog) + 26)
        if hasLogLane { y += logLaneHeight }
        lanesTop = y
        var tops: [Int] = [], marks: [Int] = []
        for lane in lanes.indices {
            let offset = max(m.markerOffset, rise(longest[lane]))
            tops.append(y)
            marks.append(y + offset)
            y += offset + (m.laneHeight - m.markerOffset)
        }
        laneTops = tops
        markerYs = marks
        axisY = y
        hintLines = picture.hints.flatMap { Self.wrap($0, m.footerChars) }
        failureLines = picture.failure.map { Self.wrap("error: " + $0, m.footerChars) } ?? []
        footerTop = axisY + 44
        let footer = (hintLines.isEmpty ? 0 : 26 + hintLines.count * m.footerLineHeight)
            + (failureLines.isEmpty ? 0 : 26 + failureLines.count * m.footerLineHeight)
        height = footerTop + footer + (footer > 0 ? 12 : 0)
    }

    /// Lines of at most `columns` display columns, broken at spaces where one is near, and at
    /// the text's own line breaks.
    static func wrap(_ text: String, _ columns: Int) -> [String] {
        var out: [String] = []
        for para in text.split(separator: "\n", omittingEmptySubsequences: false) {
            var line = ""
            for word in para.split(separator: " ", omittingEmptySubsequences: false) {
                let candidate = line.isEmpty ? String(word) : line + " " + word
                if candidate.displayWidth <= columns || line.isEmpty {
                    line = candidate
                } else {
                    out.append(line)
                    line = "    " + word
                }
                while line.displayWidth > columns {   // a word longer than a line
                    let head = String(line.prefix(columns))
                    out.append(head)
                    line = "    " + line.dropFirst(columns)
                }
            }
            out.append(line)
        }
        return out
    }

    /// Runs of events at one virtual time: each run's time and length.
    static func instants(_ events: [TraceEvent]) -> [(time: Double, count: Int)] {
        var instants: [(time: Double, count: Int)] = []
        for e in events {
            if let last = instants.last, last.time == e.time {
                instants[instants.count - 1].count += 1
            } else {
                instants.append((e.time, 1))
            }
        }
        return instants
    }

    /// The top of the plot: the log lane, or the first controller lane.
    var plotTop: Int { hasLogLane ? logTop : lanesTop }

    /// The y of a lane's markers and baseline.
    func markerY(lane: Int) -> Int { markerYs[lane] }

    /// The y of the log lane's markers and baseline.
    var logBaselineY: Int { logTop + logLaneHeight - 26 }
}

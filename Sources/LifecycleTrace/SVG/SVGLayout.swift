// Where everything goes in the SVG timeline: lanes (one per controller, in order of first
// appearance, and a log lane on top when there are log lines), instants (runs of events at one
// virtual time), each instant a column as wide as its events need, and each event's x.

import LifecycleKit

struct SVGLayout {
    // MARK: constants
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

    struct Column { let x: Int; let width: Int; let time: Double }

    let lanes: [String]
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
    let axisY: Int
    let height: Int

    init(_ events: [TraceEvent]) {
        let m = Self.self
        lanes = Participants.names(in: events)
        var index: [String: Int] = [:]
        for (i, name) in lanes.enumerated() { index[name] = i }
        laneIndex = index
        hasLogLane = events.contains(where: Participants.isUnowned)

        let instants = Self.instants(events)
        lastTime = instants.last?.time ?? 0
        let longestName = lanes.map(\.count).max() ?? 3
        labelWidth = max(96, min(220, longestName * 8 + 28))
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
        if hasLogLane { y += m.logLaneHeight }
        lanesTop = y
        y += lanes.count * m.laneHeight
        axisY = y
        height = axisY + 44
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
    func markerY(lane: Int) -> Int { lanesTop + lane * Self.laneHeight + Self.markerOffset }

    /// The y of the log lane's markers and baseline.
    var logBaselineY: Int { logTop + Self.logLaneHeight - 26 }
}

// The SVG timeline's vocabulary: a colour and a marker shape per kind of event, the short label
// beside each marker, and the legend that explains them.

import LifecycleKit

extension SVGTraceWriter {
    static let colors = (
        load: "#546e7a", appear: "#2e7d32", disappear: "#e65100", move: "#6a1b9a",
        delegate: "#00838f", gone: "#212121", warning: "#d32f2f", log: "#1565c0",
        appearing: "#c8e6c9", visible: "#66bb6a", disappearing: "#ffe0b2",
        layout: "#90a4ae", traits: "#5e35b1", app: "#4e342e"
    )

    /// The legend, flowed into rows that fit `width`; its lines and height.
    static func legend(x: Int, y: Int, width: Int) -> (lines: [String], height: Int) {
        enum Item { case marker(EventKind, String), span(Span, String), axisBreak(String) }
        let items: [Item] = [
            .marker(.viewDidLoad, "viewDidLoad"), .marker(.viewWillAppear, "willAppear"),
            .marker(.viewIsAppearing, "isAppearing"), .marker(.viewDidAppear, "didAppear"),
            .marker(.viewWillDisappear, "willDisappear"), .marker(.viewDidDisappear, "didDisappear"),
            .marker(.willMove, "willMove"), .marker(.didMove, "didMove"), .marker(.willShow, "delegate call"),
            .marker(.deinit, "deinit"), .marker(.warning, "warning"), .marker(.log, "log"),
            .span(.appearing, "appearing (willAppear → didAppear)"),
            .span(.visible, "visible (didAppear → willDisappear)"),
            .span(.disappearing, "disappearing (willDisappear → didDisappear)"),
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
            case .span(_, let t): text = t; lead = 34
            case .axisBreak(let t): text = t; lead = 20
            }
            let itemWidth = lead + Int(Double(text.count) * 6.3) + 14
            if cx + itemWidth > x + width - 8 && cx > x + 12 { row += 1; cx = x + 12 }
            let baseline = y + 18 + row * rowHeight
            switch item {
            case .marker(let kind, _):
                body.append(marker(kind, x: cx + 5, y: baseline - 4, color: color(of: kind)))
            case .span(let span, _):
                let h = span == .visible ? 10 : 12
                body.append("<rect x=\"\(cx)\" y=\"\(baseline - 4 - h / 2)\" width=\"26\" height=\"\(h)\" fill=\"\(span.fill)\" rx=\"2\"/>")
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

    /// A colour per category (appearance split into appearing and disappearing).
    static func color(of kind: EventKind) -> String {
        switch kind.category {
        case .load: return colors.load
        case .appearance: return kind.isDisappearance ? colors.disappear : colors.appear
        case .containment: return colors.move
        case .release: return colors.gone
        case .message: return kind == .warning ? colors.warning : colors.log
        case .delegate: return colors.delegate
        case .loading: return colors.load
        case .layout: return colors.layout
        case .traits, .size: return colors.traits
        case .app: return colors.app
        }
    }

    /// By category: circles for appearance and loading, diamonds for containment, squares for
    /// delegates, a cross for deinit, a triangle for warnings; will… hollow, did… filled.
    static func marker(_ kind: EventKind, x: Int, y: Int, color: String) -> String {
        let opens = kind.rawValue.hasPrefix("will") || kind.rawValue.hasPrefix("viewWill")
        switch kind.category {
        case .appearance where kind == .viewIsAppearing:
            return "<circle cx=\"\(x)\" cy=\"\(y)\" r=\"3\" fill=\"\(color)\" stroke=\"#ffffff\" stroke-width=\"1\"/>"
        case .appearance where opens:
            return "<circle cx=\"\(x)\" cy=\"\(y)\" r=\"5\" fill=\"#ffffff\" stroke=\"\(color)\" stroke-width=\"2.2\"/>"
        case .appearance, .load:
            return "<circle cx=\"\(x)\" cy=\"\(y)\" r=\"5.5\" fill=\"\(color)\" stroke=\"#ffffff\" stroke-width=\"1.5\"/>"
        case .containment where opens:
            return "<path d=\"M\(x),\(y - 6) L\(x + 6),\(y) L\(x),\(y + 6) L\(x - 6),\(y) Z\" fill=\"#ffffff\" stroke=\"\(color)\" stroke-width=\"2\"/>"
        case .containment, .traits, .size:   // a filled diamond
            return "<path d=\"M\(x),\(y - 6) L\(x + 6),\(y) L\(x),\(y + 6) L\(x - 6),\(y) Z\" fill=\"\(color)\" stroke=\"#ffffff\" stroke-width=\"1.2\"/>"
        case .release:
            return "<path d=\"M\(x - 5),\(y - 5) L\(x + 5),\(y + 5) M\(x + 5),\(y - 5) L\(x - 5),\(y + 5)\" stroke=\"\(color)\" stroke-width=\"2.5\"/>"
        case .message where kind == .warning:
            return "<path d=\"M\(x),\(y - 7) L\(x + 7),\(y + 5) L\(x - 7),\(y + 5) Z\" fill=\"\(color)\" stroke=\"#ffffff\" stroke-width=\"1\"/><text x=\"\(x)\" y=\"\(y + 4)\" text-anchor=\"middle\" font-size=\"9\" font-weight=\"bold\" fill=\"#ffffff\">!</text>"
        case .message:
            return "<rect x=\"\(x - 4)\" y=\"\(y - 4)\" width=\"8\" height=\"8\" fill=\"\(color)\" rx=\"1\"/>"
        case .delegate, .app:
            return "<rect x=\"\(x - 5)\" y=\"\(y - 5)\" width=\"10\" height=\"10\" fill=\"\(color)\" stroke=\"#ffffff\" stroke-width=\"1.2\"/>"
        case .loading:
            return "<circle cx=\"\(x)\" cy=\"\(y)\" r=\"4\" fill=\"#ffffff\" stroke=\"\(color)\" stroke-width=\"2\"/>"
        case .layout:
            return "<rect x=\"\(x - 4)\" y=\"\(y - 4)\" width=\"8\" height=\"8\" fill=\"#ffffff\" stroke=\"\(color)\" stroke-width=\"1.5\"/>"
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
        default:
            var name = e.event.rawValue
            // presentationControllerDidDismiss → didDismiss: the delegate's prefix says nothing new.
            let prefix = "presentationController"
            if e.event.category == .delegate, name.hasPrefix(prefix) {
                name = String(name.dropFirst(prefix.count))
                return name.prefix(1).lowercased() + name.dropFirst()
            }
            if name.hasPrefix("view") && name != "view" {
                name = String(name.dropFirst(4))
                name = name.prefix(1).lowercased() + name.dropFirst()
            }
            if let t = e.target { name += "→" + t }
            if let i = e.index { name += "(\(i))" }   // a cell's item, semantics-containers §32.1
            return name
        }
    }

}

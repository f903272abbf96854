// printHierarchy: windows, their root controllers, children and presented controllers as a
// tree, like UIKit's `_printHierarchy`, with each controller's appearance state and what its
// class adds (`hierarchyNotes`: a navigation controller's top, a tab bar controller's selection).

extension World {
    public func hierarchyDescription() -> String {
        var lines: [String] = []
        for (i, window) in windows.enumerated() {
            var flags: [String] = []
            if window.isKeyWindow { flags.append("key") }
            flags.append(window.isVisible ? "visible" : "hidden")
            lines.append("\(window) #\(i + 1) (\(flags.joined(separator: ", ")))")
            if let root = window.rootViewController { describe(root, depth: 1, into: &lines) }
        }
        if lines.isEmpty { lines.append("(no windows)") }
        return lines.joined(separator: "\n")
    }

    private func describe(_ vc: UIViewController, depth: Int, prefix: String = "", into lines: inout [String]) {
        let indent = String(repeating: "   | ", count: depth - 1) + "   "
        var notes = [vc.appearance.rawValue]
        if !vc.isViewLoaded { notes.append("view not loaded") }
        notes += vc.hierarchyNotes
        if let style = vc.presentation?.style { notes.append("presented \(style.rawValue)") }
        lines.append("\(indent)\(prefix)\(vc), state: \(notes.joined(separator: ", "))")
        for child in vc.children { describe(child, depth: depth + 1, into: &lines) }
        if let presented = vc.presented {
            describe(presented, depth: depth + 1, prefix: "+ ", into: &lines)
        }
    }
}

// Sheet detents (semantics-ios26 §26; iOS 15+): a sheet's `sheetPresentationController`, its
// `detents` and `selectedDetentIdentifier`, and the user dragging the sheet to a detent.
//   - a sheet (pageSheet, formSheet, automatic where it is a sheet) has one; other styles, and
//     every style before iOS 15, answer nil [doc availability];
//   - detents default to { "large" }; selectedDetentIdentifier nil means the smallest detent [doc];
//   - `dragSheet(d)`: a user event, handled at the start of the next turn: if d differs from the
//     current detent, selectedDetentIdentifier becomes d and the delegate's
//     sheetPresentationControllerDidChangeSelectedDetentIdentifier is called (traced on the
//     presented controller when implemented); setting selectedDetentIdentifier in code calls
//     nothing [doc: "The system doesn't call this after you change selectedDetentIdentifier"] (T§5);
//   - a detent change gives no appearance, layout or presentation callbacks [choice: nothing found];
//   - a detent that is not one of `detents` is an error listing them [choice, docs/decisions.md].

/// UISheetPresentationController (iOS 15+).
public final class UISheetPresentationController: UIPresentationController {
    /// The detents lifelua models, smallest first [doc: .medium(), .large()].
    public static let detentNames = ["medium", "large"]

    public private(set) var detents: [String] = ["large"]
    public private(set) var selectedDetentIdentifier: String?

    init(presented: UIViewController) {
        super.init(presented: presented, shouldRemovePresentersView: false)
    }

    override var kindName: String { "UISheetPresentationController" }

    /// The detent the sheet rests at: the selected one, else the smallest [doc].
    public var currentDetent: String {
        selectedDetentIdentifier ?? Self.detentNames.first { detents.contains($0) } ?? "large"
    }

    public func setDetents(_ names: [String]) throws {
        guard !names.isEmpty else { throw SheetMisuse.noDetents }
        for name in names where !Self.detentNames.contains(name) {
            throw SheetMisuse.unknownDetent(name, allowed: Self.detentNames, what: "detents")
        }
        detents = names
        if let selected = selectedDetentIdentifier, !names.contains(selected) { selectedDetentIdentifier = nil }
    }

    /// In code: changes the detent and calls nothing (§26).
    public func setSelectedDetentIdentifier(_ name: String?) throws {
        if let name, !detents.contains(name) {
            throw SheetMisuse.unknownDetent(name, allowed: detents, what: "selectedDetentIdentifier")
        }
        selectedDetentIdentifier = name
    }

    /// The user's drag, at the start of the next turn (§26).
    func userDragged(to name: String) throws {
        guard let vc = presentedViewController, name != currentDetent else { return }
        selectedDetentIdentifier = name
        try vc.world.callDelegate(vc.presentationControllerDelegate, .sheetPresentationControllerDidChangeSelectedDetentIdentifier,
                                  on: vc, arguments: [.presentationController(self)])
    }
}

extension UIViewController {
    /// Non-nil while the style is a sheet, from iOS 15 (§26).
    public var sheetPresentationController: UISheetPresentationController? {
        guard world.configuration.hasSheetDetents, presentsAsSheet else { return nil }
        if sheetStorage == nil { sheetStorage = UISheetPresentationController(presented: self) }
        return sheetStorage
    }

    /// pageSheet and formSheet, and automatic where it is not full screen (13+).
    var presentsAsSheet: Bool {
        switch modalPresentationStyle {
        case .pageSheet, .formSheet: return true
        case .automatic: return !world.configuration.automaticPresentsFullScreen
        default: return false
        }
    }

    /// `vc:dragSheet("medium")`: the user drags this presented sheet to a detent (next turn).
    public func dragSheet(to name: String) throws {
        guard presenting != nil, !isBeingDismissed, let sheet = sheetPresentationController else {
            throw SheetMisuse.notASheet(describe(self))
        }
        guard sheet.detents.contains(name) else {
            throw SheetMisuse.unknownDetent(name, allowed: sheet.detents, what: "dragSheet")
        }
        world.runLoop.enqueue { try sheet.userDragged(to: name) }
    }
}

/// lifelua's errors for detents [choice, docs/decisions.md].
public enum SheetMisuse: Error, CustomStringConvertible {
    case unknownDetent(String, allowed: [String], what: String)
    case noDetents
    case notASheet(String)

    public var description: String {
        switch self {
        case .unknownDetent(let name, let allowed, let what):
            return "\(what): no detent '\(name)'; the detents are: \(allowed.map { "'\($0)'" }.joined(separator: ", "))"
        case .noDetents:
            return "detents: a sheet needs at least one detent ('medium', 'large')"
        case .notASheet(let who):
            return "dragSheet: \(who) is not presented as a sheet"
        }
    }
}

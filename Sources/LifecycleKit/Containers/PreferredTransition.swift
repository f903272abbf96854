// `preferredTransition` (iOS 18+; semantics-ios26 §25): how a navigation controller (or a
// presentation) shows a controller. Only "zoom" changes the lifecycle: a push or pop of a
// controller with the zoom transition is fluid on iOS 18 (§25.1, as every push and pop on 26), and
// its cancelled interactive pop goes directly back (§25.2). The rules live in
// UINavigationController.swift; this file holds the property and its values.

public enum PreferredTransition: String, CaseIterable, Sendable {
    case zoom, coverVertical, crossDissolve, flipHorizontal, partialCurl
}

extension UIViewController {
    /// `vc.preferredTransition` [doc availability iOS 18.0]: an error before iOS 18 [choice].
    public var preferredTransition: PreferredTransition? {
        get { preferredTransitionStorage }
    }

    public func setPreferredTransition(_ transition: PreferredTransition?) throws {
        guard world.configuration.hasZoomTransition else {
            throw LifeluaMisuse.requiresIOS("preferredTransition", 18, running: world.configuration.iosVersion)
        }
        preferredTransitionStorage = transition
    }

    /// A zoom transition on a version that has it (§25).
    var usesZoomTransition: Bool {
        world.configuration.hasZoomTransition && preferredTransitionStorage == .zoom
    }
}

// A view controller's layout, trait and safe-area state: the last layout walk that reached it,
// what it was last told (size, traits, insets), and what a script set (additional insets, trait
// change handlers). In a box made the first time one is given a value other than its default:
// a controller that is never laid out (made and held, or waiting off screen) is about a hundred
// bytes smaller (creating a controller is mostly writing fresh memory). The rules that
// use them are in LayoutOrder.swift, LayoutPass.swift and TraitChanges.swift.

final class LayoutState: LazyControllerState {
    static let empty = LayoutState()

    /// The last layout-order walk that reached this controller (LayoutOrder.swift).
    var layoutWalk = 0
    var lastLayoutSize: UISize?
    /// The traits and insets this controller was last told about (semantics-layout-app §15.1, §17.4).
    var toldTraits: UITraitCollection?
    var toldInsets: UIEdgeInsets?
    var additionalSafeAreaInsets = UIEdgeInsets()
    var traitHandlers: [TraitChangeRegistration] = []
}

extension UIViewController {
    var layoutWalk: Int {
        get { (layoutState ?? .empty).layoutWalk }
        set { writeLazily(&layoutState, \.layoutWalk, newValue) }
    }
    var lastLayoutSize: UISize? {
        get { (layoutState ?? .empty).lastLayoutSize }
        set { writeLazily(&layoutState, \.lastLayoutSize, newValue) }
    }
    var toldTraits: UITraitCollection? {
        get { (layoutState ?? .empty).toldTraits }
        set { writeLazily(&layoutState, \.toldTraits, newValue) }
    }
    var toldInsets: UIEdgeInsets? {
        get { (layoutState ?? .empty).toldInsets }
        set { writeLazily(&layoutState, \.toldInsets, newValue) }
    }
    public internal(set) var additionalSafeAreaInsets: UIEdgeInsets {
        get { (layoutState ?? .empty).additionalSafeAreaInsets }
        set { writeLazily(&layoutState, \.additionalSafeAreaInsets, newValue) }
    }
    var traitHandlers: [TraitChangeRegistration] {
        get { (layoutState ?? .empty).traitHandlers }
        set { writeLazily(&layoutState, \.traitHandlers, newValue) }
    }
}

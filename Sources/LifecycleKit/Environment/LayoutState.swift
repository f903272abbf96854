// A view controller's layout, trait and safe-area state: the last layout walk that reached it,
// what it was last told (size, traits, insets), and what a script set (additional insets, trait
// change handlers). In a box made the first time one is given a value other than its default:
// a controller that is never laid out (made and held, or waiting off screen) is about a hundred
// bytes smaller (issue 11: creating a controller is mostly writing fresh memory). The rules that
// use them are in LayoutOrder.swift, LayoutPass.swift and TraitChanges.swift.

final class LayoutState: LazyControllerState {
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
        get { layoutState?.layoutWalk ?? 0 }
        set { writeLazily(&layoutState, isDefault: newValue == 0) { $0.layoutWalk = newValue } }
    }
    var lastLayoutSize: UISize? {
        get { layoutState?.lastLayoutSize }
        set { writeLazily(&layoutState, isDefault: newValue == nil) { $0.lastLayoutSize = newValue } }
    }
    var toldTraits: UITraitCollection? {
        get { layoutState?.toldTraits }
        set { writeLazily(&layoutState, isDefault: newValue == nil) { $0.toldTraits = newValue } }
    }
    var toldInsets: UIEdgeInsets? {
        get { layoutState?.toldInsets }
        set { writeLazily(&layoutState, isDefault: newValue == nil) { $0.toldInsets = newValue } }
    }
    public internal(set) var additionalSafeAreaInsets: UIEdgeInsets {
        get { layoutState?.additionalSafeAreaInsets ?? UIEdgeInsets() }
        set { writeLazily(&layoutState, isDefault: newValue == UIEdgeInsets()) { $0.additionalSafeAreaInsets = newValue } }
    }
    var traitHandlers: [TraitChangeRegistration] {
        get { layoutState?.traitHandlers ?? [] }
        set { writeLazily(&layoutState, isDefault: newValue.isEmpty) { $0.traitHandlers = newValue } }
    }
}

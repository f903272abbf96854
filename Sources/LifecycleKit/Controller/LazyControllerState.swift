// State a view controller keeps in a box made on the first write of a value other than its
// default (PresentationState.swift, Environment/LayoutState.swift): most controllers are never
// presented and many are never laid out, and a controller's creation is mostly writing fresh
// memory (issue 11). A missing box reads as the defaults, so each forwarding property's getter
// answers `box?.field ?? default` and its setter calls `writeLazily`.

protocol LazyControllerState: AnyObject {
    init()
}

extension UIViewController {
    /// Writes into `box`, making it first unless the value is the default (a missing box already
    /// reads as that).
    func writeLazily<Box: LazyControllerState>(_ box: inout Box?, isDefault: Bool, _ write: (Box) -> Void) {
        if let existing = box { write(existing); return }
        guard !isDefault else { return }
        let made = Box()
        box = made
        write(made)
    }
}

// State a view controller keeps in a box made on the first write of a value other than its
// default (PresentationState.swift, Layout/LayoutState.swift): most controllers are never
// presented and many are never laid out, and a controller's creation is mostly writing fresh
// memory. Each field's default is written once, in its box's declaration: a missing box reads as
// the box type's `empty` instance, `(box ?? .empty).field`, and `writeLazily` compares a write
// with the same field of `empty`.

protocol LazyControllerState: AnyObject {
    init()
    /// A box never written: every field at its default.
    static var empty: Self { get }
}

extension UIViewController {
    /// Writes `value` into `box`'s `field`, making the box first unless the value is the field's
    /// default (a missing box already reads as that).
    @inline(__always)
    func writeLazily<Box: LazyControllerState, Value: Equatable>(_ box: inout Box?, _ field: ReferenceWritableKeyPath<Box, Value>, _ value: Value) {
        if let existing = box { existing[keyPath: field] = value; return }
        guard value != Box.empty[keyPath: field] else { return }
        let made = Box()
        box = made
        made[keyPath: field] = value
    }

    /// The same, for an optional whose wrapped type cannot be compared: nil is the default when
    /// `empty` holds nil.
    @inline(__always)
    func writeLazily<Box: LazyControllerState, Wrapped>(_ box: inout Box?, _ field: ReferenceWritableKeyPath<Box, Wrapped?>, _ value: Wrapped?) {
        if let existing = box { existing[keyPath: field] = value; return }
        guard value != nil || Box.empty[keyPath: field] != nil else { return }
        let made = Box()
        box = made
        made[keyPath: field] = value
    }

    /// The same, for an array whose elements cannot be compared: empty is the default when
    /// `empty` holds an empty array.
    @inline(__always)
    func writeLazily<Box: LazyControllerState, Element>(_ box: inout Box?, _ field: ReferenceWritableKeyPath<Box, [Element]>, _ value: [Element]) {
        if let existing = box { existing[keyPath: field] = value; return }
        guard !value.isEmpty || !Box.empty[keyPath: field].isEmpty else { return }
        let made = Box()
        box = made
        made[keyPath: field] = value
    }
}

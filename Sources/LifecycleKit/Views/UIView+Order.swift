// Reordering subviews (lua-api.md "Writing what real containers do", Views): UIKit's
// insertSubview(_:aboveSubview:) / (_:belowSubview:), bringSubviewToFront, sendSubviewToBack and
// exchangeSubview(at:withSubviewAt:). `subviews` is back to front. Moving a view within the same
// superview never leaves the window, so it changes nothing in the lifecycle; inserting a view
// from elsewhere is `insertSubview(_:at:)`, with the window rules of addSubview (semantics §4).

extension UIView {
    public func insertSubview(_ view: UIView, above sibling: UIView) throws {
        try insertSubview(view, next: sibling, above: true)
    }

    public func insertSubview(_ view: UIView, below sibling: UIView) throws {
        try insertSubview(view, next: sibling, above: false)
    }

    private func insertSubview(_ view: UIView, next sibling: UIView, above: Bool) throws {
        guard sibling.superview === self else { throw UIKitMessages.notASubview(sibling, of: self) }
        if view === sibling { return }
        var i = subviews.firstIndex { $0 === sibling }!
        if view.superview === self, let j = subviews.firstIndex(where: { $0 === view }), j < i { i -= 1 }   // it leaves its place first
        try insertSubview(view, at: above ? i + 1 : i)
    }

    /// A view that is not a subview is ignored, as UIKit does [doc].
    public func bringSubviewToFront(_ view: UIView) {
        guard view.superview === self else { return }
        detach(view)
        subviews.append(view)
        view.superview = self
    }

    public func sendSubviewToBack(_ view: UIView) {
        guard view.superview === self else { return }
        detach(view)
        subviews.insert(view, at: 0)
        view.superview = self
    }

    /// 0-based indexes; out of range is UIKit's NSRangeException [choice for the text].
    public func exchangeSubviews(_ i: Int, _ j: Int) throws {
        guard subviews.indices.contains(i), subviews.indices.contains(j) else {
            throw UIKitMessages.subviewIndex(i, j, count: subviews.count)
        }
        subviews.swapAt(i, j)
    }
}

extension UIKitMessages {
    fileprivate static func notASubview(_ sibling: UIView, of view: UIView) -> UIKitException {
        .invalidArgument("\(sibling) is not a subview of \(view)")
    }
    fileprivate static func subviewIndex(_ i: Int, _ j: Int, count: Int) -> UIKitException {
        .range("exchangeSubviews: index \(i + 1) or \(j + 1) beyond the \(count) subviews")
    }
}

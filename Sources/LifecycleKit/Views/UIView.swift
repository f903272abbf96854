// UIView: the tree of views, and the one place where a view entering or leaving a window is
// noticed (the rule that follows from it lives in WindowAttachment.swift).

public struct CGRect: Equatable, Sendable {
    public var x, y, width, height: Double
    public init(x: Double = 0, y: Double = 0, width: Double = 0, height: Double = 0) {
        self.x = x; self.y = y; self.width = width; self.height = height
    }
}

open class UIView {
    public let world: World
    public var name: String
    /// The controller whose `view` this is. UIKit's views do not retain their controllers.
    /// Unretained, not weak: the controller clears it when it deinitializes (a weak reference
    /// gave every controller with a view a side table, issue 11; docs/performance.md,
    /// "Back-references without weak").
    public internal(set) var owner: UIViewController? {
        get { ownerLink.object }
        set { ownerLink.object = newValue }
    }
    private var ownerLink = Unretained<UIViewController>()
    /// Unretained: it holds this view in `subviews`, and clears this whenever it lets it go, its
    /// own deinit included (docs/performance.md, "Back-references without weak").
    public internal(set) var superview: UIView? {
        get { superviewLink.object }
        set { superviewLink.object = newValue }
    }
    private var superviewLink = Unretained<UIView>()
    /// Back to front. Stored as slots with holes and each subview's slot beside them, so that
    /// detaching any subview costs the same wherever it is (issue 30: removing n children's views
    /// from the front shifted the rest each time); the holes are closed when the list is read,
    /// before a move to a position, or when they are half of it. A view put at the very back
    /// goes into slots of its own, before the others, so that it moves none of them (issue 30: a
    /// chain of full-screen presentations dismissed from its bottom puts each presenter's view
    /// back under all the others).
    public internal(set) var subviews: [UIView] {
        get {
            if let subviewList { return subviewList }
            closeSubviewHoles()
            let list = backSlots.reversed().map { $0! } + subviewSlots.map { $0! }
            subviewList = list
            return list
        }
        set {
            // the views that leave the list no longer have this view as their superview: an
            // unretained link must not outlive the list that holds them
            let kept = Set(newValue.map(ObjectIdentifier.init))
            for case let v? in backSlots + subviewSlots where v.superview === self && !kept.contains(ObjectIdentifier(v)) { v.superview = nil }
            subviewSlots = newValue
            backSlots = []
            subviewHoles = 0
            for (i, v) in newValue.enumerated() { v.slotInSuperview = i }
            subviewList = newValue
            world.hierarchyChanges &+= 1
        }
    }
    private var subviewSlots: [UIView?] = []
    /// The views put at the very back since the slots were last laid out again, the last one
    /// backmost: slot -1, -2, … (before slot 0 of `subviewSlots`).
    private var backSlots: [UIView?] = []
    /// This view's slot in its superview's slots (`noSlot`: none), kept in the subview rather
    /// than in a dictionary of the superview's: no hashing, and no table as large as the
    /// subviews to miss the cache in (docs/performance.md). Read only where the slot holds it.
    private var slotInSuperview = UIView.noSlot
    private static let noSlot = Int.min
    private var subviewHoles = 0
    /// `subviews` as last read, while no removal or move has made it stale.
    private var subviewList: [UIView]?
    var subviewCount: Int { backSlots.count + subviewSlots.count - subviewHoles }

    private func insertSubviewEntry(_ view: UIView, at index: Int) {
        world.hierarchyChanges &+= 1
        if index >= subviewCount {
            view.slotInSuperview = subviewSlots.count
            subviewSlots.append(view)
            subviewList?.append(view)
            return
        }
        if index == 0 {
            backSlots.append(view)
            view.slotInSuperview = -backSlots.count
            subviewList = nil
            return
        }
        closeSubviewHoles(layingOutBackSlots: true)
        subviewSlots.insert(view, at: index)
        for i in index..<subviewSlots.count { subviewSlots[i]!.slotInSuperview = i }
        subviewList = nil
    }

    /// The subview's place: the subviews' order, though not their index while removals left holes
    /// (layout order keys, LayoutQueue.swift, compare places read together). Never negative.
    func subviewPlace(of view: UIView) -> Int? { slot(of: view).map { $0 + backSlots.count } }

    /// The view's slot here (negative: among the back slots), or nil if it is not a subview.
    private func slot(of view: UIView) -> Int? {
        let i = view.slotInSuperview
        if i >= 0 { return i < subviewSlots.count && subviewSlots[i] === view ? i : nil }
        guard i != UIView.noSlot else { return nil }
        let b = -i - 1
        return b < backSlots.count && backSlots[b] === view ? i : nil
    }

    /// The subview's index in `subviews`, without reading the list.
    func subviewIndex(of view: UIView) -> Int? {
        closeSubviewHoles()
        return subviewPlace(of: view)
    }

    /// Removes the holes (and lays all slots out in one list first when there are holes, or when
    /// asked: a move to a position inside the list).
    private func closeSubviewHoles(layingOutBackSlots: Bool = false) {
        guard subviewHoles > 0 || (layingOutBackSlots && !backSlots.isEmpty) else { return }
        if !backSlots.isEmpty {
            subviewSlots = backSlots.reversed() + subviewSlots
            backSlots = []
        }
        subviewSlots.removeAll { $0 == nil }
        subviewHoles = 0
        for (i, v) in subviewSlots.enumerated() { v!.slotInSuperview = i }
    }
    public var alpha: Double = 1
    public var isHidden = false
    public var frame = CGRect(width: 390, height: 844)

    public init(world: World, name: String) {
        self.world = world
        self.name = name
    }

    /// The window a scenario sees (`vc.view.window`): nil while the view is joining one.
    /// Walked up iteratively (issue 31: a recursive walk overflowed the stack on a view cycle; no
    /// cycle can be formed now, see `insert`, and a deep tree needs no stack either).
    open var window: UIWindow? {
        var view: UIView? = self
        while let v = view {
            if let w = v as? UIWindow { return w }
            if v.isJoiningWindow { return nil }
            view = v.superview
        }
        return nil
    }

    /// The window the view hangs under, joining or not: what the window-attachment rule goes by.
    var attachedWindow: UIWindow? {
        var view: UIView? = self
        while let v = view {
            if let w = v as? UIWindow { return w }
            view = v.superview
        }
        return nil
    }

    /// Linked under a window whose `will` callbacks are still running (`joinsWindow(after:)`).
    private var isJoiningWindow = false

    /// semantics §4, "When a view is in the window" [doc viewIsAppearing, viewDidDisappear]: a view
    /// put into a window joins it after the `will` callbacks of the appearance that causes —
    /// `window` is nil while `wills` run — and so before viewIsAppearing and the `did`s. (Leaving
    /// is the mirror image: the view is detached after the `willDisappear`s, before the `did`s.)
    // [choice] the same for a controller appearing again (pop, tab switched back): docs/decisions.md
    func joinsWindow(after wills: () throws -> Void) rethrows {
        guard !isJoiningWindow else { return try wills() }
        isJoiningWindow = true
        defer { isJoiningWindow = false }
        try wills()
    }

    public var className: String { self is UIWindow ? "UIWindow" : "UIView" }

    /// The first controller found walking up from this view through plain views (semantics §4).
    var nearestController: UIViewController? {
        var view: UIView? = self
        while let v = view {
            if let owner = v.owner { return owner }
            view = v.superview
        }
        return nil
    }

    public func isDescendant(of other: UIView) -> Bool {
        var view: UIView? = self
        while let v = view {
            if v === other { return true }
            view = v.superview
        }
        return false
    }

    public func addSubview(_ view: UIView) throws {
        try world.operation { try insert(view, at: subviewCount) }
    }

    public func insertSubview(_ view: UIView, at index: Int) throws {
        try world.operation { try insert(view, at: max(0, min(index, subviewCount))) }
    }

    public func removeFromSuperview() throws {
        try world.operation {
            guard let superview else { return }
            let leaving = attachedWindow != nil ? WindowAttachment.controllersLeaving(self) : []
            // script code in a viewWillDisappear it sent may have put the view elsewhere (another
            // window's root, another parent): the removal is then done, and takes it out of nothing
            // (random app seed 2021459: the view, moved to another window, was left in that window's
            // subviews with no superview)
            try WindowAttachment.viewLeavesWindow(leaving) { if self.superview === superview { superview.detach(self) } }
        }
    }

    private func insert(_ view: UIView, at index: Int) throws {
        if isDescendant(of: view) { throw UIKitMessages.addSelfAsSubview }
        (self as? UIWindow)?.noteInsertion(of: view)   // semantics-code K31
        if view.superview === self {
            detach(view)
            insertSubviewEntry(view, at: min(index, subviewCount))
            view.superview = self
            return
        }
        // semantics §4, hierarchy checks [doc hierarchyInconsistencyException]
        if let controller = view.owner, let parent = controller.parent,
           let found = nearestController, found !== parent {
            throw UIKitMessages.inconsistentView(child: controller, shouldHave: found, actual: parent)
        }
        let wasInWindow = view.attachedWindow != nil
        let inWindow = attachedWindow != nil
        let move = { [self] () throws in
            // issue 31: the leaving path runs viewWillDisappear before the link is made, and a
            // callback may have made this view a descendant of `view` since the check above; the
            // check is repeated where the link is made, so no order of calls forms a cycle.
            if isDescendant(of: view) { throw UIKitMessages.addSelfAsSubview }
            view.superview?.detach(view)
            insertSubviewEntry(view, at: min(index, subviewCount))
            view.superview = self
        }
        if wasInWindow && !inWindow {
            try WindowAttachment.viewLeavesWindow(WindowAttachment.controllersLeaving(view), detaching: move)
        } else {
            try move()
            if !wasInWindow && inWindow { try WindowAttachment.viewEnteredWindow(view) }
        }
    }

    /// Detaches without any appearance consequence (used by transitions that drive appearance).
    func detach(_ view: UIView) {
        if let i = slot(of: view) {
            view.slotInSuperview = UIView.noSlot
            world.hierarchyChanges &+= 1
            subviewList = nil
            if i < 0 { backSlots[-i - 1] = nil } else { subviewSlots[i] = nil }
            subviewHoles += 1
            if subviewHoles > 16 && subviewHoles * 2 > backSlots.count + subviewSlots.count { closeSubviewHoles() }
        }
        view.superview = nil
    }

    /// Pre-order walk of this view and everything under it.
    func forEachInSubtree(_ body: (UIView) throws -> Void) rethrows {
        try walkSubtree { try body($0); return true }
    }

    /// Pre-order walk of this view and the views under it, below a view only when `visit` returns
    /// true for it. A view's subviews are read after `visit` ran on it, as a recursive walk would.
    /// Iterative (issue 31: a recursive walk overflowed the stack on a tree 10^5 views deep).
    func walkSubtree(_ visit: (UIView) throws -> Bool) rethrows {
        var pending: [UIView] = [self]
        while let v = pending.popLast() {
            if try visit(v) { pending.append(contentsOf: v.subviews.reversed()) }
        }
    }

    /// The subviews, taken out of this view: only when it is going away.
    private func takeSubviews() -> [UIView] {
        let taken = backSlots.reversed().compactMap { $0 } + subviewSlots.compactMap { $0 }
        for v in taken where v.superview === self { v.superview = nil }
        subviewSlots = []
        backSlots = []
        subviewList = nil
        subviewHoles = 0
        for v in taken where v.slotInSuperview != UIView.noSlot { v.slotInSuperview = UIView.noSlot }
        return taken
    }

    /// Releases the tree below one view at a time (issue 31: releasing a tree 10^5 views deep
    /// recursed once per level and overflowed the stack). A subview still held elsewhere keeps
    /// its own subviews.
    deinit {
        var pending = takeSubviews()
        while var v = pending.popLast() {
            if isKnownUniquelyReferenced(&v) { pending.append(contentsOf: v.takeSubviews()) }
        }
    }
}

extension UIView: CustomStringConvertible {
    /// `<UIView: name>` or `<UIWindow: name>`, as a scenario prints a view.
    public var description: String { "<\(className): \(name)>" }
}

// UICollectionViewController and UITableViewController with cells (semantics-containers §32), one
// implementation for both (the table's surface: numberOfRows, cellForRowAt, scrollToRow).
//   32.1: the visible items are laid out in the controller's own layout pass — the collection view's
//     layoutSubviews, between viewWillLayoutSubviews and viewDidLayoutSubviews [choice,
//     docs/decisions.md] — in the turn its view first enters a window, and in the turn of each
//     scrollToItem user event: each item leaving gets didEndDisplaying (ascending), then each item
//     entering gets cellForItemAt and willDisplay (ascending) [choice]. A cell that left is handed to
//     the next item that enters, with whatever the script left in its contentView [doc reuse].
//   32.2–32.5: nothing here. Cells are plain views inside the controller's view, so a child
//     controller a script puts in a cell follows the appearance machine like any other: containment
//     through K2's forwarding, its view through the window path (K4, K5), begin/end through K1.
// Items are 1-based, as every index in Lua (lua-api.md).

/// A cell: a view with its contentView, named "Cell1", "Cell2", … in the order its list made them.
public class ListCell: UIView {
    /// Where the script puts its views (a child controller's view, §32.2).
    public let contentView: UIView
    /// The item it shows (1-based); nil while it waits to be reused.
    public internal(set) var index: Int?
    private let cellClassName: String

    init(world: World, name: String, className: String) {
        cellClassName = className
        contentView = UIView(world: world, name: name + ".contentView")
        super.init(world: world, name: name)
        try? world.withoutAttachment { try addSubview(contentView) }   // a new cell holds no controller yet
    }

    public override var className: String { cellClassName }
}

public final class UICollectionViewCell: ListCell {}
public final class UITableViewCell: ListCell {}

/// What differs between the collection and the table: the words of their API and messages.
public struct ListSurface: Sendable {
    /// The data source method that configures a cell (traced under this name).
    public let cellFor: EventKind
    /// "item" or "row".
    public let item: String
    /// "collection view" or "table view", for UIKit's message.
    let viewKind: String
    /// 32.1: UIKit's exception for an out-of-bounds scroll target [issue logs, see scrollOutOfBounds].
    let outOfBoundsException: String

    public static let collection = ListSurface(cellFor: .cellForItemAt, item: "item", viewKind: "collection view",
                                               outOfBoundsException: "NSInternalInconsistencyException")
    public static let table = ListSurface(cellFor: .cellForRowAt, item: "row", viewKind: "table view",
                                          outOfBoundsException: "NSRangeException")
}

open class ListViewController: UIViewController {
    /// The most items (and visible items) a list may have: enough for any scenario, and an item
    /// number fits the trace's compact store [choice].
    public static let maximumItems = 1_000_000
    public static let maximumVisibleItems = 1_000

    public let surface: ListSurface
    public let numberOfItems: Int
    /// How many items fit on screen (the script's stand-in for the view's size and the layout).
    public let visibleItems: Int
    /// cellForItemAt / cellForRowAt.
    public var dataSource: ScriptDelegate?
    /// willDisplay / didEndDisplaying.
    public var delegate: ScriptDelegate?
    /// The first item of the visible window (1-based), as the last scroll left it.
    public private(set) var firstVisibleItem = 1
    /// The items on screen and their cells, ascending.
    private var displayed: [(item: Int, cell: ListCell)] = []
    /// Cells that left, first in first out [doc reuse; the order is a choice].
    private var reuseQueue: [ListCell] = []
    private var cellsMade = 0
    /// The display events are running: a layout the script forces from one of them
    /// (`setNeedsLayout` and `layoutIfNeeded` in willDisplay) lays out no cells again.
    private var isLayingOutCells = false

    init(world: World, name: String, numberOfItems: Int, visibleItems: Int, surface: ListSurface, className: String) {
        self.numberOfItems = max(0, min(numberOfItems, Self.maximumItems))
        self.visibleItems = max(0, min(visibleItems, self.numberOfItems, Self.maximumVisibleItems))
        self.surface = surface
        super.init(world: world, name: name, className: className)
    }

    /// The cells on screen, ascending by item.
    public var visibleCells: [ListCell] { displayed.map(\.cell) }

    /// printHierarchy: "items 3…5 shown" once it has laid out cells.
    override var hierarchyNotes: [String] {
        guard let first = displayed.first?.item, let last = displayed.last?.item else { return [] }
        return ["\(surface.item)s \(first)…\(last) shown"]
    }

    /// The items the visible window covers now: `visibleItems` from the first, kept inside the content.
    private var wantedItems: ClosedRange<Int>? {
        guard visibleItems > 0 else { return nil }
        return firstVisibleItem...(firstVisibleItem + visibleItems - 1)
    }

    // MARK: 32.1 the display events

    /// The collection view's layoutSubviews: only in a window (32.1 [choice]: the first layout is
    /// the one of the turn the view first enters a window).
    override var layoutChangesSubviews: Bool { true }

    override func layoutSubviewsOfView() throws {
        guard isInWindow, !isLayingOutCells, let wanted = wantedItems else { return }
        if displayed.count == wanted.count, displayed.first?.item == wanted.lowerBound { return }
        isLayingOutCells = true
        defer { isLayingOutCells = false }
        // 32.1 [choice]: every item leaving first, ascending…
        let leaving = displayed.filter { !wanted.contains($0.item) }
        displayed.removeAll { !wanted.contains($0.item) }
        for (item, cell) in leaving {
            try tell(delegate, .didEndDisplaying, cell: cell, item: item)
            cell.index = nil
            reuseQueue.append(cell)
        }
        // …then every item entering, ascending: its cell configured, then displayed
        let shown = Set(displayed.map(\.item))
        for item in wanted where !shown.contains(item) {
            let cell = try dequeueCell()
            cell.index = item
            displayed.append((item, cell))
            displayed.sort { $0.item < $1.item }
            try tell(dataSource, surface.cellFor, cell: cell, item: item)
            try tell(delegate, .willDisplay, cell: cell, item: item)
        }
    }

    /// 32.1 [doc reuse]: the cell that left first, as the script left it; else a new one.
    private func dequeueCell() throws -> ListCell {
        if !reuseQueue.isEmpty { return reuseQueue.removeFirst() }
        cellsMade += 1
        let name = "Cell\(cellsMade)"
        let cell: ListCell = surface.cellFor == .cellForRowAt
            ? UITableViewCell(world: world, name: name, className: "UITableViewCell")
            : UICollectionViewCell(world: world, name: name, className: "UICollectionViewCell")
        let content = try view
        try world.withoutAttachment { try content.addSubview(cell) }   // a new cell holds no controller
        return cell
    }

    /// Traces the method (`vc` this controller, `index` the item: lua-api.md, "Collection view with
    /// cells") and calls it with the cell, when the table implements it, as every delegate event.
    private func tell(_ table: ScriptDelegate?, _ method: EventKind, cell: ListCell, item: Int) throws {
        guard let table, table.responds(to: method) else { return }
        world.trace.record(TraceEvent(controller: name, event: method, index: item))
        _ = try table.invoke(method, [.controller(self), .view(cell), .integer(item)])
    }

    // MARK: the user's scroll (32.1)

    /// The user scrolls `item` to the top (1-based): a user event, handled at the start of the next
    /// turn; the display events come in that turn's layout phase. Near the end the window stops at
    /// the last item [choice].
    public func scrollToItem(_ item: Int) throws {
        guard (1...max(1, numberOfItems)).contains(item), numberOfItems > 0 else {
            throw UIKitMessages.scrollOutOfBounds(self, item: item)
        }
        world.runLoop.enqueue { [self] in
            firstVisibleItem = max(1, min(item, numberOfItems - visibleItems + 1))
            needsLayout = true   // a scroll changes the bounds: the view lays out again
        }
    }
}

public final class UICollectionViewController: ListViewController {
    public init(world: World, name: String, numberOfItems: Int, visibleItems: Int, className: String = "UICollectionViewController") {
        super.init(world: world, name: name, numberOfItems: numberOfItems, visibleItems: visibleItems,
                   surface: .collection, className: className)
    }
}

public final class UITableViewController: ListViewController {
    public init(world: World, name: String, numberOfRows: Int, visibleRows: Int, className: String = "UITableViewController") {
        super.init(world: world, name: name, numberOfItems: numberOfRows, visibleItems: visibleRows,
                   surface: .table, className: className)
    }
}

extension UIKitMessages {
    /// 32.1: UIKit's exception for scrollToItem / scrollToRow beyond the content [issue logs:
    /// "Attempted to scroll the collection view to an out-of-bounds item (0) when there are only 0
    /// items in section 0."], with the script's 1-based index and the controller for the view.
    fileprivate static func scrollOutOfBounds(_ list: ListViewController, item: Int) -> UIKitException {
        let s = list.surface
        return UIKitException(name: s.outOfBoundsException,
                              reason: "Attempted to scroll the \(s.viewKind) to an out-of-bounds \(s.item) (\(item)) when there are only \(list.numberOfItems) \(s.item)s in section 0. \(s.viewKind.prefix(1).uppercased() + s.viewKind.dropFirst()): \(describe(list)) (\(s.item)s are 1-based: 1…\(list.numberOfItems)).")
    }
}

// UICollectionViewController and UITableViewController, and their cells, as a scenario sees them
// (lua-api.md, "Collection view with cells"; semantics-containers §32). One set of members for
// both, in each one's words: numberOfItems / visibleItems / cellForItemAt / scrollToItem, and
// numberOfRows / visibleRows / cellForRowAt / scrollToRow [choice, docs/decisions.md].

import LifecycleKit
import LuaBridge

private typealias Lists = Members<ListViewController>
private typealias Cells = Members<ListCell>

/// The Lua words of one list class.
private struct ListWords {
    let className: String
    let count: String          // numberOfItems / numberOfRows
    let visible: String        // visibleItems / visibleRows
    let scroll: String         // scrollToItem / scrollToRow
    let item: String           // item / row
    let cellClass: String
    let dataSource: DelegateShape
    let delegate: DelegateShape

    static let collection = ListWords(className: "UICollectionViewController", count: "numberOfItems", visible: "visibleItems",
                                      scroll: "scrollToItem", item: "item", cellClass: "UICollectionViewCell",
                                      dataSource: .collectionViewDataSource, delegate: .collectionViewDelegate)
    static let table = ListWords(className: "UITableViewController", count: "numberOfRows", visible: "visibleRows",
                                 scroll: "scrollToRow", item: "row", cellClass: "UITableViewCell",
                                 dataSource: .tableViewDataSource, delegate: .tableViewDelegate)
}

extension ClassBinding {
    static let collectionViewController = listBinding(.collection,
        doc: "A collection view controller with cells: its visible items are laid out when its view first enters a window and after each scrollToItem; a cell that leaves is reused (semantics-containers §32).",
        matches: { $0 is UICollectionViewController })
    static let tableViewController = listBinding(.table,
        doc: "A table view controller with cells: the collection view controller's behaviour with rows (semantics-containers §32).",
        matches: { $0 is UITableViewController })

    fileprivate static func listBinding(_ w: ListWords, doc: String, matches: @escaping (AnyObject) -> Bool) -> ClassBinding {
        ClassBinding(
            w.className, superclass: .viewController, doc: doc, matches: matches,
            constructorDoc: "\(w.className){ name = …, \(w.count) = 20, \(w.visible) = 3, dataSource = { … }, delegate = { … } }",
            positional: [("name", "string")],
            constructorOptions: [(w.count, "integer", "How many \(w.item)s (0 to \(ListViewController.maximumItems)); default 0."),
                                 (w.visible, "integer", "How many \(w.item)s fit on screen (0 to \(w.count)); required when there are \(w.item)s.")],
            construct: { host, c in try host.makeList(c, w) },
            properties: [
                Lists.property(w.count, "integer", "How many \(w.item)s it has.",
                               get: { rt, l in rt.vm.push(l.numberOfItems) }),
                Lists.property(w.visible, "integer", "How many \(w.item)s fit on screen.",
                               get: { rt, l in rt.vm.push(l.visibleItems) }),
                Lists.property("visibleCells", "\(w.cellClass)[]", "The cells on screen, by \(w.item).",
                               get: { rt, l in
                                  rt.vm.newTable(narr: Int32(l.visibleCells.count))
                                  for (i, cell) in l.visibleCells.enumerated() { rt.push(cell); rt.vm.rawSet(at: -2, index: i + 1) }
                              }),
                Lists.property("dataSource", w.dataSource.name + "?", "A table with \(w.dataSource.methods[0].0.rawValue)(\(w.item == "item" ? "cv" : "tv"), cell, index), called for each \(w.item) that enters the screen.",
                               get: { rt, l in rt.push(delegate: l.dataSource) },
                               set: { rt, l, i in l.dataSource = try rt.listDelegate(at: i, "dataSource", w.dataSource, other: w.delegate, owner: l) }),
                Lists.property("delegate", w.delegate.name + "?", "A table with willDisplay / didEndDisplaying(\(w.item == "item" ? "cv" : "tv"), cell, index).",
                               get: { rt, l in rt.push(delegate: l.delegate) },
                               set: { rt, l, i in l.delegate = try rt.listDelegate(at: i, "delegate", w.delegate, other: w.dataSource, owner: l) }),
            ],
            methods: [
                Lists.method(w.scroll, [(w.item, "integer")],
                             "The user scrolls \(w.item) (1-based) to the top: a user event, next turn; \(w.item)s leaving get didEndDisplaying, \(w.item)s entering \(w.dataSource.methods[0].0.rawValue) and willDisplay, in that turn's layout.") { rt, l, a in
                    try l.scrollToItem(try a.integer(1))
                    return 0
                },
            ],
            delegates: [w.dataSource, w.delegate])
    }

    static let collectionViewCell = cellBinding("UICollectionViewCell", matches: { $0 is UICollectionViewCell })
    static let tableViewCell = cellBinding("UITableViewCell", matches: { $0 is UITableViewCell })

    fileprivate static func cellBinding(_ name: String, matches: @escaping (AnyObject) -> Bool) -> ClassBinding {
        ClassBinding(
            name, superclass: .view,
            doc: "A cell its list made (\"Cell1\", \"Cell2\", … in creation order) and reuses: put views in its contentView (semantics-containers §32.1).",
            matches: matches,
            constructorDoc: "not constructed by scripts: its list makes it and hands it to cellForItemAt / cellForRowAt",
            positional: [], isConstructible: false,
            construct: { _, c in throw LuaScriptError.located("\(c.className): cells are made by their list (its dataSource's \(name == "UITableViewCell" ? "cellForRowAt" : "cellForItemAt") receives them)") },
            properties: [
                Cells.property("contentView", "UIView", "The view to put content in; a reused cell keeps what the script left there.",
                               get: { rt, c in rt.push(c.contentView) }),
                Cells.property("index", "integer?", "The \(name == "UITableViewCell" ? "row" : "item") it shows (1-based); nil while it waits to be reused.",
                               get: { rt, c in if let i = c.index { rt.vm.push(i) } else { rt.vm.pushNil() } }),
            ],
            methods: [])
    }
}

extension DelegateShape {
    static let collectionViewDataSource = DelegateShape(
        name: "CollectionViewDataSource",
        doc: "UICollectionViewDataSource, as a table of functions (semantics-containers §32.1). Set it as `feed.dataSource`.",
        methods: [(.cellForItemAt, "fun(cv: UICollectionViewController, cell: UICollectionViewCell, index: integer)", "Configure the cell for item index (1-based), as it enters the screen.")])
    static let collectionViewDelegate = DelegateShape(
        name: "CollectionViewDelegate",
        doc: "UICollectionViewDelegate's display methods, as a table of functions (semantics-containers §32). Set it as `feed.delegate`.",
        methods: [(.willDisplay, "fun(cv: UICollectionViewController, cell: UICollectionViewCell, index: integer)", "Item index is about to be displayed (after cellForItemAt)."),
                  (.didEndDisplaying, "fun(cv: UICollectionViewController, cell: UICollectionViewCell, index: integer)", "Item index left the screen; its cell will be reused.")])
    static let tableViewDataSource = DelegateShape(
        name: "TableViewDataSource",
        doc: "UITableViewDataSource, as a table of functions (semantics-containers §32.1). Set it as `list.dataSource`.",
        methods: [(.cellForRowAt, "fun(tv: UITableViewController, cell: UITableViewCell, index: integer)", "Configure the cell for row index (1-based), as it enters the screen.")])
    static let tableViewDelegate = DelegateShape(
        name: "TableViewDelegate",
        doc: "UITableViewDelegate's display methods, as a table of functions (semantics-containers §32). Set it as `list.delegate`.",
        methods: [(.willDisplay, "fun(tv: UITableViewController, cell: UITableViewCell, index: integer)", "Row index is about to be displayed (after cellForRowAt)."),
                  (.didEndDisplaying, "fun(tv: UITableViewController, cell: UITableViewCell, index: integer)", "Row index left the screen; its cell will be reused.")])
}

extension ScriptHost {
    fileprivate func makeList(_ c: ConstructorArguments, _ w: ListWords) throws -> ListViewController {
        var count = 0, visible: Int? = nil
        if let options = c.options {
            count = try optionInteger(options, w.count, of: c) ?? 0
            visible = try optionInteger(options, w.visible, of: c)
        }
        guard (0...ListViewController.maximumItems).contains(count) else {
            throw LuaScriptError.located("\(c.className): \(w.count): expected an integer from 0 to \(ListViewController.maximumItems), got \(count)")
        }
        guard let visible = visible ?? (count == 0 ? 0 : nil) else {
            throw LuaScriptError.located("\(c.className): \(w.visible) is required when there are \(w.item)s (how many fit on screen, 1 to \(count))")
        }
        let most = min(count, ListViewController.maximumVisibleItems)
        guard (0...most).contains(visible) else {
            throw LuaScriptError.located("\(c.className): \(w.visible): expected an integer from 0 to \(most) (\(w.count) is \(count)), got \(visible)")
        }
        if w.className == "UITableViewController" {
            return UITableViewController(world: world, name: c.name, numberOfRows: count, visibleRows: visible, className: c.className)
        }
        return UICollectionViewController(world: world, name: c.name, numberOfItems: count, visibleItems: visible, className: c.className)
    }

    /// An integer option of a constructor's table (nil when absent).
    fileprivate func optionInteger(_ options: Int32, _ key: String, of c: ConstructorArguments) throws -> Int? {
        vm.getField(key, at: options)
        defer { vm.pop() }
        if vm.isNil(at: -1) { return nil }
        guard vm.isNumber(at: -1), let n = vm.toInteger(at: -1), LuaArgs.integerRange.contains(n) else {
            throw LuaScriptError.located("\(c.className): \(key): expected an integer, got \(vm.isNumber(at: -1) ? vm.describe(at: -1) : vm.typeName(at: -1))")
        }
        return n
    }

    /// A list's dataSource or delegate table. As every delegate table, it may hold the author's own
    /// fields; a key that is one of the other table's methods, or a misspelling of one of its own
    /// (issue 28's rule for members), is an error naming what was meant: UIKit would never call it.
    fileprivate func listDelegate(at index: Int32, _ property: String, _ shape: DelegateShape, other: DelegateShape,
                                  owner: ListViewController) throws -> ScriptDelegate? {
        if vm.isTable(at: index) {
            let own = shape.methods.map(\.0.rawValue)
            let others = other.methods.map(\.0.rawValue)
            let otherProperty = property == "dataSource" ? "delegate" : "dataSource"
            var problems: [String] = []
            vm.forEach(table: index) {
                guard vm.isString(at: -2), let key = vm.toString(at: -2), !own.contains(key) else { return }
                if others.contains(key) {
                    problems.append("\(property): \(key) is a \(otherProperty) method: set it in \(owner.name).\(otherProperty)")
                } else if let meant = MemberSpelling.meant(key, among: own + others) {
                    let home = own.contains(meant) ? property : otherProperty
                    problems.append("\(property): '\(key)' is not a \(shape.name) method; did you mean '\(meant)' (in \(home))?")
                }
            }
            // the first in a fixed order: lua_next's order changes from run to run (rule 3)
            if let first = problems.min() { throw LuaScriptError.located(first) }
        }
        return try delegate(at: index, property, owner: owner)
    }
}

// semantics-containers §32: child controllers in collection and table view cells — the display
// events (32.1) and the containment patterns (32.2–32.5), which come out of the appearance
// machine (semantics-code K1, K2, K4, K5, K33, K37) with nothing special for cells.

import Testing
@testable import LifecycleKit

/// A data source and delegate: each method runs its handler with the cell and the item.
final class CellHandlers: ScriptDelegate {
    var handlers: [EventKind: (ListCell, Int) throws -> Void] = [:]
    init(_ methods: Set<EventKind>) { for m in methods { handlers[m] = { _, _ in } } }
    func responds(to method: EventKind) -> Bool { handlers[method] != nil }
    func invoke(_ method: EventKind, _ arguments: [DelegateArgument]) throws -> Bool? {
        guard arguments.count == 3, case .view(let v) = arguments[1], let cell = v as? ListCell,
              case .integer(let item) = arguments[2] else { Issue.record("unexpected arguments"); return nil }
        try handlers[method]?(cell, item)
        return nil
    }
}

@Suite("semantics-containers §32 cells")
struct CollectionCellsTests {
    private let display: Set<EventKind> = [.cellForItemAt, .cellForRowAt, .willDisplay, .didEndDisplaying]

    /// A feed whose data source and delegate implement the three methods.
    private func feed(_ f: Fixture, items: Int = 20, visible: Int = 3) -> (UICollectionViewController, CellHandlers) {
        let feed = UICollectionViewController(world: f.world, name: "Feed", numberOfItems: items, visibleItems: visible)
        let handlers = CellHandlers([.cellForItemAt, .willDisplay, .didEndDisplaying])
        feed.dataSource = handlers
        feed.delegate = handlers
        return (feed, handlers)
    }

    /// "Feed.willDisplay(3)": the events with their item.
    private func displayEvents(_ f: Fixture, since start: Int) -> [String] {
        let events = f.tape.events[start...].filter { display.contains($0.event) }
        f.tape.skip()
        return events.map { "\($0.label)(\($0.index.map(String.init) ?? "?"))" }
    }

    // MARK: 32.1 the display events

    // 32.1: the first layout, in the window, between viewWillLayoutSubviews and viewDidLayoutSubviews
    @Test func theVisibleItemsAreLaidOutInTheFirstLayoutInTheWindow() throws {
        let f = Fixture()
        let (feed, _) = feed(f, visible: 2)
        try (try feed.view).layoutIfNeeded()   // laid out off screen: no cells yet [choice]
        #expect(f.take(display) == [])
        try f.window.setRootViewController(feed)
        try f.window.makeKeyAndVisible()
        #expect(f.take(display) == [])   // not before the commit's layout phase
        try f.run()
        #expect(f.take(display.union([.viewWillLayoutSubviews, .viewDidLayoutSubviews]), of: ["Feed"]) == [
            "Feed.viewWillLayoutSubviews",
            "Feed.cellForItemAt", "Feed.willDisplay", "Feed.cellForItemAt", "Feed.willDisplay",
            "Feed.viewDidLayoutSubviews"])
        #expect(feed.visibleCells.map(\.index) == [1, 2])
    }

    // 32.1 [choice]: leaving items first (ascending), then entering items, cellForItemAt then willDisplay
    @Test func aScrollEndsTheLeavingItemsThenDisplaysTheEnteringOnesAscending() throws {
        let f = Fixture()
        let (feed, _) = feed(f)
        try f.show(feed)
        let start = f.tape.events.count
        try feed.scrollToItem(3)
        #expect(f.take(display) == [])   // a user event: the next turn
        try f.run()
        #expect(displayEvents(f, since: start) == [
            "Feed.didEndDisplaying(1)", "Feed.didEndDisplaying(2)",
            "Feed.cellForItemAt(4)", "Feed.willDisplay(4)",
            "Feed.cellForItemAt(5)", "Feed.willDisplay(5)"])
        #expect(feed.visibleCells.map(\.name) == ["Cell3", "Cell1", "Cell2"])
        #expect(feed.visibleCells.map(\.index) == [3, 4, 5])
    }

    // 32.1 [doc reuse]: the cell that left is handed over with what the script left in its contentView
    @Test func aReusedCellKeepsItsContentView() throws {
        let f = Fixture()
        let (feed, handlers) = feed(f, visible: 1)
        handlers.handlers[.cellForItemAt] = { cell, item in
            if cell.contentView.subviews.isEmpty { try cell.contentView.addSubview(UIView(world: f.world, name: "Label\(item)")) }
        }
        try f.show(feed)
        let first = try #require(feed.visibleCells.first)
        try feed.scrollToItem(2)
        try f.run()
        #expect(feed.visibleCells.first === first)
        #expect(first.index == 2)
        #expect(first.contentView.subviews.map(\.name) == ["Label1"])
    }

    // 32.1 [choice]: near the end the visible window stops at the last item; scrolling to what is shown does nothing
    @Test func aScrollNearTheEndStopsAtTheLastItem() throws {
        let f = Fixture()
        let (feed, _) = feed(f, items: 5, visible: 3)
        try f.show(feed)
        try feed.scrollToItem(5)
        try f.run()
        #expect(feed.visibleCells.map(\.index) == [3, 4, 5])
        #expect(f.world.hierarchyDescription().contains("<UICollectionViewController: Feed>, state: appeared, items 3…5 shown"))
        f.tape.skip()
        try feed.scrollToItem(3)
        try f.run()
        #expect(f.take(display) == [])
    }

    // 32.1: UIKit's exceptions for a scroll target out of bounds (the script's 1-based numbers)
    @Test func aScrollOutOfBoundsIsUIKitsException() throws {
        let f = Fixture()
        let (feed, _) = feed(f)
        #expect(exceptionName { try feed.scrollToItem(21) } == "NSInternalInconsistencyException")
        #expect(exceptionReason { try feed.scrollToItem(0) }?.hasPrefix(
            "Attempted to scroll the collection view to an out-of-bounds item (0) when there are only 20 items in section 0.") == true)
        let list = UITableViewController(world: f.world, name: "List", numberOfRows: 4, visibleRows: 2)
        #expect(exceptionName { try list.scrollToItem(5) } == "NSRangeException")
        #expect(exceptionReason { try list.scrollToItem(5) }?.hasPrefix(
            "Attempted to scroll the table view to an out-of-bounds row (5) when there are only 4 rows in section 0.") == true)
    }

    // 32.1, lua-api: the table's surface, cellForRowAt
    @Test func aTableCallsCellForRowAt() throws {
        let f = Fixture()
        let list = UITableViewController(world: f.world, name: "List", numberOfRows: 4, visibleRows: 1)
        let handlers = CellHandlers([.cellForRowAt, .willDisplay])
        list.dataSource = handlers
        list.delegate = handlers
        try f.show(list)
        let start = f.tape.events.count
        try list.scrollToItem(2)
        try f.run()
        #expect(displayEvents(f, since: start) == ["List.cellForRowAt(2)", "List.willDisplay(2)"])
        #expect(list.visibleCells.first?.className == "UITableViewCell")
    }

    // MARK: 32.2–32.5 containment, from the appearance machine

    /// The recommended containment (32.2): in willDisplay addChild, addSubview, didMove; in
    /// didEndDisplaying willMove(nil), removeFromSuperview, removeFromParent. `beginEnd` adds
    /// XLPagerTabStrip's begin/end on top (32.5), in its order.
    private func contain(_ f: Fixture, _ feed: UICollectionViewController, _ handlers: CellHandlers,
                         addSubviewFirst: Bool = false, beginEnd: Bool = false, containment: Bool = true) -> () -> [Int: UIViewController] {
        var kids: [Int: UIViewController] = [:]
        handlers.handlers[.willDisplay] = { cell, item in
            let c = f.vc("Item\(item)")
            kids[item] = c
            if beginEnd { try c.beginAppearanceTransition(true, animated: false) }
            if addSubviewFirst || !containment { try cell.contentView.addSubview(try c.view) }
            if containment { try feed.addChild(c) }
            if !addSubviewFirst && containment { try cell.contentView.addSubview(try c.view) }
            if containment { try c.didMove(toParent: feed) }
            if beginEnd { try c.endAppearanceTransition() }
        }
        handlers.handlers[.didEndDisplaying] = { _, item in
            let c = kids[item]!
            if beginEnd { try c.beginAppearanceTransition(false, animated: false) }
            if containment { try c.willMove(toParent: nil) }
            try c.view.removeFromSuperview()
            if containment { try c.removeFromParent() }
            if beginEnd { try c.endAppearanceTransition() }
        }
        return { kids }
    }

    /// A feed showing one item at a time whose cells hold children as `contain` says.
    private func containedFeed(_ f: Fixture, addSubviewFirst: Bool = false, beginEnd: Bool = false,
                               containment: Bool = true) -> UICollectionViewController {
        let (feed, handlers) = feed(f, visible: 1)
        _ = contain(f, feed, handlers, addSubviewFirst: addSubviewFirst, beginEnd: beginEnd, containment: containment)
        return feed
    }

    /// Shows the feed, scrolls from its first item to its second and runs to the end.
    private func showAndScrollToTheSecondItem(_ f: Fixture, _ feed: UICollectionViewController) throws {
        try f.show(feed)
        try feed.scrollToItem(2)
        try f.run()
    }

    private let appearanceAndDisplay: Set<EventKind> = Set<EventKind>.appearance.union([.willDisplay, .didEndDisplaying])

    // 32.2 (K5, K2): on screen, the child appears will at once, did at the end of the turn; removal the same
    @Test func theRecommendedContainmentFollowsTheWindowWhileTheParentHasAppeared() throws {
        let f = Fixture()
        let feed = containedFeed(f)
        try showAndScrollToTheSecondItem(f, feed)
        #expect(f.take(appearanceAndDisplay) == [
            "Feed.didEndDisplaying", "Item1.viewWillDisappear",
            "Feed.willDisplay", "Item2.viewWillAppear",
            "Item1.viewDidDisappear", "Item2.viewDidAppear"])
    }

    // 32.2 with K37: the moves of a scroll, in order
    @Test func theRecommendedContainmentMovesAndK37() throws {
        let f = Fixture()
        let feed = containedFeed(f)
        try showAndScrollToTheSecondItem(f, feed)
        #expect(f.take(Set<EventKind>.moves.union(Set<EventKind>.appearance), of: ["Item1", "Item2"]) == [
            "Item1.willMove(nil)", "Item1.viewWillDisappear", "Item1.didMove(nil)",
            "Item2.willMove(Feed)", "Item2.viewWillAppear", "Item2.didMove(Feed)",
            "Item1.viewDidDisappear", "Item1.didMove(nil)",
            "Item2.viewDidAppear", "Item2.didMove(Feed)"])
    }

    // 32.3 (K5): addChild first, in the parent's own appearance: will at once, did with the parent's
    @Test func addChildFirstDuringTheParentsAppearanceGetsItsDidFromTheParent() throws {
        let f = Fixture()
        let feed = containedFeed(f)
        try f.window.setRootViewController(feed)
        try f.window.makeKeyAndVisible()
        try f.run()
        #expect(f.take(appearanceAndDisplay) == [
            "Feed.viewWillAppear", "Feed.willDisplay", "Item1.viewWillAppear", "Feed.viewDidAppear", "Item1.viewDidAppear"])
    }

    // 32.3 (K5, K32, K33): addSubview first in a window root's first layout: both dids queued in
    // one turn, the parent's first, so one viewDidAppear
    @Test func addSubviewFirstInAWindowRootsFirstLayoutGetsOneDid() throws {
        let f = Fixture()
        let feed = containedFeed(f, addSubviewFirst: true)
        try f.window.setRootViewController(feed)
        try f.window.makeKeyAndVisible()
        try f.run()
        #expect(f.take(.appearance, of: ["Feed", "Item1"]) == [
            "Feed.viewWillAppear", "Item1.viewWillAppear", "Feed.viewDidAppear", "Item1.viewDidAppear"])
    }

    // 32.3 (K5, K2; seed 001): addSubview first in an animated push: the child's own did comes at
    // the end of the turn, the parent's forwarded one after the push — viewDidAppear twice
    @Test func addSubviewFirstInAnAnimatedPushGetsTwoDids() throws {
        let f = Fixture()
        let nav = try f.nav("Nav", root: f.vc("Home"))
        try f.show(nav)
        let feed = containedFeed(f, addSubviewFirst: true)
        try nav.pushViewController(feed, animated: true)
        try f.run()
        #expect(f.take(.appearance, of: ["Feed", "Item1"]) == [
            "Feed.viewWillAppear", "Item1.viewWillAppear", "Item1.viewDidAppear", "Feed.viewDidAppear", "Item1.viewDidAppear"])
    }

    // 32.4 (K5): without containment the child is parentless: the window drives it
    @Test func withoutContainmentTheWindowDrivesTheChild() throws {
        let f = Fixture()
        let (feed, handlers) = feed(f, visible: 1)
        _ = contain(f, feed, handlers, containment: false)
        try showAndScrollToTheSecondItem(f, feed)
        #expect(f.take(appearanceAndDisplay) == [
            "Feed.didEndDisplaying", "Item1.viewWillDisappear",
            "Feed.willDisplay", "Item2.viewWillAppear",
            "Item1.viewDidDisappear", "Item2.viewDidAppear"])
        #expect(f.world.layoutOrder().contains { $0.name == "Item2" })   // laid out with the feed
    }

    // 32.5 (K1, K2, K4): begin/end on top between the parent's will and did: the child's own end
    // completes it, then the parent's forwarded did reaches it again — two viewDidAppear, nothing logged
    @Test func beginEndOnTopDuringTheParentsAppearanceGivesTwoDids() throws {
        let f = Fixture()
        let feed = containedFeed(f, beginEnd: true)
        try f.window.setRootViewController(feed)
        try f.window.makeKeyAndVisible()
        try f.run()
        #expect(f.take(Set<EventKind>.appearance.union(Set<EventKind>.messages), of: ["Feed", "Item1"]) == [
            "Feed.viewWillAppear", "Item1.viewWillAppear", "Item1.viewDidAppear", "Feed.viewDidAppear", "Item1.viewDidAppear"])
    }

    // 32.5 (K1, K5; code-containers-2 §2.5): the view first, then begin/end, in the parent's
    // appearance: the window already made the child appearing, so the begin fires nothing and
    // zeroes the count; the end warns and completes it; the parent's forwarded did comes again
    @Test func beginEndAfterTheWindowDuringTheParentsAppearanceWarnsAndGivesTwoDids() throws {
        let f = Fixture()
        let (feed, handlers) = feed(f, visible: 1)
        handlers.handlers[.willDisplay] = { cell, item in
            let c = f.vc("Item\(item)")
            try feed.addChild(c)
            try cell.contentView.addSubview(try c.view)
            try c.beginAppearanceTransition(true, animated: false)
            try c.endAppearanceTransition()
            try c.didMove(toParent: feed)
        }
        try f.window.setRootViewController(feed)
        try f.window.makeKeyAndVisible()
        try f.run()
        #expect(f.take(Set<EventKind>.appearance.union(Set<EventKind>.messages), of: ["Feed", "Item1"]) == [
            "Feed.viewWillAppear", "Item1.viewWillAppear", unbalanced("Item1"), "Item1.viewDidAppear",
            "Feed.viewDidAppear", "Item1.viewDidAppear"])
    }

    // 32.5 (K1): begin/end on a cell's child that already appeared: both callbacks again, nothing logged
    @Test func beginEndOnAnAppearedChildFiresBothAgain() throws {
        let f = Fixture()
        let (feed, handlers) = feed(f, visible: 1)
        let kids = contain(f, feed, handlers)
        try f.show(feed)
        let child = try #require(kids()[1])
        try child.beginAppearanceTransition(true, animated: false)
        try child.endAppearanceTransition()
        try f.run()
        #expect(f.take(Set<EventKind>.appearance.union(Set<EventKind>.messages)) == ["Item1.viewWillAppear", "Item1.viewDidAppear"])
    }

    // 32.5 with the scroll: the parent has appeared, so begin/end drives the entering and leaving
    // children alone — one of each callback
    @Test func beginEndOnTopWhileScrollingGivesOneOfEach() throws {
        let f = Fixture()
        let feed = containedFeed(f, beginEnd: true)
        try showAndScrollToTheSecondItem(f, feed)
        #expect(f.take(Set<EventKind>.appearance.union(Set<EventKind>.messages)) == [
            "Item1.viewWillDisappear", "Item1.viewDidDisappear", "Item2.viewWillAppear", "Item2.viewDidAppear"])
    }
}

// semantics-containers §32.1: the events a script reads back (the compact store) keep the item
@Test func theTraceStoreKeepsACellEventsIndex() throws {
    let f = Fixture()
    let feed = UICollectionViewController(world: f.world, name: "Feed", numberOfItems: 3, visibleItems: 2)
    feed.delegate = CellHandlers([.willDisplay])
    try f.show(feed)
    #expect(f.world.trace.events.filter { $0.event == .willDisplay }.map(\.index) == [1, 2])
    #expect(f.world.trace.events.filter { $0.event == .viewWillTransition || $0.event == .viewDidLoad }.allSatisfy { $0.index == nil && $0.size == nil })
}

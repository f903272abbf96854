// semantics-containers §31 (UISearchController): who presents it (31.1), the silent presenter and
// the order of the delegate and the appearance callbacks (31.2), the results controller shown for
// the whole activation (31.3), hidesNavigationBarDuringPresentation (31.4).

import Testing
@testable import LifecycleKit

@Suite("semantics-containers §31 UISearchController")
struct SearchControllerTests {
    private static let searchDelegate: Set<EventKind> = [
        .willPresentSearchController, .didPresentSearchController, .willDismissSearchController, .didDismissSearchController,
    ]
    private let events: Set<EventKind> = Set<EventKind>.appearance.union(Self.searchDelegate)

    /// List (showing the bar) in Nav, the window's root; Search with Results and a delegate.
    private struct Scene {
        let f: Fixture, list: UIViewController, nav: UINavigationController
        let search: UISearchController, results: UIViewController
    }

    private func scene(_ f: Fixture = Fixture()) throws -> Scene {
        let list = f.vc("List"), results = f.vc("Results")
        let nav = try f.nav("Nav", root: list)
        let search = try UISearchController(world: f.world, name: "Search", searchResultsController: results)
        search.delegate = Delegate(Self.searchDelegate)
        list.navigationItem.searchController = search
        try f.show(nav)
        return Scene(f: f, list: list, nav: nav, search: search, results: results)
    }

    // 31.1 [prose thomasdenney; doc §3]: the walk up from List stops at the navigation
    // controller, which defines a presentation context by default
    @Test func theNavigationControllerPresentsByDefault() throws {
        let s = try scene()
        try s.search.setActive(true)
        try s.f.run()
        #expect(s.search.presentingViewController === s.nav)
    }

    // 31.1: the bar's own controller when it defines the context
    @Test func theBarsControllerPresentsWhenItDefinesTheContext() throws {
        let s = try scene()
        s.list.definesPresentationContext = true
        try s.search.setActive(true)
        try s.f.run()
        #expect(s.search.presentingViewController === s.list)
        #expect(s.f.take([.warning]) == [])   // semantics §3: List is not detached
    }

    // 31.1: no controller defines a context: the window's root
    @Test func withoutAContextTheWindowsRootPresents() throws {
        let f = Fixture()
        let root = f.vc("Root"), list = f.vc("List")
        try root.addChild(list)
        try root.view.addSubview(list.view)
        try list.didMove(toParent: root)
        let search = try UISearchController(world: f.world, name: "Search", searchResultsController: nil)
        list.navigationItem.searchController = search
        try f.show(root)
        try search.setActive(true)
        try f.run()
        #expect(search.presentingViewController === root)
    }

    // 31.1: isActive in code is at once, like present (the callbacks wait for the commit)
    @Test func isActiveChangesAtOnce() throws {
        let s = try scene()
        try s.search.setActive(true)
        #expect(s.search.isActive && s.f.take(events) == [])
        try s.f.run()
        try s.search.setActive(false)
        #expect(!s.search.isActive)
        try s.f.run()
        #expect(!s.search.isActive && s.search.presentingViewController == nil)
    }

    // 31.1: a search controller shown by no navigation item has nowhere to be presented from
    @Test func activatingADetachedSearchControllerIsAnError() throws {
        let f = Fixture()
        let search = try UISearchController(world: f.world, name: "Search", searchResultsController: nil)
        #expect(throws: SearchControllerMisuse.self) { try search.setActive(true) }
        #expect(!search.isActive)
    }

    // 31.1 with §3's warning: the bar's controller not in a window — UIKit's message, nothing else
    @Test func activatingOffScreenIsRefusedWithUIKitsWarning() throws {
        let f = Fixture()
        let list = f.vc("List")
        let search = try UISearchController(world: f.world, name: "Search", searchResultsController: nil)
        search.delegate = Delegate(Self.searchDelegate)
        list.navigationItem.searchController = search
        try search.setActive(true)
        try f.run()
        let traced = f.take(events.union([.warning]))
        #expect(traced.count == 1 && traced[0].hasPrefix("warning: Attempt to present <UISearchController: Search> on <UIViewController: List>"))
        #expect(!search.isActive)
    }

    // 31.2 [code names; choice]: the presenter and the bar's controller get no appearance
    // callbacks, activating or deactivating
    @Test func thePresenterAndTheBarsControllerStaySilent() throws {
        let s = try scene()
        try s.search.setActive(true)
        try s.f.run()
        try s.search.setActive(false)
        try s.f.run()
        #expect(s.f.take(events, of: ["Nav", "List"]) == [])
        #expect(s.nav.appearance == .appeared && s.list.appearance == .appeared)
    }

    // 31.2 [doc delegate names; choice for the interleaving]: willPresent, the search controller's
    // will, the results' will; 0.3 s later both dids, then didPresent
    @Test func activationOrder() throws {
        let s = try scene()
        try s.search.setActive(true)
        try s.f.run(seconds: 0.29)
        #expect(s.f.take(events) == ["Search.willPresentSearchController", "Search.viewWillAppear", "Results.viewWillAppear"])
        try s.f.run(seconds: 0.02)
        #expect(s.f.take(events) == ["Search.viewDidAppear", "Results.viewDidAppear", "Search.didPresentSearchController"])
    }

    // 31.2: deactivating is the reverse, with willDismiss / didDismiss
    @Test func deactivationOrder() throws {
        let s = try scene()
        try s.search.setActive(true)
        try s.f.run()
        s.f.tape.skip()
        try s.search.setActive(false)
        try s.f.run(seconds: 0.29)
        #expect(s.f.take(events) == ["Search.willDismissSearchController", "Search.viewWillDisappear", "Results.viewWillDisappear"])
        try s.f.run(seconds: 0.02)
        #expect(s.f.take(events) == ["Search.viewDidDisappear", "Results.viewDidDisappear", "Search.didDismissSearchController"])
    }

    // 31.1, 31.2: the user's taps are user events, handled in the next turn, with the same order
    @Test func tapsAreUserEvents() throws {
        let s = try scene()
        try s.search.tapSearchBar()
        #expect(!s.search.isActive)
        try s.f.run()
        #expect(s.f.take(events).first == "Search.willPresentSearchController" && s.search.isActive)
        try s.search.tapCancel()
        #expect(s.search.isActive)
        try s.f.run()
        #expect(s.f.take(events).last == "Search.didDismissSearchController" && !s.search.isActive)
        #expect(throws: SearchControllerMisuse.self) { try s.search.tapCancel() }
    }

    // 31.2 [doc header]: a present or dismiss the app makes itself does not tell the delegate
    @Test func aManualPresentationDoesNotTellTheDelegate() throws {
        let s = try scene()
        try s.list.present(s.search, animated: true, completion: nil)
        try s.f.run()
        try s.search.dismiss(animated: true, completion: nil)
        try s.f.run()
        #expect(s.f.take(Self.searchDelegate) == [])
    }

    // 31.3 [choice]: the results controller is the search controller's child from the start and is
    // shown for the whole activation (forwarded, §1)
    @Test func theResultsControllerIsShownForTheWholeActivation() throws {
        let s = try scene()
        #expect(s.results.parent === s.search)
        try s.search.setActive(true)
        try s.f.run()
        #expect(s.results.appearance == .appeared)
        #expect(s.f.take(Set<EventKind>.appearance, of: ["Results"]) == ["Results.viewWillAppear", "Results.viewDidAppear"])
        try s.search.setActive(false)
        try s.f.run()
        #expect(s.f.take(Set<EventKind>.appearance, of: ["Results"]) == ["Results.viewWillDisappear", "Results.viewDidDisappear"])
    }

    // 31.4 [code: a bar flag; choice]: hidesNavigationBarDuringPresentation changes no callback
    @Test func hidingTheNavigationBarChangesNoCallback() throws {
        var traces: [[String]] = []
        for hides in [true, false] {
            let s = try scene()
            s.search.hidesNavigationBarDuringPresentation = hides
            try s.search.setActive(true)
            try s.f.run()
            try s.search.setActive(false)
            try s.f.run()
            traces.append(s.f.take(events.union([.viewDidLoad, .willMove, .didMove])))
        }
        #expect(traces[0] == traces[1])
    }

    // semantics §8: the navigation item holds its search controller (and the results, its child)
    @Test func theNavigationItemHoldsTheSearchController() throws {
        let f = Fixture()
        let list = f.vc("List")
        let search = try UISearchController(world: f.world, name: "Search", searchResultsController: nil)
        #expect(!search.isHeldByUIKit)
        list.navigationItem.searchController = search
        #expect(search.isHeldByUIKit && search.barOwner === list)
        list.navigationItem.searchController = nil
        #expect(!search.isHeldByUIKit && search.barOwner == nil)
    }
}

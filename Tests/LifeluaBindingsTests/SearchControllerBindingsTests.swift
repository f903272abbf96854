// semantics-containers §31 through the bindings: vc.navigationItem, the constructor's forms, the
// delegate's events in the trace, and who holds a search controller (semantics §8).

@testable import LifeluaBindings
import LifecycleKit
import Testing

@Suite struct SearchControllerBindingsTests {
    private let scene = """
        local window = UIWindow()
        local list = UIViewController("List")
        local search = UISearchController{ name = "Search", searchResultsController = UIViewController("Results") }
        list.navigationItem.searchController = search
        search.delegate = { willPresentSearchController = function(s) log("will " .. s.name) end }
        window.rootViewController = UINavigationController("Nav", list); window:makeKeyAndVisible(); RunLoop.run()

        """

    // lua-api "Search controller": one navigation item per controller; the results controller read back
    @Test func navigationItemAndResultsReadBack() {
        let result = run(scene + """
            assert(list.navigationItem == list.navigationItem)
            assert(list.navigationItem.searchController == search)
            assert(search.searchResultsController.name == "Results")
            assert(search.searchResultsController.parent == search)
            assert(search.hidesNavigationBarDuringPresentation == true)
            """)
        #expect(result.error == nil)
    }

    // 31.2: the delegate method is traced before it runs, before the search controller's viewWillAppear
    @Test func delegateEventsAreTraced() {
        let result = run(scene + "search:tapSearchBar(); RunLoop.run()",
                         kinds: ["willPresentSearchController", "viewWillAppear", "log"])
        #expect(result.error == nil)
        #expect(result.trace == ["Nav.viewWillAppear", "List.viewWillAppear",
                                 "Search.willPresentSearchController", "log: will Search", "Search.viewWillAppear", "Results.viewWillAppear"])
    }

    // semantics §8: the navigation item holds the search controller; its controller's deinit releases it
    @Test func theListsDeinitReleasesTheSearchController() {
        let result = run("""
            local window = UIWindow()
            do
              local list = UIViewController("List")
              list.navigationItem.searchController = UISearchController("Search", UIViewController("Results"))
              window.rootViewController = list
            end
            window:makeKeyAndVisible(); RunLoop.run()
            collectgarbage()
            window.rootViewController = UIViewController("Other"); RunLoop.run()
            """, kinds: ["deinit"])
        #expect(result.error == nil)
        #expect(result.trace == ["List.deinit", "Search.deinit", "Results.deinit"])
    }

    // lua-api: navigationItem.searchController takes a UISearchController or nil
    @Test func searchControllerMustBeASearchController() {
        let message = failure("UIViewController('List').navigationItem.searchController = UIViewController('X')")
        #expect(message?.contains("searchController: expected a UISearchController or nil") == true)
    }
}

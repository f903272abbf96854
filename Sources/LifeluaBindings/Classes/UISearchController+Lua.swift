// UISearchController and UINavigationItem as a scenario sees them (lua-api.md, "Search controller";
// semantics-containers §31).

import LifecycleKit
import LuaBridge

private typealias Search = Members<UISearchController>
private typealias Item = Members<UINavigationItem>
private typealias VC = Members<UIViewController>

extension ClassBinding {
    static let searchController = ClassBinding(
        "UISearchController", superclass: .viewController,
        doc: "A search controller: activating it presents it over the first controller up from its bar's controller that defines a presentation context; that presenter gets no appearance callbacks (semantics-containers §31).",
        matches: { $0 is UISearchController },
        constructorDoc: "UISearchController(name, resultsController) or UISearchController{ name = …, searchResultsController = …, hidesNavigationBarDuringPresentation = … }",
        positional: [("name", "string"), ("searchResultsController", "UIViewController?")],
        constructorOptions: [("searchResultsController", "UIViewController", "The controller showing the results: a child of the search controller, shown for the whole activation.")],
        construct: { host, c in
            let results = try c.options == nil
                ? c.args.optionalObject(2, as: UIViewController.self, expected: "a results view controller")
                : host.optionController(c, "searchResultsController")
            return try UISearchController(world: host.world, name: c.name, searchResultsController: results, className: c.className)
        },
        properties: searchControllerProperties, methods: searchControllerMethods,
        delegates: [.searchController])

    static let searchControllerProperties: [PropertyBinding] = [
        Search.property("searchResultsController", "UIViewController?", "The results controller it was made with.",
                        get: { rt, s in rt.push(s.searchResultsController) }),
        Search.property("isActive", "boolean",
                        "Whether search is active; setting it presents or dismisses the search controller, animated, at once like present (the delegate is told).",
                        get: { rt, s in rt.vm.push(s.isActive) },
                        set: { rt, s, i in try s.setActive(try rt.bool(at: i, "isActive")) }),
        Search.property("hidesNavigationBarDuringPresentation", "boolean", "Kept and read back; it changes no callback (semantics-containers §31.4).",
                        get: { rt, s in rt.vm.push(s.hidesNavigationBarDuringPresentation) },
                        set: { rt, s, i in s.hidesNavigationBarDuringPresentation = try rt.bool(at: i, "hidesNavigationBarDuringPresentation") }),
        Search.property("delegate", "SearchControllerDelegate?", "A table with willPresentSearchController / didPresentSearchController / willDismissSearchController / didDismissSearchController.",
                        get: { rt, s in rt.push(delegate: s.delegate) },
                        set: { rt, s, i in s.delegate = try rt.delegate(at: i, "delegate", owner: s) }),
    ]

    static let searchControllerMethods: [MethodBinding] = [
        Search.method("tapSearchBar", [], "The user taps the search bar (a user event, next turn): search becomes active. The bar's controller must be in a window.") { rt, s, a in
            try s.tapSearchBar()
            return 0
        },
        Search.method("tapCancel", [], "The user taps Cancel (a user event, next turn): search stops being active. Only while active.") { rt, s, a in
            try s.tapCancel()
            return 0
        },
    ]

    static let navigationItem = ClassBinding(
        "UINavigationItem",
        doc: "A controller's navigation item; lifelua models only its searchController.",
        matches: { $0 is UINavigationItem },
        constructorDoc: "not constructed by scripts: read vc.navigationItem",
        positional: [], isConstructible: false,
        construct: { _, c in throw LuaScriptError.located("\(c.className) cannot be constructed; read vc.navigationItem") },
        properties: [
            Item.property("searchController", "UISearchController?", "The search controller whose bar it shows; activating search presents from this item's controller (semantics-containers §31.1).",
                          get: { rt, item in rt.push(item.searchController) },
                          set: { rt, item, i in
                              if rt.vm.isNil(at: i) { item.searchController = nil; return }
                              guard let s = rt.vm.object(at: i, as: UISearchController.self) else {
                                  throw rt.valueError("searchController", expected: "a UISearchController or nil", at: i)
                              }
                              item.searchController = s
                          }),
        ],
        methods: [])

    /// UIViewController's `navigationItem` (listed with its properties).
    static let navigationItemProperty = VC.property(
        "navigationItem", "UINavigationItem", "The controller's navigation item (only its searchController is modelled).",
        get: { rt, vc in rt.push(vc.navigationItem) })
}

extension DelegateShape {
    static let searchController = DelegateShape(
        name: "SearchControllerDelegate",
        doc: "UISearchControllerDelegate, as a table of functions: told of activation and deactivation (isActive, tapSearchBar, tapCancel), not of a present or dismiss the script makes itself. Set it as `search.delegate`.",
        methods: [(.willPresentSearchController, "fun(s: UISearchController)", "Search becomes active: before the search controller's viewWillAppear."),
                  (.didPresentSearchController, "fun(s: UISearchController)", "After the search and results controllers' viewDidAppear."),
                  (.willDismissSearchController, "fun(s: UISearchController)", "Search stops: before the search controller's viewWillDisappear."),
                  (.didDismissSearchController, "fun(s: UISearchController)", "After the search and results controllers' viewDidDisappear.")])
}

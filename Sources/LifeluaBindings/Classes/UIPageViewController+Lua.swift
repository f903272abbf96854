// UIPageViewController as a scenario sees it (lua-api.md, "Page view controller";
// semantics-containers §28).

import LifecycleKit
import LuaBridge

private typealias Pages = Members<UIPageViewController>

extension ClassBinding {
    static let pageViewController = ClassBinding(
        "UIPageViewController", superclass: .viewController,
        doc: "A page view controller (scroll or page curl). It never forwards appearance automatically: it drives its page itself (semantics-containers §28).",
        matches: { $0 is UIPageViewController },
        constructorDoc: "UIPageViewController{ name = …, transitionStyle = \"scroll\"|\"pageCurl\", navigationOrientation = \"horizontal\"|\"vertical\" }",
        positional: [("name", "string")],
        constructorOptions: [("transitionStyle", "\"pageCurl\"|\"scroll\"", "pageCurl (UIKit's default) or scroll."),
                             ("navigationOrientation", "\"horizontal\"|\"vertical\"", "horizontal (the default) or vertical."),
                             ("spineLocation", "\"min\"", "Only min in lifelua.")],
        construct: { host, c in try host.makePageViewController(c) },
        properties: pageViewControllerProperties, methods: pageViewControllerMethods,
        delegates: [.pageViewControllerDataSource, .pageViewControllerDelegate])

    static let pageViewControllerProperties: [PropertyBinding] = [
        Pages.property("viewControllers", "UIViewController[]", "The page shown (read-only; setViewControllers changes it).",
                       get: { rt, p in rt.push(p.viewControllers) }),
        Pages.property("transitionStyle", "\"pageCurl\"|\"scroll\"", "The style it was made with.",
                       get: { rt, p in rt.vm.push(p.transitionStyle.rawValue) }),
        Pages.property("navigationOrientation", "\"horizontal\"|\"vertical\"", "The orientation it was made with.",
                       get: { rt, p in rt.vm.push(p.navigationOrientation.rawValue) }),
        Pages.property("dataSource", "PageViewControllerDataSource?", "A table with viewControllerBefore / viewControllerAfter, asked lazily at a drag.",
                       get: { rt, p in rt.push(delegate: p.dataSource) },
                       set: { rt, p, i in p.dataSource = try rt.delegate(at: i, "dataSource", owner: p) }),
        Pages.property("delegate", "PageViewControllerDelegate?", "A table with willTransitionTo / didFinishAnimating.",
                       get: { rt, p in rt.push(delegate: p.delegate) },
                       set: { rt, p, i in p.delegate = try rt.delegate(at: i, "delegate", owner: p) }),
    ]

    static let pageViewControllerMethods: [MethodBinding] = [
        Pages.method("setViewControllers", [("viewControllers", "UIViewController[]"), ("direction", "\"forward\"|\"reverse\"?"),
                                            ("animated", "boolean?"), ("completion", "fun(finished: boolean)?")],
                     "Shows a page (one controller); direction defaults to forward, animated to false.") { rt, p, a in
            let pages = try rt.controllers(at: a.index(1), "setViewControllers: argument #1")
            let direction = try rt.pageDirection(try a.optionalString(2) ?? "forward", "setViewControllers: argument #2")
            try p.setViewControllers(pages, direction: direction, animated: try a.bool(3, default: false),
                                     completion: rt.boolBlock(try a.optionalFunction(4)))
            return 0
        },
        Pages.method("swipe", [("options", "{ direction: \"forward\"|\"reverse\", cancel: boolean? }")],
                     "The user drags the page towards direction and lets go (cancel = true: it springs back). A user event, next turn.") { rt, p, a in
            let (direction, cancel) = try rt.swipeOptions(a)
            try p.swipe(direction: direction, cancel: cancel)
            return 0
        },
    ]
}

extension DelegateShape {
    static let pageViewControllerDataSource = DelegateShape(
        name: "PageViewControllerDataSource",
        doc: "UIPageViewControllerDataSource, as a table of functions, asked lazily (semantics-containers §28.5). Set it as `pages.dataSource`.",
        methods: [(.viewControllerBefore, "fun(pvc: UIPageViewController, vc: UIViewController): UIViewController?", "The page before vc, or nil."),
                  (.viewControllerAfter, "fun(pvc: UIPageViewController, vc: UIViewController): UIViewController?", "The page after vc, or nil.")])
    static let pageViewControllerDelegate = DelegateShape(
        name: "PageViewControllerDelegate",
        doc: "UIPageViewControllerDelegate, as a table of functions (a user's swipe only). Set it as `pages.delegate`.",
        methods: [(.willTransitionTo, "fun(pvc: UIPageViewController, pending: UIViewController[])", "A drag begins towards the pending page."),
                  (.didFinishAnimating, "fun(pvc: UIPageViewController, finished: boolean, previous: UIViewController[], completed: boolean)", "The turn settled (completed false: cancelled).")])
}

extension ScriptHost {
    func makePageViewController(_ c: ConstructorArguments) throws -> UIPageViewController {
        var style = UIPageViewController.TransitionStyle.pageCurl
        var orientation = UIPageViewController.NavigationOrientation.horizontal
        if let options = c.options {
            if let s = try optionString(options, "transitionStyle", of: c) {
                style = try oneOf(s, "\(c.className): transitionStyle")
            }
            if let s = try optionString(options, "navigationOrientation", of: c) {
                orientation = try oneOf(s, "\(c.className): navigationOrientation")
            }
            if let s = try optionString(options, "spineLocation", of: c), s != "min" {
                throw LuaScriptError.located("\(c.className): spineLocation: only 'min' is modelled, got '\(s)'")
            }
        }
        return UIPageViewController(world: world, name: c.name, transitionStyle: style,
                                    navigationOrientation: orientation, className: c.className)
    }

    /// One of an enum's names, or an error listing them.
    func oneOf<E: RawRepresentable & CaseIterable>(_ text: String, _ what: String) throws -> E where E.RawValue == String {
        if let e = E(rawValue: text) { return e }
        let valid = E.allCases.map(\.rawValue).joined(separator: ", ")
        throw LuaScriptError.located("\(what): expected one of \(valid), got '\(text)'")
    }

    func pageDirection(_ text: String, _ what: String) throws -> UIPageViewController.Direction {
        try oneOf(text, what)
    }

    /// `{ direction = "forward"|"reverse", cancel = bool }`: both keys checked, nothing else allowed.
    func swipeOptions(_ a: LuaArgs) throws -> (UIPageViewController.Direction, Bool) {
        guard let table = try a.optionalTable(1) else {
            throw LuaScriptError.located("swipe: expected a table { direction = \"forward\"|\"reverse\", cancel = boolean }")
        }
        var unknown: [String] = []
        vm.forEach(table: table) {
            let key = vm.isString(at: -2) ? (vm.toString(at: -2) ?? "?") : "?"
            if key != "direction" && key != "cancel" { unknown.append(key) }
        }
        if let key = unknown.min() { throw LuaScriptError.located("swipe: unknown option '\(key)' (expected direction, cancel)") }
        vm.getField("direction", at: table)
        let text = vm.isString(at: -1) ? vm.toString(at: -1) : nil
        let given = !vm.isNil(at: -1)
        vm.pop()
        guard let text else {
            throw LuaScriptError.located(given ? "swipe: direction: expected a string" : "swipe: direction is required (\"forward\" or \"reverse\")")
        }
        let direction = try pageDirection(text, "swipe: direction")
        return (direction, try option("cancel", in: a, 1))
    }
}

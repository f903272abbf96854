// UISplitViewController as a scenario sees it (lua-api.md, "Split view controller";
// semantics-containers §29).

import LifecycleKit
import LuaBridge

private typealias Split = Members<UISplitViewController>

extension ClassBinding {
    static let splitViewController = ClassBinding(
        "UISplitViewController", superclass: .viewController,
        doc: "A split view controller, classic (viewControllers = { primary, secondary }) or column style. Collapsed in a compact window (semantics-containers §29).",
        matches: { $0 is UISplitViewController },
        constructorDoc: "UISplitViewController{ name = …, style = \"doubleColumn\"|\"tripleColumn\", viewControllers = { primary, secondary }, preferredDisplayMode = … }",
        positional: [("name", "string")],
        constructorOptions: [("style", "\"doubleColumn\"|\"tripleColumn\"", "Column style (iOS 14+); omit for the classic split.")],
        construct: { host, c in
            var style = UISplitViewController.Style.classic
            if let options = c.options, let s = try host.optionString(options, "style", of: c) {
                style = try host.oneOf(s, "\(c.className): style")
            }
            return UISplitViewController(world: host.world, name: c.name, style: style, className: c.className)
        },
        properties: [
            Split.property("viewControllers", "UIViewController[]", "Classic: { primary, secondary }; column style: the columns set, in column order (read-only).",
                           get: { rt, s in rt.push(s.viewControllers) },
                           set: { rt, s, i in try s.setViewControllers(try rt.controllers(at: i, "viewControllers")) }),
            Split.property("style", "\"classic\"|\"doubleColumn\"|\"tripleColumn\"", "The style it was made with.",
                           get: { rt, s in rt.vm.push(s.style.rawValue) }),
            Split.property("isCollapsed", "boolean", "Whether it is collapsed (a compact window).",
                           get: { rt, s in rt.vm.push(s.isCollapsed) }),
            Split.property("preferredDisplayMode", "\"automatic\"|\"oneBesideSecondary\"|\"secondaryOnly\"|\"oneOverSecondary\"|\"twoBesideSecondary\"",
                           "The display mode asked for; changing it on screen shows or hides columns (will at once, did after 0.3 s).",
                           get: { rt, s in rt.vm.push(s.preferredDisplayMode.rawValue) },
                           set: { rt, s, i in try s.setPreferredDisplayMode(try rt.oneOf(try rt.string(at: i, "preferredDisplayMode"), "preferredDisplayMode")) }),
            Split.property("displayMode", "string", "The display mode in effect (automatic resolved).",
                           get: { rt, s in rt.vm.push(s.displayMode.rawValue) }),
            Split.property("delegate", "SplitViewControllerDelegate?", "A table of the split view controller delegate's functions.",
                           get: { rt, s in rt.push(delegate: s.delegate) },
                           set: { rt, s, i in s.delegate = try rt.delegate(at: i, "delegate", owner: s) }),
        ],
        methods: [
            Split.method("setViewController", [("viewController", "UIViewController?"), ("column", "\"primary\"|\"supplementary\"|\"secondary\"|\"compact\"")],
                         "Column style: puts a controller in a column.") { rt, s, a in
                let vc = a.isAbsent(1) ? nil : try a.controller(1)
                let column: UISplitViewController.Column = try rt.oneOf(try a.string(2), "setViewController: column")
                try s.setViewController(vc, for: column)
                return 0
            },
            Split.method("viewController", [("column", "\"primary\"|\"supplementary\"|\"secondary\"|\"compact\"")], returns: "UIViewController?",
                         "Column style: the controller in a column.") { rt, s, a in
                let column: UISplitViewController.Column = try rt.oneOf(try a.string(1), "viewController: column")
                rt.push(s.viewController(for: column))
                return 1
            },
        ],
        delegates: [.splitViewController])
}

extension DelegateShape {
    static let splitViewController = DelegateShape(
        name: "SplitViewControllerDelegate",
        doc: "UISplitViewControllerDelegate, as a table of functions. Set it as `split.delegate`.",
        methods: [(.collapseSecondary, "fun(svc: UISplitViewController, secondary: UIViewController, primary: UIViewController): boolean", "Classic: true keeps the secondary hidden when collapsing; false or absent lets a navigation primary push it."),
                  (.topColumnForCollapsingToProposedTopColumn, "fun(svc: UISplitViewController, proposed: string): string", "Column style: the column shown on top when collapsing."),
                  (.splitViewControllerDidCollapse, "fun(svc: UISplitViewController)", "Column style and classic: after collapsing."),
                  (.splitViewControllerDidExpand, "fun(svc: UISplitViewController)", "Column style: after expanding (a resize or rotation to a regular width)."),
                  (.separateSecondaryFrom, "fun(svc: UISplitViewController, primary: UIViewController): UIViewController?", "Classic: the secondary when expanding; nil lets a navigation primary pop its top above the root."),
                  (.willChangeTo, "fun(svc: UISplitViewController, displayMode: string)", "Before the display mode changes (displayMode: the new one).")])
}

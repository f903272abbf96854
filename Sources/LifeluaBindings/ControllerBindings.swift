// UIViewController's members as a scenario sees them (lua-api.md, Controllers, Presentation,
// Containment).

import LifecycleKit
import LuaBridge

/// A property of class `T`; the getter pushes one value.
func property<T>(_ name: String, _ type: String, _ doc: String,
                 get: @escaping (ScriptHost, T) throws -> Void,
                 set: ((ScriptHost, T, Int32) throws -> Void)? = nil) -> PropertyBinding {
    PropertyBinding(name: name, type: type, doc: doc,
                    get: { rt, o in try get(rt, o as! T) },
                    set: set.map { s in { rt, o, i in try s(rt, o as! T, i) } })
}

func method<T>(_ name: String, _ params: [(String, String)], returns: String? = nil, _ doc: String,
               _ body: @escaping (ScriptHost, T, LuaArgs) throws -> Int32) -> MethodBinding {
    MethodBinding(name: name, params: params, returns: returns, doc: doc,
                  body: { rt, o, args in try body(rt, o as! T, args) })
}

extension ScriptHost {
    func allClassBindings() -> [ClassBinding] {
        [tabBarControllerBinding(), navigationControllerBinding(), viewControllerBinding(),
         windowBinding(), viewBinding()]
    }

    func viewControllerBinding() -> ClassBinding {
        typealias VC = UIViewController
        let props: [PropertyBinding] = [
            property("name", "string", "The name the trace prints.",
                     get: { (rt: ScriptHost, vc: VC) in rt.vm.push(vc.name) },
                     set: { rt, vc, i in vc.name = try rt.string(at: i, "name") }),
            property("className", "string", "The class name: UIViewController or the subclass's name.",
                     get: { (rt: ScriptHost, vc: VC) in rt.vm.push(vc.className) }),
            property("view", "UIView", "The controller's view; reading it loads it the first time (viewDidLoad).",
                     get: { (rt: ScriptHost, vc: VC) in rt.push(try vc.view) }),
            property("isViewLoaded", "boolean", "Whether the view has been loaded.",
                     get: { (rt: ScriptHost, vc: VC) in rt.vm.push(vc.isViewLoaded) }),
            property("appearanceState", "\"disappeared\"|\"appearing\"|\"appeared\"|\"disappearing\"",
                     "The appearance state (semantics §1); not a UIKit property, for inspection.",
                     get: { (rt: ScriptHost, vc: VC) in rt.vm.push(vc.appearance.rawValue) }),
            property("parent", "UIViewController?", "The parent in containment.",
                     get: { (rt: ScriptHost, vc: VC) in rt.push(vc.parent) }),
            property("children", "UIViewController[]", "The children, in order.",
                     get: { (rt: ScriptHost, vc: VC) in rt.push(vc.children) }),
            property("presentingViewController", "UIViewController?", "The controller that presented this one.",
                     get: { (rt: ScriptHost, vc: VC) in rt.push(vc.presentingViewController) }),
            property("presentedViewController", "UIViewController?", "The controller this one presents.",
                     get: { (rt: ScriptHost, vc: VC) in rt.push(vc.presentedViewController) }),
            property("navigationController", "UINavigationController?", "The nearest navigation controller above.",
                     get: { (rt: ScriptHost, vc: VC) in rt.push(vc.navigationController) }),
            property("tabBarController", "UITabBarController?", "The nearest tab bar controller above.",
                     get: { (rt: ScriptHost, vc: VC) in rt.push(vc.tabBarController) }),
            property("modalPresentationStyle", "ModalPresentationStyle", "How it is presented (default automatic).",
                     get: { (rt: ScriptHost, vc: VC) in rt.vm.push(vc.modalPresentationStyle.rawValue) },
                     set: { rt, vc, i in vc.modalPresentationStyle = try rt.style(at: i) }),
            property("definesPresentationContext", "boolean", "Whether currentContext presentations cover this controller.",
                     get: { (rt: ScriptHost, vc: VC) in rt.vm.push(vc.definesPresentationContext) },
                     set: { rt, vc, i in vc.definesPresentationContext = try rt.bool(at: i, "definesPresentationContext") }),
            property("isModalInPresentation", "boolean", "Whether a sheet refuses the swipe down.",
                     get: { (rt: ScriptHost, vc: VC) in rt.vm.push(vc.isModalInPresentation) },
                     set: { rt, vc, i in vc.isModalInPresentation = try rt.bool(at: i, "isModalInPresentation") }),
            property("shouldAutomaticallyForwardAppearanceMethods", "boolean",
                     "Whether this container forwards appearance to its children (default true).",
                     get: { (rt: ScriptHost, vc: VC) in rt.vm.push(vc.shouldAutomaticallyForwardAppearanceMethods) },
                     set: { rt, vc, i in vc.shouldAutomaticallyForwardAppearanceMethods = try rt.bool(at: i, "shouldAutomaticallyForwardAppearanceMethods") }),
            property("isBeingPresented", "boolean", "True during its presentation transition.",
                     get: { (rt: ScriptHost, vc: VC) in rt.vm.push(vc.isBeingPresented) }),
            property("isBeingDismissed", "boolean", "True during its dismissal transition.",
                     get: { (rt: ScriptHost, vc: VC) in rt.vm.push(vc.isBeingDismissed) }),
            property("isMovingToParent", "boolean", "True in the appearance callbacks of the transition that adds it to a parent.",
                     get: { (rt: ScriptHost, vc: VC) in rt.vm.push(vc.isMovingToParent) }),
            property("isMovingFromParent", "boolean", "True in the callbacks of the transition that removes it from its parent.",
                     get: { (rt: ScriptHost, vc: VC) in rt.vm.push(vc.isMovingFromParent) }),
            property("presentationControllerDelegate", "PresentationControllerDelegate?",
                     "UIAdaptivePresentationControllerDelegate: a table of presentationController… functions.",
                     get: { (rt: ScriptHost, vc: VC) in
                         if let d = vc.presentationControllerDelegate as? TableDelegate { rt.vm.push(d.table) } else { rt.vm.pushNil() }
                     },
                     set: { rt, vc, i in vc.presentationControllerDelegate = try rt.delegate(at: i, "presentationControllerDelegate") }),
        ]
        let methods: [MethodBinding] = [
            method("present", [("viewController", "UIViewController"), ("animated", "boolean?"), ("completion", "fun()?")],
                   "Presents a controller modally (animated defaults to true).") { (rt: ScriptHost, vc: VC, a: LuaArgs) in
                let b = try a.object(1, as: UIViewController.self, expected: "a view controller")
                let animated = try a.bool(2, default: true)
                try vc.present(b, animated: animated, completion: rt.block(try a.optionalFunction(3)))
                return 0
            },
            method("dismiss", [("animated", "boolean?"), ("completion", "fun()?")],
                   "Dismisses what this controller presents, or this controller if it is presented.") { (rt: ScriptHost, vc: VC, a: LuaArgs) in
                try vc.dismiss(animated: try a.bool(1, default: true), completion: rt.block(try a.optionalFunction(2)))
                return 0
            },
            method("interactiveDismiss", [("options", "{ cancel: boolean? }?")],
                   "The user swipes the sheet down; cancel = true springs it back.") { (rt: ScriptHost, vc: VC, a: LuaArgs) in
                try vc.interactiveDismiss(cancel: try rt.option("cancel", in: a, 1))
                return 0
            },
            method("addChild", [("child", "UIViewController")], "Adds a child (calls child:willMove(self)).") { (rt: ScriptHost, vc: VC, a: LuaArgs) in
                try vc.addChild(try a.object(1, as: UIViewController.self, expected: "a view controller"))
                return 0
            },
            method("removeFromParent", [], "Removes from the parent (calls didMove(nil)).") { (rt: ScriptHost, vc: VC, a: LuaArgs) in
                try vc.removeFromParent()
                return 0
            },
            method("beginAppearanceTransition", [("isAppearing", "boolean"), ("animated", "boolean")],
                   "Starts an appearance transition by hand (a container that forwards manually).") { (rt: ScriptHost, vc: VC, a: LuaArgs) in
                try vc.beginAppearanceTransition(try a.bool(1), animated: try a.bool(2, default: false))
                return 0
            },
            method("endAppearanceTransition", [], "Ends the appearance transition in flight.") { (rt: ScriptHost, vc: VC, a: LuaArgs) in
                try vc.endAppearanceTransition()
                return 0
            },
            method("transition", [("from", "UIViewController"), ("to", "UIViewController"), ("duration", "number"),
                                  ("options", "string?"), ("animations", "fun()?"), ("completion", "fun(finished: boolean)?")],
                   "transition(from:to:duration:options:animations:completion:) between two children.") { (rt: ScriptHost, vc: VC, a: LuaArgs) in
                let from = try a.object(1, as: UIViewController.self, expected: "a view controller")
                let to = try a.object(2, as: UIViewController.self, expected: "a view controller")
                let duration = try a.number(3)
                _ = try a.optionalString(4)
                try vc.transition(from: from, to: to, duration: duration,
                                  animations: rt.block(try a.optionalFunction(5)),
                                  completion: rt.boolBlock(try a.optionalFunction(6)))
                return 0
            },
            method("isKindOf", [("class", "table")], returns: "boolean",
                   "Whether this controller is an instance of the class or of a subclass of it.") { (rt: ScriptHost, vc: VC, a: LuaArgs) in
                let classIndex = try a.table(1)
                rt.vm.push(rt.isKind(vc, of: classIndex))
                return 1
            },
            method("loadViewIfNeeded", [], "Loads the view now if it is not loaded.") { (rt: ScriptHost, vc: VC, a: LuaArgs) in
                try vc.loadViewIfNeeded()
                return 0
            },
        ]
        return ClassBinding(name: "UIViewController", superName: nil,
                            doc: "A view controller. Subclass it with UIViewController:subclass(name, defs).",
                            constructorDoc: "UIViewController(name) or UIViewController{ name = …, property = value }",
                            matches: { $0 is UIViewController }, properties: props, methods: methods)
    }

    /// `{ cancel = true }` style options; absent table or key means false.
    func option(_ key: String, in args: LuaArgs, _ n: Int) throws -> Bool {
        guard let table = try args.optionalTable(n) else { return false }
        vm.getField(key, at: table)
        defer { vm.pop() }
        if vm.isNil(at: -1) { return false }
        return try bool(at: -1, key)
    }

    /// Walks the controller's class chain looking for the class table at `classIndex`.
    func isKind(_ vc: UIViewController, of classIndex: Int32) -> Bool {
        guard let scriptClass = vc.binding as? ScriptClass else { return false }
        vm.push(scriptClass.ref)
        var depth = 0
        while vm.isTable(at: -1) && depth < 64 {
            if vm.rawEqual(-1, classIndex) { vm.pop(); return true }
            vm.push("super"); vm.rawGet(table: -2); vm.remove(at: -2)
            depth += 1
        }
        vm.pop()
        return false
    }
}

// UIViewController as a scenario sees it (lua-api.md, Controllers, Presentation, Containment):
// its properties and methods, the lifecycle callbacks a subclass overrides, and the
// presentation controller's delegate table.

import LifecycleKit
import LuaBridge

private typealias VC = Members<UIViewController>

extension ClassBinding {
    static let viewController = ClassBinding(
        "UIViewController",
        doc: "A view controller. Subclass it with UIViewController:subclass(name, defs).",
        matches: { $0 is UIViewController },
        constructorDoc: "UIViewController(name) or UIViewController{ name = …, property = value }",
        positional: [("name", "string")],
        construct: { host, c in UIViewController(world: host.world, name: c.name, className: c.className) },
        subclassable: true,
        properties: viewControllerProperties, methods: viewControllerMethods,
        callbacks: lifecycleCallbacks, delegates: [.presentationController, .transitioning, .customPresentationController])

    /// The overridable callbacks (the engine's list), each with its parameters and meaning; the
    /// engine traces each before the override runs.
    static let lifecycleCallbacks: [CallbackBinding] = EventKind.lifecycleCallbacks.map { kind in
        let params: [(String, String)]
        switch kind {
        case .willMove, .didMove: params = [("parent", "UIViewController?")]
        case .viewWillTransition: params = [("size", "{ width: number, height: number }"), ("coordinator", "UIViewControllerTransitionCoordinator")]
        case .willTransition: params = [("traits", "UITraitCollection"), ("coordinator", "UIViewControllerTransitionCoordinator")]
        case .traitCollectionDidChange: params = [("previous", "UITraitCollection?")]
        default: params = kind.isAppearance ? [("animated", "boolean")] : []
        }
        return CallbackBinding(kind: kind, params: params, doc: callbackDoc(kind))
    }

    /// A switch, not a dictionary: nothing is built at start-up.
    static func callbackDoc(_ kind: EventKind) -> String {
        switch kind {
        case .viewDidLoad: return "Called once, when the view is first loaded (reading `vc.view`, or before the first appearance)."
        case .viewWillAppear: return "Called before the view is added to the window's hierarchy."
        case .viewIsAppearing: return "Called between viewWillAppear and viewDidAppear, once the view is in the hierarchy (iOS 13 and later)."
        case .viewDidAppear: return "Called when the view is on screen and its transition has finished."
        case .viewWillDisappear: return "Called before the view is removed from the window's hierarchy."
        case .viewDidDisappear: return "Called when the view has left the screen and its transition has finished."
        case .willMove: return "Called before the controller is added to (parent) or removed from (nil) a container; `addChild` calls it itself."
        case .didMove: return "Called after the controller is added to (parent) or removed from (nil) a container; `removeFromParent` calls it itself."
        case .loadView: return "Called once, right before viewDidLoad, to create the view: an override must assign `self.view` (`self.super.loadView(self)` installs the default view). Never call it directly."
        case .updateViewConstraints: return "Called in a controller's first layout pass, and in the next pass after `view:setNeedsUpdateConstraints()`."
        case .viewSafeAreaInsetsDidChange: return "Called when the safe-area insets change: on the first entry into a window, on an iPhone rotation, when additionalSafeAreaInsets changes."
        case .viewLayoutMarginsDidChange: return "Called right after viewSafeAreaInsetsDidChange (the margins follow the safe area)."
        case .viewWillLayoutSubviews: return "Called at the start of the controller's layout pass (in the commit's layout phase, or in layoutIfNeeded)."
        case .viewDidLayoutSubviews: return "Called at the end of the controller's layout pass, before its children's."
        case .viewWillTransition: return "Called when the window's size changes (a rotation, an iPad resize); register alongside and completion functions with `coordinator:animate(alongside, completion)`."
        case .willTransition: return "Called before the traits change (UIContentContainer), with the new traits."
        case .traitCollectionDidChange: return "Called after the traits changed, with the previous traits (nil on iOS 12's first call)."
        case .didReceiveMemoryWarning: return "Called on every live controller when the app receives a memory warning."
        case .updateProperties: return "iOS 26+: the first step of the controller's block in a layout pass, before updateViewConstraints and viewWillLayoutSubviews: after the view loads, after setNeedsUpdateProperties, and when an Observable field or a trait it read changed. Never called before iOS 26."
        default: return "A lifecycle callback."
        }
    }

    static let viewControllerProperties: [PropertyBinding] = [
        VC.property("name", "string", "The name the trace prints.",
                    get: { rt, vc in rt.vm.push(vc.name) },
                    set: { rt, vc, i in vc.name = try rt.string(at: i, "name") }, cached: .name),
        VC.property("className", "string", "The class name: UIViewController or the subclass's name.",
                    get: { rt, vc in rt.vm.push(vc.className) }),
        VC.property("view", "UIView", "The controller's view; reading it loads it the first time (loadView, viewDidLoad). Assign it only inside loadView.",
                    get: { rt, vc in rt.push(try vc.view) },
                    set: { rt, vc, i in
                        guard let view = rt.vm.object(at: i, as: UIView.self) else { throw rt.valueError("view", expected: "a view", at: i) }
                        try vc.assignView(view)
                    }),
        VC.property("viewIfLoaded", "UIView?", "The view if it is loaded, else nil (reading it loads nothing).",
                    get: { rt, vc in rt.push(vc.viewIfLoaded) }),
        VC.property("traitCollection", "UITraitCollection", "The traits of the controller's window: size classes, style, idiom.",
                    get: { rt, vc in try rt.pushTraitCollection(of: vc) }),
        VC.property("additionalSafeAreaInsets", "{ top: number?, left: number?, bottom: number?, right: number? }",
                    "Extra safe-area insets; a different value calls viewSafeAreaInsetsDidChange at once (missing keys are 0).",
                    get: { rt, vc in rt.push(vc.additionalSafeAreaInsets) },
                    set: { rt, vc, i in try vc.setAdditionalSafeAreaInsets(try rt.insets(at: i)) }),
        VC.property("isViewLoaded", "boolean", "Whether the view has been loaded.",
                    get: { rt, vc in rt.vm.push(vc.isViewLoaded) }),
        VC.property("appearanceState", "\"disappeared\"|\"appearing\"|\"appeared\"|\"disappearing\"",
                    "The appearance state (semantics §1); not a UIKit property, for inspection.",
                    get: { rt, vc in rt.vm.push(vc.appearance.rawValue) }),
        VC.property("parent", "UIViewController?", "The parent in containment.",
                    get: { rt, vc in rt.push(vc.parent) }),
        VC.property("children", "UIViewController[]", "The children, in order.",
                    get: { rt, vc in rt.push(vc.children) }),
        VC.property("presentingViewController", "UIViewController?", "The controller that presented this one.",
                    get: { rt, vc in rt.push(vc.presentingViewController) }),
        VC.property("presentedViewController", "UIViewController?", "The controller this one presents.",
                    get: { rt, vc in rt.push(vc.presentedViewController) }),
        VC.property("navigationController", "UINavigationController?", "The nearest navigation controller above.",
                    get: { rt, vc in rt.push(vc.navigationController) }),
        VC.property("tabBarController", "UITabBarController?", "The nearest tab bar controller above.",
                    get: { rt, vc in rt.push(vc.tabBarController) }),
        VC.property("modalPresentationStyle", "ModalPresentationStyle", "How it is presented (default automatic).",
                    get: { rt, vc in rt.vm.push(vc.modalPresentationStyle.rawValue) },
                    set: { rt, vc, i in vc.modalPresentationStyle = try rt.style(at: i) }),
        VC.property("definesPresentationContext", "boolean", "Whether currentContext presentations cover this controller.",
                    get: { rt, vc in rt.vm.push(vc.definesPresentationContext) },
                    set: { rt, vc, i in vc.definesPresentationContext = try rt.bool(at: i, "definesPresentationContext") }),
        VC.property("isModalInPresentation", "boolean", "Whether a sheet refuses the swipe down.",
                    get: { rt, vc in rt.vm.push(vc.isModalInPresentation) },
                    set: { rt, vc, i in vc.isModalInPresentation = try rt.bool(at: i, "isModalInPresentation") }),
        VC.property("shouldAutomaticallyForwardAppearanceMethods", "boolean",
                    "Whether this container forwards appearance to its children (default true).",
                    get: { rt, vc in rt.vm.push(vc.shouldAutomaticallyForwardAppearanceMethods) },
                    set: { rt, vc, i in vc.shouldAutomaticallyForwardAppearanceMethods = try rt.bool(at: i, "shouldAutomaticallyForwardAppearanceMethods") }),
        VC.property("isBeingPresented", "boolean", "True during its presentation transition.",
                    get: { rt, vc in rt.vm.push(vc.isBeingPresented) }),
        VC.property("isBeingDismissed", "boolean", "True during its dismissal transition.",
                    get: { rt, vc in rt.vm.push(vc.isBeingDismissed) }),
        VC.property("isMovingToParent", "boolean", "True in the appearance callbacks of the transition that adds it to a parent.",
                    get: { rt, vc in rt.vm.push(vc.isMovingToParent) }),
        VC.property("isMovingFromParent", "boolean", "True in the callbacks of the transition that removes it from its parent.",
                    get: { rt, vc in rt.vm.push(vc.isMovingFromParent) }),
        VC.property("presentationControllerDelegate", "PresentationControllerDelegate?",
                    "UIAdaptivePresentationControllerDelegate (a popover's delegate too): a table of presentationController… functions.",
                    get: { rt, vc in rt.push(delegate: vc.presentationControllerDelegate) },
                    set: { rt, vc, i in try vc.setPresentationControllerDelegate(try rt.delegate(at: i, "presentationControllerDelegate", owner: vc)) }),
        VC.property("transitioningDelegate", "TransitioningDelegate?",
                    "The animator's duration, a custom presentation controller (custom style), an interaction controller for dismissal.",
                    get: { rt, vc in rt.push(transitioningDelegate: vc.transitioningDelegate) },
                    set: { rt, vc, i in vc.transitioningDelegate = try rt.transitioningDelegate(at: i, owner: vc) }),
        VC.property("popoverPresentationController", "UIPopoverPresentationController?",
                    "Where a popover points; nil unless modalPresentationStyle is popover.",
                    get: { rt, vc in rt.push(vc.popoverPresentationController) }),
        VC.property("preferredTransition", "(\"zoom\"|\"coverVertical\"|\"crossDissolve\"|\"flipHorizontal\"|\"partialCurl\")?",
                    "iOS 18+: how it is pushed or presented; only \"zoom\" changes the lifecycle (a fluid push/pop, a cancelled swipe that goes straight back). An error before iOS 18.",
                    get: { rt, vc in rt.vm.push(vc.preferredTransition?.rawValue) },
                    set: { rt, vc, i in
                        if rt.vm.isNil(at: i) { try vc.setPreferredTransition(nil); return }
                        let name = try rt.string(at: i, "preferredTransition")
                        guard let t = PreferredTransition(rawValue: name) else {
                            throw LuaScriptError.located("preferredTransition: expected one of \(PreferredTransition.allCases.map(\.rawValue).joined(separator: ", ")), got '\(name)'")
                        }
                        try vc.setPreferredTransition(t)
                    }),
        VC.property("sheetPresentationController", "UISheetPresentationController?",
                    "iOS 15+: the sheet's detents; nil unless the style is a sheet (pageSheet, formSheet, automatic).",
                    get: { rt, vc in rt.push(vc.sheetPresentationController) }),
        navigationItemProperty,   // semantics-containers §31.1 (UISearchController+Lua.swift)
    ]
    static let viewControllerMethods: [MethodBinding] = [
        VC.method("present", [("viewController", "UIViewController"), ("animated", "boolean?"), ("completion", "fun()?")],
                  "Presents a controller modally (animated defaults to true).") { rt, vc, a in
            let b = try a.controller(1)
            let animated = try a.bool(2, default: true)
            try vc.present(b, animated: animated, completion: rt.block(try a.optionalFunction(3)))
            return 0
        },
        VC.method("dismiss", [("animated", "boolean?"), ("completion", "fun()?")],
                  "Dismisses what this controller presents, or this controller if it is presented.") { rt, vc, a in
            try vc.dismiss(animated: try a.bool(1, default: true), completion: rt.block(try a.optionalFunction(2)))
            return 0
        },
        VC.method("interactiveDismiss", [("options", "{ cancel: boolean? }?")],
                  "The user swipes the sheet down; cancel = true springs it back.") { rt, vc, a in
            try vc.interactiveDismiss(cancel: try rt.option("cancel", in: a, 1))
            return 0
        },
        VC.method("show", [("viewController", "UIViewController"), ("sender", "any?")],
                  "show(_:sender:): pushes in the nearest navigation controller above, else presents (animated).") { rt, vc, a in
            try vc.show(try a.controller(1))
            return 0
        },
        VC.method("showDetailViewController", [("viewController", "UIViewController"), ("sender", "any?")],
                  "showDetailViewController(_:sender:): the nearest split view controller shows it (semantics-containers §29.5); without one, presents.") { rt, vc, a in
            try vc.showDetailViewController(try a.controller(1))
            return 0
        },
        VC.method("dragSheet", [("detent", "\"medium\"|\"large\"")],
                  "The user drags this presented sheet to a detent (a user event, next turn): the delegate's sheetPresentationControllerDidChangeSelectedDetentIdentifier if the detent changed.") { rt, vc, a in
            try vc.dragSheet(to: try a.string(1))
            return 0
        },
        VC.method("tapOutside", [], "The user taps outside this popover or action sheet (a user event, next turn).") { rt, vc, a in
            try vc.tapOutside()
            return 0
        },
        VC.method("registerForTraitChanges", [("traits", "string[]"), ("handler", "fun(vc: UIViewController, previous: UITraitCollection)")],
                  returns: "integer", "iOS 17+: calls handler after traitCollectionDidChange when one of these traits changed; returns a token.") { rt, vc, a in
            let names = try rt.traitNames(at: a.index(1))
            let handlerIndex = try a.functionIndex(2)
            // the handler is kept in vc's userdata (issue 12, item 7): one that captures vc is collected with it
            var handler: LuaVM.OwnedValue?
            let token = try vc.registerForTraitChanges(names) { [unowned rt] vc, previous in
                guard let handler else { return }
                try rt.call(handler) { rt.push(vc); rt.push(previous); return 2 }
            }
            handler = rt.vm.own(at: handlerIndex, owner: vc, slot: ScriptHost.traitHandlerSlot(token))
            rt.vm.push(token)
            return 1
        },
        VC.method("unregisterForTraitChanges", [("token", "integer")], "Removes a registration.") { rt, vc, a in
            let token = try a.integer(1)
            vc.unregisterForTraitChanges(token)
            rt.vm.disown(vc, slot: ScriptHost.traitHandlerSlot(token))
            return 0
        },
        VC.method("addChild", [("child", "UIViewController")], "Adds a child (calls child:willMove(self)).") { rt, vc, a in
            try vc.addChild(try a.controller(1))
            return 0
        },
        VC.method("removeFromParent", [], "Removes from the parent (calls didMove(nil)).") { rt, vc, a in
            try vc.removeFromParent()
            return 0
        },
        VC.method("beginAppearanceTransition", [("isAppearing", "boolean"), ("animated", "boolean")],
                  "Starts an appearance transition by hand (a container that forwards manually).") { rt, vc, a in
            try vc.beginAppearanceTransition(try a.bool(1), animated: try a.bool(2, default: false))
            return 0
        },
        VC.method("endAppearanceTransition", [], "Ends the appearance transition in flight.") { rt, vc, a in
            try vc.endAppearanceTransition()
            return 0
        },
        VC.method("transition", [("from", "UIViewController"), ("to", "UIViewController"), ("duration", "number"),
                              ("options", "string?"), ("animations", "fun()?"), ("completion", "fun(finished: boolean)?")],
                  "transition(from:to:duration:options:animations:completion:) between two children.") { rt, vc, a in
            let from = try a.controller(1)
            let to = try a.controller(2)
            let duration = try a.duration(3)
            _ = try a.optionalString(4)
            try vc.transition(from: from, to: to, duration: duration,
                              animations: rt.block(try a.optionalFunction(5)),
                              completion: rt.boolBlock(try a.optionalFunction(6)))
            return 0
        },
        VC.method("isKindOf", [("class", "table")], returns: "boolean",
                  "Whether this controller is an instance of the class or of a subclass of it.") { rt, vc, a in
            let classIndex = try a.table(1)
            rt.vm.push(rt.isKind(vc, of: classIndex))
            return 1
        },
        VC.method("loadViewIfNeeded", [], "Loads the view now if it is not loaded.") { rt, vc, a in
            try vc.loadViewIfNeeded()
            return 0
        },
        VC.method("setNeedsUpdateProperties", [], "iOS 26+: updateProperties runs once in the next layout phase (calls coalesce); an error before iOS 26.") { rt, vc, a in
            try vc.setNeedsUpdateProperties()
            return 0
        },
        VC.method("updatePropertiesIfNeeded", [], "iOS 26+: runs the pending updateProperties of this controller and its displayed subtree now (an unloaded view: updateProperties at once); an error before iOS 26.") { rt, vc, a in
            try vc.updatePropertiesIfNeeded()
            return 0
        },
    ]
}

extension DelegateShape {
    static let presentationController = DelegateShape(
        name: "PresentationControllerDelegate",
        doc: "UIAdaptivePresentationControllerDelegate, as a table of functions; each receives the presented controller. Set it as `vc.presentationControllerDelegate`.",
        methods: [(.presentationControllerShouldDismiss, "fun(vc: UIViewController): boolean", "Whether a swipe down may dismiss the sheet."),
                  (.presentationControllerWillDismiss, "fun(vc: UIViewController)", "The swipe-down dismissal begins."),
                  (.presentationControllerDidDismiss, "fun(vc: UIViewController)", "The swipe-down dismissal finished."),
                  (.presentationControllerDidAttemptToDismiss, "fun(vc: UIViewController)", "A swipe down was refused (isModalInPresentation or shouldDismiss false)."),
                  (.prepareForPopoverPresentation, "fun(ppc: UIPopoverPresentationController)", "A popover is about to be shown: the last moment to set its sourceView."),
                  (.adaptivePresentationStyle, "fun(vc: UIViewController, traits: { horizontalSizeClass: string, verticalSizeClass: string }): string?", "iPhone popovers: \"none\" keeps the popover; \"fullScreen\", \"overFullScreen\" or \"formSheet\"; else the default."),
                  (.popoverPresentationControllerShouldDismissPopover, "fun(ppc: UIPopoverPresentationController): boolean", "Whether a tap outside may dismiss the popover."),
                  (.popoverPresentationControllerDidDismissPopover, "fun(ppc: UIPopoverPresentationController)", "A tap outside dismissed the popover."),
                  (.sheetPresentationControllerDidChangeSelectedDetentIdentifier, "fun(ppc: UISheetPresentationController)", "The user dragged the sheet to another detent (not called when code sets selectedDetentIdentifier; iOS 15+).")])

    static let transitioning = DelegateShape(
        name: "TransitioningDelegate",
        doc: "UIViewControllerTransitioningDelegate, as a table. Set it as `vc.transitioningDelegate`.",
        methods: [],
        fields: [("transitionDuration", "number", "The animator's duration in seconds, present and dismiss (default 0.5)."),
                 ("presentationController", "CustomPresentationController", "A custom presentation controller (used with modalPresentationStyle \"custom\" only)."),
                 ("interactionControllerForDismissal", "boolean", "true lets vc:interactiveDismiss{ cancel = … } drive the dismissal."),
                 ("animationControllerForPresented", "fun(presented: UIViewController, presenting: UIViewController, source: UIViewController): table?", "An animator for an animated presentation (animateTransition(ctx), transitionDuration, animationEnded): semantics-code K28."),
                 ("animationControllerForDismissed", "fun(dismissed: UIViewController): table?", "An animator for an animated dismissal (semantics-code K28).")])

    static let customPresentationController = DelegateShape(
        name: "CustomPresentationController",
        doc: "A custom presentation controller, as a table: its hooks are traced whether or not they are set.",
        methods: [(.presentationTransitionWillBegin, "fun(pc: UIPresentationController)", "The presentation transition begins."),
                  (.presentationTransitionDidEnd, "fun(pc: UIPresentationController, completed: boolean)", "The presentation transition ended."),
                  (.dismissalTransitionWillBegin, "fun(pc: UIPresentationController)", "The dismissal transition begins."),
                  (.dismissalTransitionDidEnd, "fun(pc: UIPresentationController, completed: boolean)", "The dismissal transition ended (completed false: cancelled).")],
        fields: [("shouldRemovePresentersView", "boolean", "Whether the presenter's views leave the window, so it gets its callbacks (default false).")])
}

extension ScriptHost {
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
        guard let scriptClass = vc.associatedObject as? ScriptClass else { return false }
        vm.push(scriptClass.ref)
        defer { vm.pop() }
        var found = false
        walkClassChain(at: -1) { _ in
            found = vm.rawEqual(-1, classIndex)
            return !found
        }
        return found
    }
}

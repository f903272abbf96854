// UIPresentationController and UIPopoverPresentationController as a scenario sees them
// (lua-api.md, Popovers, Custom presentations): read from `vc.popoverPresentationController`, or
// passed to a custom presentation controller's hooks; never constructed by a script.

import LifecycleKit
import LuaBridge

private typealias PC = Members<UIPresentationController>
private typealias Popover = Members<UIPopoverPresentationController>

extension ClassBinding {
    static let presentationController = ClassBinding(
        "UIPresentationController",
        doc: "What a presentation uses; a custom one's hooks receive it.",
        matches: { $0 is UIPresentationController },
        constructorDoc: "not constructed by scripts: a custom presentation controller's hooks receive it",
        positional: [], isConstructible: false,
        construct: { _, c in throw LuaScriptError.located("\(c.className) cannot be constructed; it comes with a presentation") },
        properties: [
            PC.property("presentedViewController", "UIViewController?", "The controller presented.",
                        get: { rt, pc in rt.push(pc.presentedViewController) }),
            PC.property("presentingViewController", "UIViewController?", "The controller that presents it.",
                        get: { rt, pc in rt.push(pc.presentingViewController) }),
            PC.property("shouldRemovePresentersView", "boolean", "Whether the presenter's views leave the window.",
                        get: { rt, pc in rt.vm.push(pc.shouldRemovePresentersView) }),
        ],
        methods: [])

    static let popoverPresentationController = ClassBinding(
        "UIPopoverPresentationController", superclass: .presentationController,
        doc: "Where a popover points: set sourceView (or barButtonItem) before it is shown.",
        matches: { $0 is UIPopoverPresentationController },
        constructorDoc: "not constructed by scripts: read vc.popoverPresentationController",
        positional: [], isConstructible: false,
        construct: { _, c in throw LuaScriptError.located("\(c.className) cannot be constructed; read vc.popoverPresentationController") },
        properties: [
            Popover.property("sourceView", "UIView?", "The view the popover points at.",
                             get: { rt, p in rt.push(p.sourceView) },
                             set: { rt, p, i in
                                 if rt.vm.isNil(at: i) { p.sourceView = nil; return }
                                 guard let v = rt.vm.object(at: i, as: UIView.self) else {
                                     throw rt.valueError("sourceView", expected: "a view or nil", at: i)
                                 }
                                 p.sourceView = v
                             }),
            Popover.property("barButtonItem", "any", "A bar button item to point at (lifelua has none: any non-nil value counts).",
                             get: { rt, p in if let v = p.barButtonItem as? LuaVM.OwnedValue { v.push(on: rt.vm) } else { rt.vm.pushNil() } },
                             set: { rt, p, i in p.barButtonItem = rt.vm.isNil(at: i) ? nil : rt.vm.own(at: i, owner: p.presentedViewController ?? p, slot: "barButtonItem") }),
            Popover.property("delegate", "PresentationControllerDelegate?", "The presented controller's presentationControllerDelegate (the same slot).",
                             get: { rt, p in rt.push(delegate: p.delegate) },
                             set: { rt, p, i in
                                 guard let vc = p.presentedViewController else { return }
                                 try vc.setPresentationControllerDelegate(try rt.delegate(at: i, "delegate", owner: vc, slot: "presentationControllerDelegate"))
                             }),
        ],
        methods: [])
}

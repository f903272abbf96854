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

private typealias Sheet = Members<UISheetPresentationController>

extension ClassBinding {
    /// semantics-ios26 §26.
    static let sheetPresentationController = ClassBinding(
        "UISheetPresentationController", superclass: .presentationController,
        doc: "A sheet's detents (iOS 15+): read vc.sheetPresentationController.",
        matches: { $0 is UISheetPresentationController },
        constructorDoc: "not constructed by scripts: read vc.sheetPresentationController",
        positional: [], isConstructible: false,
        construct: { _, c in throw LuaScriptError.located("\(c.className) cannot be constructed; read vc.sheetPresentationController") },
        properties: [
            Sheet.property("detents", "(\"medium\"|\"large\")[]", "The detents the sheet may rest at (default { \"large\" }).",
                           get: { rt, s in
                               rt.vm.newTable(narr: Int32(s.detents.count))
                               for (i, d) in s.detents.enumerated() { rt.vm.push(d); rt.vm.rawSet(at: -2, index: i + 1) }
                           },
                           set: { rt, s, i in try s.setDetents(try rt.detentNames(at: i)) }),
            Sheet.property("selectedDetentIdentifier", "(\"medium\"|\"large\")?",
                           "The detent it rests at; nil means the smallest. Setting it in code calls no delegate method.",
                           get: { rt, s in rt.vm.push(s.selectedDetentIdentifier) },
                           set: { rt, s, i in
                               try s.setSelectedDetentIdentifier(rt.vm.isNil(at: i) ? nil : try rt.string(at: i, "selectedDetentIdentifier"))
                           }),
            Sheet.property("delegate", "PresentationControllerDelegate?", "The presented controller's presentationControllerDelegate (the same slot).",
                           get: { rt, s in rt.push(delegate: s.presentedViewController?.presentationControllerDelegate) },
                           set: { rt, s, i in
                               guard let vc = s.presentedViewController else { return }
                               try vc.setPresentationControllerDelegate(try rt.delegate(at: i, "delegate", owner: vc, slot: "presentationControllerDelegate"))
                           }),
        ],
        methods: [])
}

extension ScriptHost {
    /// `{ "medium", "large" }`.
    func detentNames(at index: Int32) throws -> [String] {
        guard vm.isTable(at: index) else { throw valueError("detents", expected: "a list of detent names", at: index) }
        var names: [String] = []
        for i in 0..<vm.rawLength(at: index) {
            vm.rawGet(at: index, index: i + 1)
            defer { vm.pop() }
            names.append(try string(at: -1, "detents[\(i + 1)]"))
        }
        return names
    }
}

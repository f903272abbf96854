// Scripted animators as a scenario writes them (lua-api.md "Custom animators"; semantics-code
// K28): the transitioning delegate's animationControllerForPresented / …ForDismissed return a
// table with transitionDuration, animateTransition(ctx) and animationEnded(completed); `ctx` is a
// UIViewControllerContextTransitioning.

import LifecycleKit
import LuaBridge

private typealias Context = Members<UITransitionContext>

extension ClassBinding {
    static let transitionContext = ClassBinding(
        "UIViewControllerContextTransitioning",
        doc: "A transition's context, handed to an animator's animateTransition(ctx): nothing ends until ctx:completeTransition(finished) (semantics-code K28).",
        matches: { $0 is UITransitionContext },
        constructorDoc: "(made by UIKit for an animator)",
        positional: [], isConstructible: false,
        construct: { _, c in throw LuaScriptError.located("\(c.className) is made by UIKit for an animator") },
        properties: [
            Context.property("containerView", "UIView", "The view the transition happens in (the window).", get: { rt, c in rt.push(c.containerView) }),
            Context.property("isAnimated", "boolean", "Always true (an animator runs for animated transitions).", get: { rt, c in rt.vm.push(c.isAnimated) }),
            Context.property("isInteractive", "boolean", "True while an interaction controller drives it (the delegate's interactionController… answered one), until finishInteractiveTransition or cancelInteractiveTransition.", get: { rt, c in rt.vm.push(c.isInteractive) }),
            Context.property("percentComplete", "number", "The last updateInteractiveTransition (0…1).", get: { rt, c in rt.vm.push(c.percentComplete) }),
            Context.property("transitionWasCancelled", "boolean", "Whether completeTransition(false) was called.", get: { rt, c in rt.vm.push(c.transitionWasCancelled) }),
        ],
        methods: [
            Context.method("viewController", [("key", "\"from\"|\"to\"")], returns: "UIViewController?", "The controller leaving (from) or arriving (to); nil once it was released.") { rt, c, a in
                rt.push(c.viewController(isTo: try rt.transitionKey(a)))
                return 1
            },
            Context.method("view", [("key", "\"from\"|\"to\"")], returns: "UIView?", "The view of the controller leaving (from) or arriving (to).") { rt, c, a in
                rt.push(try c.view(isTo: try rt.transitionKey(a)))
                return 1
            },
            Context.method("duration", [], returns: "number", "The animator's transitionDuration, else the transitioning delegate's or UIKit's (0.5 s).") { rt, c, a in
                rt.vm.push(try c.duration())
                return 1
            },
            Context.method("completeTransition", [("finished", "boolean")], "Ends the transition: true, the did callbacks and the completion; false, the cancelled order. Once only.") { rt, c, a in
                try c.completeTransition(try a.bool(1))
                return 0
            },
            Context.method("updateInteractiveTransition", [("percent", "number")], "Interactive only: how far the interaction is (0…1).") { rt, c, a in
                try c.updateInteractiveTransition(try a.number(1))
                return 0
            },
            Context.method("finishInteractiveTransition", [], "Interactive only: the interaction ends; the animator then calls completeTransition(true).") { rt, c, a in
                try c.finishInteractiveTransition()
                return 0
            },
            Context.method("cancelInteractiveTransition", [], "Interactive only: the interaction ends cancelled (transitionWasCancelled); the animator then calls completeTransition(false).") { rt, c, a in
                try c.cancelInteractiveTransition()
                return 0
            },
        ])
}

extension ScriptHost {
    func transitionKey(_ a: LuaArgs) throws -> Bool {
        switch try a.string(1) {
        case "to": return true
        case "from": return false
        case let other: throw LuaScriptError.located("expected \"from\" or \"to\", got '\(other)'")
        }
    }
}

/// semantics-code K28: the transitioning delegate's animator functions.
extension TableTransitioningDelegate {
    func animator(forPresented presented: UIViewController, presenting: UIViewController) throws -> ScriptAnimator? {
        try askAnimator("animationControllerForPresented", [presented, presenting, presenting])
    }

    func animator(forDismissed dismissed: UIViewController) throws -> ScriptAnimator? {
        try askAnimator("animationControllerForDismissed", [dismissed])
    }

    private func askAnimator(_ key: String, _ arguments: [UIViewController]) throws -> ScriptAnimator? {
        let vm = host.vm
        let top = vm.top
        defer { vm.setTop(top) }
        table.push(on: vm)
        guard vm.isTable(at: -1) else { return nil }
        vm.getField(key, at: -1)
        guard vm.isFunction(at: -1) else { return nil }
        try host.callPushed(results: 1) {
            for c in arguments { host.push(c) }
            return Int32(arguments.count)
        }
        return try host.animator(atTopFrom: key)
    }
}

/// semantics-code K28: a delegate table's animator function (`animationControllerFor` of a
/// navigation delegate), answering an animator table or nil.
extension TableDelegate {
    func animator(_ method: String, _ arguments: [DelegateArgument]) throws -> ScriptAnimator? {
        let vm = host.vm
        let top = vm.top
        defer { vm.setTop(top) }
        table.push(on: vm)
        guard vm.isTable(at: -1) else { return nil }
        vm.getField(method, at: -1)
        guard vm.isFunction(at: -1) else { return nil }
        try host.callPushed(results: 1) {
            for a in arguments { host.push(a) }
            return Int32(arguments.count)
        }
        return try host.animator(atTopFrom: method)
    }
}

/// semantics-code K28 [choice]: a delegate's `interactionControllerFor(owner, animator)`; any
/// answer but nil or false is an interaction controller (the script drives the context itself).
extension TableDelegate {
    func interactionController(_ method: String, _ arguments: [DelegateArgument], animator: ScriptAnimator) throws -> Bool {
        let vm = host.vm
        let top = vm.top
        defer { vm.setTop(top) }
        table.push(on: vm)
        guard vm.isTable(at: -1) else { return false }
        vm.getField(method, at: -1)
        guard vm.isFunction(at: -1) else { return false }
        try host.callPushed(results: 1) {
            for a in arguments { host.push(a) }
            if let animator = animator as? TableAnimator { host.vm.push(animator.table) } else { host.vm.pushNil() }
            return Int32(arguments.count + 1)
        }
        return vm.toBool(at: -1)   // Lua truth: anything but nil and false
    }
}

extension ScriptHost {
    /// The animator table on top of the stack (nil for nil), checked.
    func animator(atTopFrom method: String) throws -> ScriptAnimator? {
        if vm.isNil(at: -1) { return nil }
        guard vm.isTable(at: -1) else {
            throw LuaScriptError.located("\(method): expected an animator table or nil, got \(vm.typeName(at: -1))")
        }
        vm.getField("animateTransition", at: -1)
        let hasAnimate = vm.isFunction(at: -1)
        vm.pop()
        guard hasAnimate else { throw LuaScriptError.located("\(method): the animator has no animateTransition function") }
        return TableAnimator(host: self, table: vm.ref(at: -1))
    }
}

/// An animator written as a Lua table (UIViewControllerAnimatedTransitioning).
final class TableAnimator: ScriptAnimator {
    unowned let host: ScriptHost
    let table: LuaVM.Ref

    init(host: ScriptHost, table: LuaVM.Ref) {
        self.host = host
        self.table = table
    }

    /// Pushes `table[key]`, leaving the table under it popped.
    private func field(_ key: String) {
        host.vm.push(table)
        host.vm.getField(key, at: -1)
        host.vm.remove(at: -2)
    }

    func transitionDuration(_ context: UITransitionContext) throws -> Double? {
        let vm = host.vm
        field("transitionDuration")
        if vm.isFunction(at: -1) {
            try host.callPushed(results: 1) { host.push(context); return 1 }
        }
        defer { vm.pop() }
        return vm.isNumber(at: -1) ? vm.toNumber(at: -1) : nil
    }

    func animateTransition(_ context: UITransitionContext) throws {
        field("animateTransition")
        try host.callPushed { host.push(context); return 1 }
    }

    func animationEnded(_ completed: Bool) throws {
        let vm = host.vm
        field("animationEnded")
        guard vm.isFunction(at: -1) else { vm.pop(); return }
        try host.callPushed { vm.push(completed); return 1 }
    }
}

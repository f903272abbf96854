// Hints: what a senior iOS engineer would say over the trace — why a callback the script
// expected did not come, and what to do. One table of rules; each has an id, a source (a seed or
// a rule-book section), and finds its cases from what the run actually did: the event stream
// (HintCollector), what each live controller was told (its history), the relations at the end,
// and which callbacks a scripted class overrides. Never from the script's text.

import LifecycleKit

public struct Hint: Equatable, Sendable {
    public let id: String
    /// What happened, naming the controllers, and the fix.
    public let message: String
    public let source: String
}

struct HintContext {
    let collector: HintCollector
    let controllers: [UIViewController]
    let world: World
    let overrides: (EventKind, UIViewController) -> Bool
    /// The names of the globals that hold the controller, if any.
    let globalsHolding: (UIViewController) -> [String]
    /// The live controllers by `serial`: the records name controllers by it, without holding them.
    var liveBySerial: [Int: UIViewController] {
        Dictionary(uniqueKeysWithValues: world.liveControllersInCreationOrder.map { ($0.serial, $0) })
    }
}

struct HintRule {
    let id: String
    let source: String
    /// Hands the rule's messages to `emit` as they are made: a run can give one per controller,
    /// and a long run's hints are written without being held all at once. (A closure, not a lazy
    /// sequence: AnySequence's generic metadata is made at every run's end and slowed start-up;
    /// docs/performance.md, "Hints written one at a time".)
    let find: (HintContext, (String) -> Void) -> Void

    /// A rule that looks at the run as a whole.
    init(id: String, source: String, find: @escaping (HintContext) -> [String]) {
        self.id = id
        self.source = source
        self.find = { ctx, emit in
            for message in find(ctx) { emit(message) }
        }
    }

    /// A rule whose messages are made one at a time.
    init(id: String, source: String, emitting find: @escaping (HintContext, (String) -> Void) -> Void) {
        self.id = id
        self.source = source
        self.find = find
    }

    /// A rule about each live controller, in the order they were made.
    init(id: String, source: String, eachController: @escaping (HintContext, UIViewController) -> String?) {
        self.id = id
        self.source = source
        self.find = { ctx, emit in
            for controller in ctx.controllers {
                if let message = eachController(ctx, controller) { emit(message) }
            }
        }
    }
}

extension HintRule {
    /// The only list of hint rules.
    static let all: [HintRule] = [overlayNotDisplayed, didAppearTwice, willAppearAgain, didMoveResent, presenterKeptOnScreen,
                                  manualForwardingSilent, unbalancedTransitions, foregroundIsNoAppearance, heldByAGlobal,
                                  searchPresenterSilent, gestureOffScreen]

    /// seed 002, semantics §8: a dismissed or popped controller deinits when nothing holds it; a
    /// global variable holds it to the end. (A local of the scenario file holding it to the end
    /// is the documented behaviour, so only globals are named.)
    static let heldByAGlobal = HintRule(id: "held-by-a-global", source: "seed 002; semantics §8", eachController: { ctx, c in
        guard !c.isHeldByUIKit, c.appearance == .disappeared, c.history.beganToAppear else { return nil }
        let globals = ctx.globalsHolding(c)
        guard let first = globals.first else { return nil }
        return "\(c.name) left the screen and UIKit no longer holds it, but it never deinits: the global `\(first)` still holds it, as a strong reference would in Swift. Fix: make it a local, or set \(first) = nil when you are done with it."
    })

    /// seed 004, semantics §4: a navigation or tab bar controller forwards appearance only to what it displays.
    /// A child that loaded its view but never began to appear, while a parent it was moved to — a
    /// navigation or tab bar controller — did appear: it was added as a child, not pushed or
    /// selected. In the order of the willMove events.
    static let overlayNotDisplayed = HintRule(id: "overlay-not-displayed", source: "seed 004; semantics §4") { ctx in
        // every run asks for hints at its end: with no controller, skip building and sorting the links (start-up)
        guard !ctx.controllers.isEmpty else { return [] }
        let links = ctx.controllers.flatMap { child in
            // a child that began to appear keeps no joins (CallbackHistory): never named here
            child.history.loaded ? child.history.joinsBeforeAppearing.map { (child: child, join: $0) } : []
        }
        guard !links.isEmpty else { return [] }
        let live = ctx.liveBySerial
        return links.sorted { $0.join.seq < $1.join.seq }.compactMap { link in
            guard let parent = live[link.join.parent], parent.history.beganToAppear,
                  parent is UINavigationController || parent is UITabBarController else { return nil }
            let child = link.child.name
            return "\(child) was added to \(parent.name) (a \(parent.className)) with addChild, not pushed or selected, so it got viewDidLoad and no appearance callbacks: a \(parent.className) forwards appearance only to the controller it displays. Fix: drive \(child)'s appearance yourself with beginAppearanceTransition(true, animated) … endAppearanceTransition() around adding its view, as examples/ads_overlay_fixed.lua does."
        }
    }

    /// seed 001, semantics §4 case 3, radar 14058168; semantics-code K27: the cause this run shows.
    static let didAppearTwice = HintRule(id: "did-appear-twice", source: "seed 001; semantics-code K1, K2, K27", eachController: { ctx, c in
        guard c.history.didAppearTwice, let cause = c.history.secondDidAppearCause else { return nil }
        let parent = c.parent?.name ?? "its parent"
        switch cause {
        case .windowBeforeParent:
            return "\(c.name) got viewDidAppear twice: its view was put in \(parent)'s view (addSubview) before \(parent):addChild(\(c.name)) while \(parent) was appearing, so the window delivered one viewDidAppear and \(parent) forwarded another. Fix: call \(parent):addChild(\(c.name)) first, then addSubview, then \(c.name):didMove(\(parent))."
        case .forwarding(let explicit):
            let how = explicit ? "its own beginAppearanceTransition/endAppearanceTransition" : "another route"
            return "\(c.name) got viewDidAppear twice: it had already appeared through \(how) when \(parent), which forwards appearance automatically, appeared and forwarded viewDidAppear to it again — UIKit's forwarding does not check what a child already got. Fix: either let \(parent) forward (do not drive \(c.name) by hand), or return false from \(parent)'s shouldAutomaticallyForwardAppearanceMethods and drive \(c.name) yourself."
        case .explicitTransition:
            return "\(c.name) got viewDidAppear twice: a beginAppearanceTransition(true)/endAppearanceTransition pair ran on it after it had appeared (off screen counts: begin/end need no window), and UIKit fires the callbacks again for a begin in a direction already completed. Fix: begin a controller's appearance only when it is not already appearing or appeared (check before calling, as a container that tracks its children's state does)."
        }
    })

    /// semantics-code K1, K2, K27: a viewWillAppear delivered again with no disappearance between
    /// (UIKit prints nothing; this is lifelua's note). Not repeated for a controller the
    /// did-appear-twice hint names.
    static let willAppearAgain = HintRule(id: "will-appear-again", source: "semantics-code K1, K2, K27", eachController: { ctx, c in
        guard let cause = c.history.willAppearRedelivered, !c.history.didAppearTwice else { return nil }
        switch cause {
        case .explicitTransition:
            return "lifelua: \(c.name) got viewWillAppear again without disappearing in between: beginAppearanceTransition(true) ran on it while it was already on screen, and UIKit fires viewWillAppear again for a begin in a direction already completed (it logs nothing). Fix: begin its appearance only when it is not already appearing or appeared."
        case .forwarding, .windowBeforeParent:
            let parent = c.parent?.name ?? "its parent"
            return "lifelua: \(c.name) got viewWillAppear again without disappearing in between: \(parent) forwards appearance automatically, and its forwarding sets each child back and calls viewWillAppear whatever the child already got (UIKit logs nothing). Fix: do not drive a child of an automatically forwarding container by hand, or turn its forwarding off."
        }
    })

    /// semantics-code K37: UIKit's second didMove.
    static let didMoveResent = HintRule(id: "did-move-again", source: "semantics-code K37", eachController: { ctx, c in
        guard let resend = c.history.didMoveResent else { return nil }
        let first = resend.toParent
            ? "\(c.name) got didMove(toParent:) twice: it was first called while \(c.name) was appearing (between viewWillAppear and viewDidAppear)"
            : "\(c.name) got didMove(toParent: nil) twice: it was first called while \(c.name) was disappearing (between viewWillDisappear and viewDidDisappear)"
        switch (resend.toParent, resend.after) {
        case (true, .viewDidAppear):
            return first + ", so UIKit called it again right after viewDidAppear. This is UIKit's behaviour when a child is added to a container on screen; make didMove's work safe to run twice, or add the child before the container appears."
        case (false, .viewDidDisappear):
            return first + ", so UIKit called it again right after viewDidDisappear. This is UIKit's behaviour for the textbook removal from a container on screen; make didMove's work safe to run twice."
        default:
            // K37: the mark waits for the next `did` of either direction
            return first + "; \(c.name) turned back before that `did`, and UIKit called it again right after the next one, \(resend.after.rawValue). Make didMove's work safe to run twice."
        }
    })

    /// seeds 000 and 002, semantics §3: a sheet, an over-style, a popover or a custom presentation
    /// leaves its presenter on screen, so dismissing it calls none of the presenter's appearance callbacks.
    static let presenterKeptOnScreen = HintRule(id: "presenter-kept-on-screen", source: "seeds 000, 002; semantics §3") { ctx in
        var seen: Set<String> = []
        let kept = ctx.world.dismissalsKeepingPresenter
        guard !kept.isEmpty else { return [] }
        let live = ctx.liveBySerial
        return kept.compactMap { d in
            guard let presenter = live[d.presenter] else { return nil }
            let overridden = [EventKind.viewWillAppear, .viewDidAppear].filter { ctx.overrides($0, presenter) }
            guard let callback = overridden.first, seen.insert(presenter.name + d.presentedName).inserted else { return nil }
            return "\(presenter.name) overrides \(callback.rawValue), but dismissing \(d.presentedName) (presented \(d.style)) did not call it: that style leaves \(presenter.name) on screen, so it never disappeared. Fix: react in \(d.presentedName).presentationControllerDelegate's presentationControllerDidDismiss (a swipe) or the dismiss completion (in code), or present with modalPresentationStyle = \"fullScreen\"."
        }
    }

    /// semantics-containers §31.2: search is presented over the bar's controller and its presenter,
    /// keeping their views, so neither gets an appearance callback when search starts or ends.
    static let searchPresenterSilent = HintRule(id: "search-presenter-silent", source: "semantics-containers §31.2") { ctx in
        ctx.controllers.flatMap { c -> [String] in
            guard let search = c as? UISearchController, search.wasActive else { return [] }
            var seen: Set<ObjectIdentifier> = []
            return [search.barOwner, search.lastPresenter].compactMap { vc in
                guard let vc, seen.insert(ObjectIdentifier(vc)).inserted else { return nil }
                let overridden = [EventKind.viewWillAppear, .viewDidAppear, .viewWillDisappear, .viewDidDisappear].filter { ctx.overrides($0, vc) }
                guard let callback = overridden.first else { return nil }
                return "\(vc.name) overrides \(callback.rawValue), but search (\(search.name)) starting or ending called none of \(vc.name)'s appearance callbacks: the search controller is presented over \(vc.name)'s views, which stay on screen. Fix: react in \(search.name).delegate's willPresentSearchController / didDismissSearchController."
            }
        }
    }

    /// seed 003, semantics §1: a container that forwards by hand must call begin/end on its children.
    static let manualForwardingSilent = HintRule(id: "manual-forwarding-silent", source: "seed 003; semantics §1") { ctx in
        ctx.controllers.flatMap { p -> [String] in
            guard !p.shouldAutomaticallyForwardAppearanceMethods, p.appearance == .appeared else { return [] }
            return p.children.compactMap { c in
                guard p.viewContains(child: c), !c.history.beganToAppear else { return nil }
                return "\(p.name) returns false from shouldAutomaticallyForwardAppearanceMethods and appeared, but never began \(c.name)'s appearance, so \(c.name) got no appearance callbacks. Fix: call \(c.name):beginAppearanceTransition(true, animated) in \(p.name)'s viewWillAppear and \(c.name):endAppearanceTransition() in its viewDidAppear (and the reverse when it disappears)."
            }
        }
    }

    /// semantics-code K1 [log whackylabs]; K9: UIKit's own dismissal of a chain from below its top
    /// unbalances each covered level, so the hint cannot assume the script called begin/end.
    static let unbalancedTransitions = HintRule(id: "unbalanced-transitions", source: "semantics-code K1, K9", emitting: { ctx, emit in
        // one at a time: a chain n deep gives n of them
        for who in ctx.collector.unbalanced {
            emit("UIKit logged Unbalanced calls to begin/end appearance transitions for \(who): an endAppearanceTransition found no begin open — an extra end, or a begin that did nothing because the controller was already appearing (or disappearing) through the window, which cancels the count. The end still completes the transition. If your code calls beginAppearanceTransition/endAppearanceTransition on it: give each begin exactly one end, and do not begin a controller that is already in that step (the warning's line in the trace shows when). If it does not, UIKit's own transitions did it: dismissing a chain of presentations from below its top does this to each level whose presented controller had removed its views, and there is nothing to fix.")
        }
    })

    /// docs/decisions.md (a user gesture acts only on what is on screen): a gesture the script asked
    /// for found its controller off screen when it was handled, at the next turn, and did nothing.
    static let gestureOffScreen = HintRule(id: "gesture-off-screen", source: "docs/decisions.md; semantics §3, §5, §6, semantics-containers §28") { ctx in
        ctx.world.gesturesIgnoredOffScreen.map { g in
            "\(g.controllerName):\(g.gesture) did nothing: a gesture is handled at the start of the next turn, and by then \(g.controllerName)'s view was in no shown window (a user can touch only what is on screen). Fix: make the gesture once \(g.controllerName) is on screen (after RunLoop.run() has shown it), or check what took it off screen in the same turn."
        }
    }

    /// semantics-layout-app §18.3, §18.4: the foreground calls no appearance callback.
    static let foregroundIsNoAppearance = HintRule(id: "foreground-is-no-appearance", source: "semantics-layout-app §18", eachController: { ctx, c in
        guard ctx.world.application.hasReturnedFromBackground, c.appearance == .appeared,
              ctx.overrides(.viewWillAppear, c) else { return nil }
        return "\(c.name) overrides viewWillAppear, but the app came back from the background and UIKit called no appearance callback: leaving and returning to the app is not disappearing and appearing. Fix: refresh in the scene delegate's sceneWillEnterForeground, or observe UIApplication.willEnterForegroundNotification."
    })
}

extension ScriptHost {
    /// The hints for this run so far, in rule order.
    public func hints() -> [Hint] {
        var all: [Hint] = []
        forEachHint { all.append($0) }
        return all
    }

    /// The hints for this run so far, in rule order, each made as `body` takes it: a run can give
    /// one per controller, and its hints are written without being held all at once. No Lua may
    /// run inside `body`.
    public func forEachHint(_ body: (Hint) -> Void) {
        guard let collector = hintCollector else { return }
        // every rule about controllers needs one that loaded its view: with none, the list of
        // live controllers is not built
        // issue 30: the globals are walked once per hint pass, not once per controller (no Lua
        // runs while the rules look, so the walk stays true for the whole pass)
        var globalsByValue: [UnsafeRawPointer: [String]]?
        let context = HintContext(collector: collector, controllers: collector.anyViewLoaded ? world.liveControllersInCreationOrder : [],
                                  world: world, overrides: { [unowned self] kind, vc in overrides(kind, of: vc) },
                                  globalsHolding: { [unowned self] vc in
                                      if globalsByValue == nil { globalsByValue = userdataGlobals() }
                                      return globals(holding: vc, in: globalsByValue ?? [:])
                                  })
        for rule in HintRule.all {
            rule.find(context) { body(Hint(id: rule.id, message: $0, source: rule.source)) }
        }
    }
}

extension ScriptHost {
    /// The global variables whose value is this object (sorted, for a stable hint), but for
    /// `globalsExemptFromHints` (the REPL's own: noted in `exemptedAGlobal`).
    func globals(holding object: AnyObject, in byValue: [UnsafeRawPointer: [String]]) -> [String] {
        let all = allGlobals(holding: object, in: byValue)
        if globalsExemptFromHints.isEmpty { return all }
        let kept = all.filter { !globalsExemptFromHints.contains($0) }
        if kept.count < all.count { exemptedAGlobal = true }
        return kept
    }

    private func allGlobals(holding object: AnyObject, in byValue: [UnsafeRawPointer: [String]]) -> [String] {
        let top = vm.top
        defer { vm.setTop(top) }
        guard vm.pushExistingUserdata(of: object), let identity = vm.pointer(at: -1) else { return [] }
        return (byValue[identity] ?? []).sorted()
    }

    /// The globals with a name whose value is a userdata, by the userdata's identity (raw
    /// equality for full userdata): one walk, each name read once.
    private func userdataGlobals() -> [UnsafeRawPointer: [String]] {
        let top = vm.top
        defer { vm.setTop(top) }
        vm.pushGlobals()
        var byValue: [UnsafeRawPointer: [String]] = [:]
        vm.forEach(table: vm.top) {
            guard vm.type(at: -1) == .userdata, vm.isString(at: -2), let identity = vm.pointer(at: -1),
                  let k = vm.toString(at: -2) else { return }
            byValue[identity, default: []].append(k)
        }
        return byValue
    }
}

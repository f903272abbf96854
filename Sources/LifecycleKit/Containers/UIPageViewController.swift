// UIPageViewController (semantics-containers §28) [code UIPageViewController 18.2; log wangling.me
// 2014, wisdomskyduan 2015; prose SO 12939280, SO 48653763].
//   Forwarding (28.1): never automatic. In each of its own four callbacks it first runs its own,
//   then begin/end on each displayed page whose view is loaded, "if possible": begin(true) only
//   from disappeared or disappearing, begin(false) only from appearing or appeared, end only while
//   appearing or disappearing. A page that already appeared is left alone.
//   Construction (28.2): scroll needs exactly one controller per set (NSInvalidArgumentException).
//   setViewControllers, page curl (28.3): not animated or nothing shown yet — in the call, each old
//     page willMove(nil), viewWillDisappear, viewDidDisappear, didMove(nil); each new page
//     willMove(pvc), viewDidLoad, viewWillAppear, viewDidAppear, didMove(pvc); the completion(true)
//     — in a window or not. Animated over a page: in the commit New viewDidLoad, viewWillAppear,
//     willMove/didMove(pvc), Current viewWillDisappear; after the curl Current willMove(nil),
//     viewDidDisappear, didMove(nil), New viewDidAppear, the completion.
//   setViewControllers, scroll (28.4): the same page animated — nothing, no completion. Otherwise
//     in the call Current willMove(nil), New willMove/didMove(pvc) unless cached; view not loaded:
//     nothing more, no completion. Loaded, in the commit: New will, Current willDisappear, then
//     (at once, or after the settle when animated) New did, Current didDisappear, Current
//     didMove(nil), the completion. Appearance only while the pvc is appearing or appeared.
//   Data source (28.5, 28.8): asked lazily at a drag start (after, then before), answers cached
//     per page; after a completed turn only the far neighbour is asked. An animated scroll set
//     leaves the old page cached as the new one's neighbour (UIKit's cache bug); a non-animated
//     one clears the cache. Page curl asks only the dragged direction, every drag.
//   Swipes (28.6, 28.7): user events (next turn); a swipe during a settle waits for it (28.9).
//   No delegate call for setViewControllers [code].

public final class UIPageViewController: UIViewController {
    public enum TransitionStyle: String, CaseIterable, Sendable { case pageCurl, scroll }
    public enum NavigationOrientation: String, CaseIterable, Sendable { case horizontal, vertical }
    public enum Direction: String, CaseIterable, Sendable { case forward, reverse }

    public let transitionStyle: TransitionStyle
    public let navigationOrientation: NavigationOrientation
    public private(set) var viewControllers: [UIViewController] = []
    /// viewControllerBefore / viewControllerAfter, asked lazily (28.5).
    public var dataSource: ScriptDelegate?
    /// willTransitionTo / didFinishAnimating (28.6, 28.7).
    public var delegate: ScriptDelegate?

    /// A data source's answer for one side of one page: a page, or none that way.
    private enum Answer { case page(UIViewController), none }
    private struct Neighbours { var before: Answer?; var after: Answer? }
    /// 28.5: the answers, per page (scroll only).
    private var cache: [ObjectIdentifier: Neighbours] = [:]
    /// A turn or an animated set is settling: swipes wait for it (28.9).
    private var isSettling = false
    /// How many settles have ended: `endingSettle` reads it to end a settle its work left open.
    private var settlesEnded = 0
    /// Pages an animated curl set is taking away (28.3): a later set of the same turn leaves them to it.
    private var curlLeaving: Set<ObjectIdentifier> = []
    /// The `serial` of a page a scroll set refused at its commit showed again while a later set of
    /// the turn had already replaced it (0: none): that set's commit takes it away.
    private var pageShownAgain = 0
    private var waiting = RequestQueue<() throws -> Void>()

    public init(world: World, name: String, transitionStyle: TransitionStyle = .pageCurl,
                navigationOrientation: NavigationOrientation = .horizontal, className: String = "UIPageViewController") {
        self.transitionStyle = transitionStyle
        self.navigationOrientation = navigationOrientation
        super.init(world: world, name: name, className: className)
    }

    /// 28.1: false, and a scenario cannot change it.
    public override var shouldAutomaticallyForwardAppearanceMethods: Bool {
        get { false }
        set {}
    }

    override var hierarchyNotes: [String] { viewControllers.first.map { ["page: \($0.name)"] } ?? [] }

    // MARK: forwarding, guarded (28.1)

    override func appearanceWillForward(appearing: Bool) throws {
        // the pages' views are in the pvc's view when it appears [choice, docs/decisions.md]
        guard appearing else { return }
        for page in viewControllers where page.parent === self { try embedChildView(page) }
    }

    override func appearanceDidBegin(appearing: Bool, animated: Bool) throws {
        for page in displayedLoadedPages {
            if appearing ? !page.appearance.isShown : page.appearance.isShown {
                try page.beginAppearance(appearing, animated: animated)
            }
        }
    }

    override func appearanceDidEnd(appeared: Bool, animated: Bool) throws {
        for page in displayedLoadedPages where page.appearance == .appearing || page.appearance == .disappearing {
            try page.endAppearance(animated: animated)
        }
    }

    private var displayedLoadedPages: [UIViewController] {
        viewControllers.filter { $0.parent === self && $0.isViewLoaded }
    }

    /// 28.4 [code `_shouldGenerateAppearanceCallbacksWhenScrolling`].
    private var generatesAppearanceCallbacks: Bool { appearance.isShown }

    /// A cached page taken by another container leaves the cache and, if shown, the pages.
    override func childWasTaken(_ child: UIViewController) throws {
        cache[ObjectIdentifier(child)] = nil
        for key in cache.keys {
            if case .page(let p)? = cache[key]?.before, p === child { cache[key]?.before = nil }
            if case .page(let p)? = cache[key]?.after, p === child { cache[key]?.after = nil }
        }
        if let i = viewControllers.firstIndex(where: { $0 === child }) {
            viewControllers.remove(at: i)
            try WindowAttachment.leave(child)
        } else if curlLeaving.contains(ObjectIdentifier(child)) {
            // a page a curl is taking away, taken before the curl ends: the curl's end no longer
            // reaches it (its `did` goes to its own pages), so it ends its disappearance now, as a
            // container's page taken mid-step does [choice, docs/decisions.md; random container seed 1079881]
            try WindowAttachment.leave(child)
        }
    }

    // MARK: setViewControllers (28.2–28.4)

    public func setViewControllers(_ controllers: [UIViewController], direction: Direction, animated: Bool,
                                   completion: ((Bool) throws -> Void)?) throws {
        try world.operation {
            // 28.2 [code]: scroll shows one page; lifelua's spine is always `min`, one page for curl too [choice]
            if controllers.count != 1 { throw UIKitMessages.pageCount(controllers.count) }
            for c in controllers { try checkAdoptable(c) }
            if transitionStyle == .scroll {
                try setScrollPage(controllers[0], direction: direction, animated: animated, completion: completion)
            } else {
                try setCurlPage(controllers[0], animated: animated, completion: completion)
            }
        }
    }

    /// 28.3: page curl.
    private func setCurlPage(_ new: UIViewController, animated: Bool, completion: ((Bool) throws -> Void)?) throws {
        let old = viewControllers.filter { $0 !== new }
        guard animated, let current = old.first else {
            for page in old {   // each old page, in the call [code]
                try page.willMove(toParent: nil)
                if page.appearance != .disappeared {   // a page never shown has nothing to end [choice]
                    try page.beginAppearance(false, animated: false)
                    page.detachView()
                    try page.completeAppearance(false, animated: false)
                }
                page.detachView()
                try page.removeFromParent()
            }
            viewControllers = [new]
            if new.parent !== self {
                try addChild(new)
                // 28.3 [code, log SO 48653763]: the page appears in the call, in a window or not
                if isViewLoaded { try embedChildView(new) }
                try new.beginAppearance(true, animated: false)
                try new.completeAppearance(true, animated: false)
                try new.didMove(toParent: self)
            }
            try completion?(true)
            return
        }
        viewControllers = [new]
        isSettling = true
        world.runLoop.enqueueCommit { [self] in try endingSettle {
            // semantics §4: the checks come before anything changes, again in the commit: the turn
            // may have given `new` to another container since the call (random container seed
            // 1001570: it raised halfway, in addChild, and the next set moved the page it had left)
            do { try checkAdoptable(new) } catch {
                if viewControllers.first === new, current.parent === self { viewControllers = [current] }
                throw error
            }
            // The page it replaces is the one it holds now: `current` was read at the call, and an
            // earlier set of the turn may have been refused since, or its page taken by another
            // container (seeds 1001570, 1009127: the other container's child was sent willMove(nil)
            // and viewDidDisappear, and removed from it). Then the pages it still holds leave,
            // those an earlier curl is already taking away excepted [choice, docs/decisions.md].
            let leaving = current.parent === self ? [current]
                : children.filter { $0 !== new && !curlLeaving.contains(ObjectIdentifier($0)) }
            for page in leaving { curlLeaving.insert(ObjectIdentifier(page)) }
            try new.loadAsIncomingController()
            if isViewLoaded { try embedChildView(new) }
            try new.beginAppearance(true, animated: true)
            try addChild(new)
            try new.didMove(toParent: self)
            for page in leaving { try page.beginAppearance(false, animated: true) }
            world.runLoop.schedule(after: AnimationDuration.pageCurl) { [self] in try endingSettle {
                for page in leaving where page.parent === self {
                    try page.willMove(toParent: nil)
                    page.detachView()
                    try page.completeAppearance(false, animated: true)
                    try page.removeFromParent()
                }
                for page in leaving { curlLeaving.remove(ObjectIdentifier(page)) }
                try new.completeAppearance(true, animated: true)
                try completion?(true)
                settled()
            } }
        } }
    }

    /// 28.4: scroll.
    private func setScrollPage(_ new: UIViewController, direction: Direction, animated: Bool,
                               completion: ((Bool) throws -> Void)?) throws {
        let current = viewControllers.first
        if current === new && animated { return }   // 28.4 [code]: nothing, the completion is not called
        if let current, current !== new { try current.willMove(toParent: nil) }
        if new.parent !== self {
            try addChild(new)
            try new.didMove(toParent: self)
        }
        viewControllers = [new]
        if animated, let current, current !== new {
            // 28.8: the old page stays cached as the new one's neighbour on the side it came from
            cache = [:]
            var n = Neighbours()
            if direction == .forward { n.before = .page(current) } else { n.after = .page(current) }
            cache[ObjectIdentifier(new)] = n
        } else {
            cache = [:]   // 28.8 [prose workaround]: a non-animated set clears the neighbours
        }
        // 28.4 [code; confidence medium]: before the view loads, the page appears with its parent
        guard isViewLoaded else { return }
        let old = current === new ? nil : current
        // semantics-code K38: a page another container took meanwhile got its moves from the taking
        // and is that container's now; the page view controller leaves it alone (random container
        // seed 1136646: its view was taken out of its new parent's and its did never came)
        // With no page held at the call (its page taken by another container), the page that leaves
        // is the one an earlier set of the turn, refused at its commit, showed again (random
        // container seed 1983197: D rested appearing, with its child, beside the new page)
        func stillLeaving() -> UIViewController? {
            if let old { return old.parent === self || old.parent == nil ? old : nil }
            guard current == nil, pageShownAgain != 0 else { return nil }
            return children.first { $0 !== new && $0.serial == pageShownAgain }
        }
        if animated { isSettling = true }
        world.runLoop.enqueueCommit { [self] in try endingSettle(if: animated) {
            let leaving = stillLeaving()
            let callbacks = generatesAppearanceCallbacks
            if callbacks {
                do { try embedChildView(new) } catch {
                    // semantics §4, as the curl's commit: a new page another container took since
                    // the call is refused before anything changes, and the page it was to replace,
                    // still a child, is shown again (random container seed 1820258: it rested
                    // appearing, with its children, under a page view controller showing nothing)
                    if let current, current.parent === self {
                        if viewControllers.isEmpty { viewControllers = [current] } else { pageShownAgain = current.serial }
                    }
                    throw error
                }
                try new.beginAppearance(true, animated: animated)
                if let leaving { try leaving.beginAppearance(false, animated: animated) }
            }
            let finish: RunLoop.Work = { [self] in try endingSettle(if: animated) {
                let leaving = stillLeaving()   // again: an animated set's finish comes later
                if callbacks {
                    try new.completeAppearance(true, animated: animated)
                    leaving?.detachView()
                    if let leaving { try leaving.completeAppearance(false, animated: animated) }
                }
                leaving?.detachView()
                if let leaving, leaving.parent === self, !isCached(leaving) { try leaving.removeFromParent() }
                else if let leaving { try leaving.didMove(toParent: nil) }
                if let leaving, leaving.serial == pageShownAgain { pageShownAgain = 0 }
                try completion?(true)
                if animated { settled() }
            } }
            if animated {
                world.runLoop.schedule(after: AnimationDuration.pageScroll, finish)
            } else {
                try finish()
            }
        } }
    }

    private func isCached(_ page: UIViewController) -> Bool {
        cache.values.contains { n in
            if case .page(let p)? = n.before, p === page { return true }
            if case .page(let p)? = n.after, p === page { return true }
            return false
        }
    }

    // MARK: the data source (28.5)

    /// The page on `side` of `page`: from the cache (scroll), else asked; a controller returned
    /// becomes a child at once and loads its view [log wisdomskyduan].
    private func neighbour(of page: UIViewController, after: Bool) throws -> UIViewController? {
        let key = ObjectIdentifier(page)
        if transitionStyle == .scroll, let known = after ? cache[key]?.after : cache[key]?.before {
            if case .page(let p) = known {
                try adoptPage(p)
                return p
            }
            return nil
        }
        let method: EventKind = after ? .viewControllerAfter : .viewControllerBefore
        let answer = try world.askDelegateForController(dataSource, method, on: self, about: page,
                                                        arguments: [.controller(self), .controller(page)])
        if let answer {
            if answer === page || answer === self { throw UIKitMessages.pageIsItsOwnNeighbour(method, page) }
            try checkAdoptable(answer)
            // 28.7: a curl's page becomes a child in the turn itself, after its viewWillAppear
            if transitionStyle == .scroll { try adoptPage(answer) }
        }
        if transitionStyle == .scroll {
            var n = cache[key] ?? Neighbours()
            if after { n.after = answer.map(Answer.page) ?? Answer.none } else { n.before = answer.map(Answer.page) ?? Answer.none }
            cache[key] = n
        }
        return answer
    }

    private func adoptPage(_ page: UIViewController) throws {
        if page.parent !== self {
            try addChild(page)
            try page.didMove(toParent: self)
        }
        try page.loadViewIfNeeded()
    }

    // MARK: the user's swipe (28.6, 28.7)

    /// The user drags the page towards `direction` and lets go (cancel: it springs back). A user
    /// event, handled at the start of the next turn; one during a settle waits for it (28.9).
    public func swipe(direction: Direction, cancel: Bool) throws {
        guard !viewControllers.isEmpty else { throw UIKitMessages.nothingToSwipe(self, "it has no page (setViewControllers first)") }
        guard dataSource != nil else { throw UIKitMessages.nothingToSwipe(self, "it has no dataSource") }
        world.runLoop.enqueue { [self] in
            if isSettling {
                waiting.append { [self] in try drag(direction: direction, cancel: cancel) }   // 28.9 [choice]
                return
            }
            try drag(direction: direction, cancel: cancel)
        }
    }

    private func settled() {
        isSettling = false
        settlesEnded += 1
        guard let next = waiting.popFirst() else { return }
        world.runLoop.enqueue { [self] in try world.operation { try next() } }
    }

    /// Runs work that ends a settle (28.9, when `settles`). If it raises first (an exception or a
    /// script error the script catches), the settle ends there: no later swipe waits for one that
    /// will never end [choice, docs/decisions.md].
    private func endingSettle(if settles: Bool = true, _ work: () throws -> Void) throws {
        guard settles else { return try work() }
        let ended = settlesEnded
        do { try work() } catch {
            if settlesEnded == ended { settled() }
            throw error
        }
    }

    private func drag(direction: Direction, cancel: Bool) throws {
        // a user drags only what is on screen [choice, docs/decisions.md]
        guard let current = viewControllers.first, isOnScreen(forGesture: "swipe") else { return }
        let forward = direction == .forward
        let new: UIViewController?
        if transitionStyle == .scroll {
            // 28.5 [log wisdomskyduan]: after, then before, at the first drag from a page
            let after = try neighbour(of: current, after: true)
            let before = try neighbour(of: current, after: false)
            new = forward ? after : before
        } else {
            new = try neighbour(of: current, after: forward)   // 28.5 [code]: the dragged direction only
        }
        guard let new else { return }   // 28.5 [choice]: no page that way, the drag bounces
        try world.callDelegate(delegate, .willTransitionTo, on: self, target: new,
                               arguments: [.controller(self), .controllers([new])])
        isSettling = true
        try endingSettle {
            if transitionStyle == .scroll {
                try scrollTurn(from: current, to: new, forward: forward, cancel: cancel)
            } else {
                try curlTurn(from: current, to: new, cancel: cancel)
            }
        }
    }

    /// 28.6 [log wangling], [code `didEndManualScroll`].
    private func scrollTurn(from current: UIViewController, to new: UIViewController, forward: Bool, cancel: Bool) throws {
        let callbacks = generatesAppearanceCallbacks
        if callbacks {
            try embedChildView(new)
            try new.beginAppearance(true, animated: true)
            try current.beginAppearance(false, animated: true)
        }
        world.runLoop.schedule(after: AnimationDuration.pageScroll) { [self] in try endingSettle {
            if cancel {
                if callbacks {
                    try current.beginAppearance(true, animated: true)
                    try current.completeAppearance(true, animated: true)
                    try new.beginAppearance(false, animated: true)
                    new.detachView()
                    try new.completeAppearance(false, animated: true)
                }
                new.detachView()
                try finishTurn(previous: current, completed: false)
                return
            }
            viewControllers = [new]
            if callbacks {
                try new.completeAppearance(true, animated: true)
                current.detachView()
                try current.completeAppearance(false, animated: true)
            }
            current.detachView()
            // 28.5: New's near neighbour is the page it came from
            var n = cache[ObjectIdentifier(new)] ?? Neighbours()
            if forward { n.before = .page(current) } else { n.after = .page(current) }
            cache[ObjectIdentifier(new)] = n
            try finishTurn(previous: current, completed: true)
            _ = try neighbour(of: new, after: forward)   // 28.5 [log]: the far neighbour, after didFinishAnimating
        } }
    }

    /// 28.7 [log wangling], [code `_handlePanGesture:`]: the old page's `did` first.
    private func curlTurn(from current: UIViewController, to new: UIViewController, cancel: Bool) throws {
        let callbacks = generatesAppearanceCallbacks
        try new.loadAsIncomingController()
        if callbacks {
            try embedChildView(new)
            try new.beginAppearance(true, animated: true)
        }
        if new.parent !== self { try addChild(new) }
        try new.didMove(toParent: self)
        if callbacks { try current.beginAppearance(false, animated: true) }
        if cancel {
            // at the release: New willDisappear, Current willAppear
            if callbacks {
                try new.beginAppearance(false, animated: true)
                try current.beginAppearance(true, animated: true)
            }
        }
        world.runLoop.schedule(after: AnimationDuration.pageCurl) { [self] in try endingSettle {
            let (leaving, staying) = cancel ? (new, current) : (current, new)
            if !cancel { viewControllers = [new] }
            try leaving.willMove(toParent: nil)
            leaving.detachView()
            if callbacks { try leaving.completeAppearance(false, animated: true) }
            try leaving.removeFromParent()
            if callbacks { try staying.completeAppearance(true, animated: true) }
            try finishTurn(previous: current, completed: !cancel)
        } }
    }

    private func finishTurn(previous: UIViewController, completed: Bool) throws {
        if let delegate, delegate.responds(to: .didFinishAnimating) {
            world.trace.record(TraceEvent(controller: name, event: .didFinishAnimating, target: previous.name, completed: completed))
            _ = try delegate.invoke(.didFinishAnimating, [.controller(self), .bool(true), .controllers([previous]), .bool(completed)])
        }
        settled()
        world.releaseCheckpoint()
    }
}

extension World {
    /// Traces and asks a data source for a controller (`target`: the page asked about); nil if it
    /// does not implement the method or answers nil.
    func askDelegateForController(_ delegate: ScriptDelegate?, _ method: EventKind, on controller: UIViewController,
                                  about page: UIViewController, arguments: [DelegateArgument]) throws -> UIViewController? {
        guard let delegate, delegate.responds(to: method) else { return nil }
        trace.record(TraceEvent(controller: controller.name, event: method, target: page.name))
        return try delegate.invokeForController(method, arguments)
    }
}

extension AnimationDuration {
    /// semantics-containers §28.4, §28.6: a scroll page's settle [choice, docs/decisions.md].
    public static let pageScroll = 0.3
    /// semantics-containers §28.3, §28.7: a page curl [choice, docs/decisions.md].
    public static let pageCurl = 0.5
}

// UIPageViewController's own messages (semantics-containers §28).
extension UIKitMessages {
    /// 28.2 [code].
    fileprivate static func pageCount(_ n: Int) -> UIKitException {
        .invalidArgument("The number of view controllers provided (\(n)) doesn't match the number required (1) for the requested transition")
    }
    fileprivate static func nothingToSwipe(_ pvc: UIViewController, _ why: String) -> UIKitException {
        .range("swipe: \(describe(pvc)) has nothing to swipe to: \(why)")
    }
    fileprivate static func pageIsItsOwnNeighbour(_ method: EventKind, _ page: UIViewController) -> UIKitException {
        .invalidArgument("\(method.rawValue): the data source returned \(describe(page)) for itself (or the page view controller)")
    }
}

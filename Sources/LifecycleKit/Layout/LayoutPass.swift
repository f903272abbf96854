// The commit's layout phase, as UIKit's own code has it (semantics-code K21, K22; K21 replaces
// semantics-layout-app's "entering step" of all controllers before any pass):
//   - window entry: once a controller whose viewWillAppear fired has its view in a window — at the
//     end of the operation that put it there, or at the start of the commit's layout phase — it is
//     told its traits if they changed (§15.1 step 1) and its safe area if it changed (K22), then gets
//     viewIsAppearing at once if its view needs no layout (K21 a) or a navigation controller shows
//     it (K21 c: the transition's preparation, and the children of what it shows; so after the
//     transition's will/did steps, before any pass [choice, docs/decisions.md]);
//   - layout passes until no controller in a window needs layout, top-down in layout order
//     (LayoutOrder.swift): a still pending viewIsAppearing (K21 b), updateProperties (iOS 26+, when its
//     properties need update: semantics-ios26 §22, UpdateProperties.swift), updateViewConstraints (first pass
//     of its life, or after setNeedsUpdateConstraints), viewWillLayoutSubviews, viewDidLayoutSubviews,
//     then its children [log-summary toosaa, wnstkdyu] [doc] — so a child that needs layout gets
//     viewIsAppearing after its parent's viewDidLayoutSubviews. After 100 passes of one controller
//     in one phase, a warning and the loop stops [choice];
//   - still pending right before viewDidAppear or viewWillDisappear: viewIsAppearing then (K21 d).
// Outside a commit only the window entry runs, at the end of the operation; the passes wait for the
// commit [choice, docs/decisions.md].

final class LayoutPass {
    /// Controllers whose viewWillAppear fired and whose window entry has not run yet.
    private var pending: [UIViewController] = []

    /// A controller's viewWillAppear fired: its viewIsAppearing is pending (semantics-code K21).
    /// Its view enters a window unless it is already visibly in one (an explicit begin on a
    /// controller on screen): then there is no window entry, only K21's (b) and (d).
    func schedule(_ controller: UIViewController) {
        controller.isAppearingDue = true
        if controller.viewIfLoaded?.window == nil { pending.append(controller) } else { waitingForLayout.append(controller) }
    }

    /// Controllers in a window whose viewIsAppearing waits for their view's layout (K21 b).
    private var waitingForLayout: [UIViewController] = []

    func waitsForLayout(_ controller: UIViewController) { waitingForLayout.append(controller) }

    /// semantics-code K21 (b): a view in a window that needs layout but that the walk of §15.2 does
    /// not reach (a navigation controller's overlay child) is still laid out in this commit.
    func flushUnreachedLayouts() throws {
        guard !waitingForLayout.isEmpty else { return }
        let waiting = waitingForLayout
        waitingForLayout.removeAll()
        for controller in waiting where controller.isAppearingDue && controller.appearance == .appearing
            && controller.needsLayout && controller.isInWindow {
            try controller.viewIsAppearingIfPending()
        }
    }

    /// The window entry of every pending controller whose view is now in a window, in the order of
    /// their viewWillAppear; the others wait (for a window, or for their `did`).
    func flush() throws {
        while !pending.isEmpty {   // every operation ends here: most have nothing pending
            var entering: [UIViewController] = [], waiting: [UIViewController] = []
            var seen = Set<ObjectIdentifier>()
            for controller in pending where controller.isAppearingDue && controller.appearance == .appearing && seen.insert(ObjectIdentifier(controller)).inserted {
                if controller.isInWindow { entering.append(controller) } else { waiting.append(controller) }
            }
            pending = waiting
            guard !entering.isEmpty else { return }
            for controller in entering where controller.isAppearingDue { try controller.runEnteringStep() }
        }
    }

    /// The controllers marked as needing layout, and the pass that visits them (LayoutQueue.swift).
    let queue = LayoutQueue()

    /// The most passes one controller gets in one layout phase (semantics-layout-app §15.2) [choice].
    static let feedbackLimit = 100
}

extension World {
    /// Step 2 of the commit (and of a size or trait change): the window entries still to run, then
    /// passes until no controller in a window needs layout.
    func runLayoutPhase() throws {
        try layout.flush()
        try runLayoutPasses()
        try layout.flushUnreachedLayouts()
    }

    private func runLayoutPasses() throws {
        guard layoutMayBeNeeded else { return }
        var passes: [ObjectIdentifier: Int] = [:]
        while true {
            var laidOut = false
            var stopped = false
            // the controllers of the walk (layoutOrder()) in its order, or the marked ones among them
            try layout.queue.runPass(in: self) { controller in
                guard !stopped, (controller.needsLayout || controller.needsUpdateProperties) && controller.isInWindow else { return }
                let count = passes[ObjectIdentifier(controller), default: 0]
                if count >= LayoutPass.feedbackLimit {
                    warn(UIKitMessages.layoutFeedbackLoop(controller), about: controller)
                    for c in layoutOrder() { c.needsLayout = false; c.needsUpdateProperties = false }
                    stopped = true
                    return
                }
                passes[ObjectIdentifier(controller)] = count + 1
                try controller.layoutPass()
                laidOut = true
            }
            if stopped { return }
            try layout.flush()
            // No controller needs layout: another walk would lay out none, and end the phase.
            if !laidOut || (controllersNeedingLayout == 0 && observation.controllersNeedingProperties == 0) {
                layoutMayBeNeeded = false
                return
            }
        }
    }
}

extension UIViewController {
    /// The window entry of an appearing controller (semantics-layout-app §15.1 as amended by
    /// semantics-code K21, K22): its traits, its safe area, and viewIsAppearing when nothing waits.
    func runEnteringStep() throws {
        try tellTraitsOnWindowEntry()
        try tellSafeAreaIfChanged()   // semantics-code K22: on window entry, if changed
        if lastLayoutSize != environmentSize { needsLayout = true }   // §15.3: first entry, or a new size
        // §15.3, semantics-ios26 §22.5: a mark made while off-window (a view loaded early, a
        // setNeedsUpdateProperties) is served now that the view is in a window; the phase that
        // found no controller to lay out had stopped looking
        if needsLayout || needsUpdateProperties { world.layoutMayBeNeeded = true }
        // semantics-code K21: (a) its view needs no layout; (c) a navigation transition's preparation
        if !needsLayout || isShownByNavigationController { try viewIsAppearingIfPending() } else { world.layout.waitsForLayout(self) }
    }

    /// §15.1 step 1: traitCollectionDidChange if its traits differ from the last ones it was told.
    func tellTraitsOnWindowEntry() throws {
        let traits = traitCollection
        if let told = toldTraits {
            if told != traits { try tellTraits(traits, previous: told) }
        } else {
            toldTraits = traits
            if !world.configuration.hasPredictedInitialTraits {
                // iOS 12: the first entry into a window tells the first traits [prose useyourloaf]
                let event = TraceEvent(controller: name, event: .traitCollectionDidChange, traits: "initial")
                try fire(event, arguments: [.none])
            }
        }
    }

    /// `__viewIsAppearing:`: once per appearance, at the first of K21's points.
    func viewIsAppearingIfPending() throws {
        guard isAppearingDue else { return }
        isAppearingDue = false
        if world.configuration.hasViewIsAppearing { try fire(.viewIsAppearing) }
    }

    /// semantics-code K21 (d): still pending right before viewDidAppear or viewWillDisappear, it
    /// fires then, in a window or not; a view that entered a window in the same operation gets its
    /// window entry first (K22).
    func viewIsAppearingBeforeNextStep() throws {
        guard isAppearingDue else { return }
        if isInWindow { try runEnteringStep() }
        try viewIsAppearingIfPending()
    }

    /// semantics-code K21 (c): a navigation controller's top, or a child of it (the preparation
    /// recurses into the children), in its transition's preparation.
    var isShownByNavigationController: Bool {
        var current: UIViewController = self
        while let parent = current.parent {
            if let nav = parent as? UINavigationController { return nav.topViewController === current }
            current = parent
        }
        return false
    }

    /// One controller's part of a layout pass (semantics-layout-app §15.2, §15.3).
    func layoutPass() throws {
        if isAppearingDue && appearance == .appearing && isInWindow {
            // semantics-code K21 (b): at the start of its own view's layout, after its window entry
            try tellTraitsOnWindowEntry()
            try tellSafeAreaIfChanged()
            try viewIsAppearingIfPending()
        }
        try propertiesStep()             // semantics-ios26 §22.1 step 0 (UpdateProperties.swift)
        guard needsLayout else { return }   // §22.1: properties alone; §22.3: or layout marked in step 0
        needsLayout = false
        if lastLayoutSize == nil || needsUpdateConstraints {   // never laid out yet, or asked for
            needsUpdateConstraints = false
            try fire(.updateViewConstraints)
        }
        lastLayoutSize = environmentSize
        // §15.3 [log remkoh, seeking-star]: a full-screen presentation lays out its presenter after it
        if isBeingPresented, presentation?.removesPresenterViews == true, let presenter = presenting {
            presenter.needsLayout = true
        }
        try fire(.viewWillLayoutSubviews)
        try layoutSubviewsOfView()   // the view's own layoutSubviews, between the two (UIView's layoutSublayersOfLayer)
        try fire(.viewDidLayoutSubviews)
    }

    var isInWindow: Bool { viewIfLoaded?.attachedWindow != nil }
}

extension UIView {
    /// Laid out in the next layout phase: the controller owning this view (semantics-layout-app §15.4).
    public func setNeedsLayout() { nearestController?.needsLayout = true }

    /// The next pass of this view's controller starts with updateViewConstraints (§15.4).
    public func setNeedsUpdateConstraints() { nearestController?.needsUpdateConstraints = true }

    /// A pass at once over the subtree rooted here, for the controllers in it that need layout, in
    /// or out of a window; nothing when none does [doc UIView.layoutIfNeeded] (§15.4).
    public func layoutIfNeeded() throws {
        try world.operation {
            for controller in controllersInSubtree() where controller.needsLayout { try controller.layoutPass() }
        }
    }

    /// The controllers owning this view and the views below it, top-down.
    func controllersInSubtree() -> [UIViewController] {
        var result: [UIViewController] = []
        forEachInSubtree { if let owner = $0.owner { result.append(owner) } }
        return result
    }
}

extension UIKitMessages {
    /// semantics-layout-app §15.2 [choice for the limit and the words].
    static func layoutFeedbackLoop(_ controller: UIViewController) -> String {
        "Layout feedback loop: \(describe(controller)) was laid out \(LayoutPass.feedbackLimit) times in one run-loop turn."
    }
}

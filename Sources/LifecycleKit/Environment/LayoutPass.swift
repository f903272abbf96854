// The commit's layout phase (semantics-layout-app §2 amendment, §15):
//   1. the entering step of every controller whose viewWillAppear fired since the last phase, in
//      the order of those viewWillAppears: traitCollectionDidChange (if its traits changed),
//      viewSafeAreaInsetsDidChange and viewLayoutMarginsDidChange (if its insets changed), then
//      viewIsAppearing (iOS 13+) [doc viewIsAppearing] [prose WWDC23];
//   2. layout passes until no controller in a window needs layout: top-down in layout order
//      (LayoutOrder.swift), updateViewConstraints (first pass of its life, or after
//      setNeedsUpdateConstraints), viewWillLayoutSubviews, viewDidLayoutSubviews, then its children
//      [log-summary toosaa, wnstkdyu] [doc]. After 100 passes of one controller in one phase, a
//      warning and the loop stops [choice].
// Outside a commit only the entering step runs, at the end of the operation (§9's point); the
// passes wait for the commit [choice, keeps every existing trace].

final class LayoutPass {
    private var pending: [UIViewController] = []

    /// A controller's viewWillAppear fired: its entering step is due.
    func schedule(_ controller: UIViewController) {
        controller.isAppearingDue = true
        pending.append(controller)
    }

    /// The entering step of every controller scheduled, in the order of their viewWillAppear.
    func flush() throws {
        while !pending.isEmpty {
            let due = pending
            pending.removeAll()
            for controller in due where controller.isAppearingDue {
                controller.isAppearingDue = false
                try controller.runEnteringStep()
            }
        }
    }

    /// The most passes one controller gets in one layout phase (semantics-layout-app §15.2) [choice].
    static let feedbackLimit = 100
}

extension World {
    /// Step 2 of the commit (and of a size or trait change): the entering steps, then passes until
    /// no controller in a window needs layout.
    func runLayoutPhase() throws {
        try layout.flush()
        guard layoutMayBeNeeded else { return }
        var passes: [ObjectIdentifier: Int] = [:]
        while true {
            var laidOut = false
            for controller in layoutOrder() where controller.needsLayout && controller.isInWindow {
                let count = passes[ObjectIdentifier(controller), default: 0]
                if count >= LayoutPass.feedbackLimit {
                    warn(UIKitMessages.layoutFeedbackLoop(controller), about: controller)
                    for c in layoutOrder() { c.needsLayout = false }
                    return
                }
                passes[ObjectIdentifier(controller)] = count + 1
                try controller.layoutPass()
                laidOut = true
            }
            try layout.flush()
            // No controller needs layout: another walk would lay out none, and end the phase.
            if !laidOut || controllersNeedingLayout == 0 { layoutMayBeNeeded = false; return }
        }
    }
}

extension UIViewController {
    /// semantics-layout-app §15.1, §9.
    func runEnteringStep() throws {
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
        if isInWindow { try tellSafeAreaIfChanged() }   // semantics-code K22: computed when the view enters a window
        if world.configuration.hasViewIsAppearing { try fire(.viewIsAppearing) }
        if lastLayoutSize != environmentSize { needsLayout = true }   // §15.3: first entry, or a new size
    }

    /// One controller's part of a layout pass (semantics-layout-app §15.2, §15.3).
    func layoutPass() throws {
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
        func visit(_ view: UIView) {
            if let owner = view.owner { result.append(owner) }
            for sub in view.subviews { visit(sub) }
        }
        visit(self)
        return result
    }
}

extension UIKitMessages {
    /// semantics-layout-app §15.2 [choice for the limit and the words].
    static func layoutFeedbackLoop(_ controller: UIViewController) -> String {
        "Layout feedback loop: \(describe(controller)) was laid out \(LayoutPass.feedbackLimit) times in one run-loop turn."
    }
}

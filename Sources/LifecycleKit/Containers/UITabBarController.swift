// UITabBarController (semantics §6, amended by semantics-code K18–K20).
//   Only the selected tab's controller loads and appears at first [log].
//   Switching: New.viewDidLoad (first time), New.viewWillAppear, Old.viewWillDisappear,
//   Old.viewDidDisappear, New.viewDidAppear — the new `will` first, unlike push [log ×2].
//   Tabs are never released on a switch. Setting selectedIndex in code switches at once (the
//   `will`s in the setter, the `did`s at the end of the turn); `tap` is a user event handled at
//   the start of the next turn, and the only way shouldSelect/didSelect are called [doc] [choice].
//   A switch while the tab bar controller is not appearing or appeared changes only the
//   selection; while it is appearing, the new tab's `did` comes with its own (K18). Selecting
//   the selected tab, or an index out of range, does nothing (K18, K20).
//   Tabs set: old and new lists compared index by index (K19): a new tab gets willMove/didMove,
//   an old one past the new list's end willMove(nil)/didMove(nil), one whose index now holds
//   another controller neither.
//   Tapping the selected tab: shouldSelect; if allowed, a navigation controller in it pops to its
//   root (popToRootViewController(true)); didSelect regardless [doc] [prose SO].
//   It forwards appearance only to the selected tab (a navigation controller in a tab forwards on
//   to its top) [choice].
//   With the delegate's animator (K28): the `will`s in the commit, ended by the animator (switchTabs).

public final class UITabBarController: UIViewController {
    public private(set) var viewControllers: [UIViewController] = []
    public var delegate: ScriptDelegate?
    public private(set) var selectedIndex: Int = 0

    public override init(world: World, name: String, className: String = "UITabBarController") {
        super.init(world: world, name: name, className: className)
    }

    public var selectedViewController: UIViewController? {
        viewControllers.indices.contains(selectedIndex) ? viewControllers[selectedIndex] : nil
    }

    override var layoutChildren: [UIViewController] { selectedViewController.map { [$0] } ?? [] }
    override func layoutChildPlace(of child: UIViewController) -> Int? { selectedViewController === child ? 0 : nil }

    override var hierarchyNotes: [String] { selectedViewController.map { ["selected: \($0.name)"] } ?? [] }

    override func forwardsAppearance(to child: UIViewController) -> Bool {
        shouldAutomaticallyForwardAppearanceMethods && child === selectedViewController
    }

    /// semantics-code K2: UIKit's containers drive what they show through the guarded steps.
    override var drivesShownChildThroughGuardedSteps: Bool { true }

    /// The `serial` of the tab that last got a `will` from this controller, 0 for none: UIKit's
    /// `_selectedViewControllerDuringWillAppear` [code TB26 `viewWillAppear:`, `viewDidAppear:`, the begin
    /// block of `transitionFromViewController:toViewController:transition:shouldSetSelected:`], set by its own
    /// viewWillAppear and by a switch's `will`s while it is shown (a cancelled switch sets the old tab back).
    private var tabGivenWill = 0

    /// [code TB26 `viewDidAppear:`]: the viewDidAppear goes to the selected tab only if that tab got the
    /// `will` (semantics-code K18); a tab that became selected since without one gets nothing (app seeds
    /// 2065588, 2084025: the tab bar controller's own viewDidAppear took its selected tab away).
    override func forwardsCompletion(appeared: Bool, to child: UIViewController) -> Bool {
        !appeared || child.serial == tabGivenWill
    }

    override func appearanceWillForward(appearing: Bool) throws {
        guard appearing else { return }
        guard let selected = selectedViewController else { tabGivenWill = 0; return }
        try embedChildView(selected)
        tabGivenWill = selected.serial
    }

    /// A tab taken by another container or removed by hand leaves the tabs; if it was the shown
    /// selected tab, it disappears and the tab now at the selected index appears (issue 12).
    override func childWasTaken(_ child: UIViewController) throws {
        guard let i = viewControllers.firstIndex(where: { $0 === child }) else { return }
        let wasSelected = child === selectedViewController
        viewControllers.remove(at: i)
        if i < selectedIndex { selectedIndex -= 1 }
        selectedIndex = viewControllers.isEmpty ? 0 : min(selectedIndex, viewControllers.count - 1)
        guard wasSelected else { return }
        try WindowAttachment.leave(child)
        try showSelectedAfterTabsChanged()
    }

    /// After the tabs changed under a shown tab bar: the tab now selected joins, its `did` at the
    /// end of the turn when the tab bar has appeared.
    private func showSelectedAfterTabsChanged() throws {
        guard appearance.isShown, let selected = selectedViewController else { return }
        try embedChildView(selected)
        tabGivenWill = selected.serial   // [code TB26]: the switch's `will`s (a refused embed sends none)
        try selected.beginAppearanceJoiningWindow(animated: false)
        if appearance == .appeared { WindowAttachment.completeAtEndOfTurn([selected], world: world) }
    }

    /// semantics-code K19 [code TB26 `_setViewControllers:animated:`]: the old and new lists are
    /// compared index by index. A new tab: willMove(tabs), didMove(tabs). An old tab that leaves:
    /// past the new list's end, willMove(nil) and didMove(nil); at an index that now holds another
    /// controller, removed with neither [choice: a controller still in the new list stays].
    public func setViewControllers(_ controllers: [UIViewController]) throws {
        try world.operation {
            for c in controllers { try checkAdoptable(c) }   // validate before changing anything
            let old = viewControllers
            let kept = Set(controllers.map(ObjectIdentifier.init))
            let wasSelected = selectedViewController
            let selectedLeaves = wasSelected.map { !kept.contains(ObjectIdentifier($0)) } ?? false
            // issue 12: the selected tab leaves through its disappearance whether it had appeared
            // or was still appearing (never left half-appeared) [choice]
            // [code TB26 `_setViewControllers:animated:`]: it is the switch's `from`, given
            // begin(false) and its end (K1: in direction D)
            if selectedLeaves, let wasSelected { try WindowAttachment.leave(wasSelected, endingInItsDirection: true) }
            viewControllers = controllers   // childWasTaken ignores the tabs that leave below
            // (a tab that script code in the selected tab's `viewWillDisappear` gave another place is
            // no longer this controller's to release: random app seed 2060718)
            for (i, tab) in old.enumerated() where !kept.contains(ObjectIdentifier(tab)) && tab.parent === self {
                tab.detachView()
                if i >= controllers.count {
                    try tab.willMove(toParent: nil)   // semantics-code K19: dropped from the end
                    try tab.removeFromParent()
                } else {
                    releaseReplacedTab(tab)   // semantics-code K19: replaced at its index, no moves
                }
            }
            for c in controllers where c.parent !== self {
                do { try addChild(c) } catch {
                    // addChild's check when it links refused it (semantics §4, docs/decisions.md
                    // "Checks again when a child is linked"): the tabs keep only its children
                    viewControllers.removeAll { $0.parent !== self }
                    selectedIndex = min(selectedIndex, max(viewControllers.count - 1, 0))
                    throw error
                }
                try c.didMove(toParent: self)
            }
            if !selectedLeaves, let wasSelected, let i = controllers.firstIndex(where: { $0 === wasSelected }) {
                selectedIndex = i   // the selected controller stays selected where it now is
                return
            }
            selectedIndex = controllers.isEmpty ? 0 : min(selectedIndex, controllers.count - 1)
            try showSelectedAfterTabsChanged()
        }
    }

    /// A tab replaced at its index leaves the children without willMove/didMove (K19).
    private func releaseReplacedTab(_ tab: UIViewController) {
        removeChildEntry(tab)
        tab.parent = nil
        tab.isMovingFromParent = false
        world.ownershipChanged(tab)
    }

    /// selectedIndex set in code: the switch starts at once (semantics §6, semantics-code K18).
    public func select(index: Int) throws {
        try world.operation {
            // semantics-code K20: an index out of range is silently ignored
            guard viewControllers.indices.contains(index) else { return }
            // semantics-code K18: selecting the selected tab fires nothing
            guard index != selectedIndex else { return }
            let old = selectedViewController
            selectedIndex = index
            // semantics-code K18: neither appearing nor appeared, only the selection changes
            guard let new = selectedViewController, appearance.isShown else { return }
            let hasAppeared = appearance == .appeared
            // semantics-code K28: the delegate's animator (asked only for a switch on screen [choice])
            if hasAppeared, let old, let animator = try delegate?.animator("animationControllerForTransitionFrom",
                                                                            [.controller(self), .controller(old), .controller(new)]) {
                let interactive = try delegate?.interactionController("interactionControllerFor", [.controller(self)], animator: animator) ?? false
                world.runLoop.enqueueCommit { [self] in
                    try switchTabs(from: old, to: new, index: index, animator: animator, interactive: interactive)
                }
                return
            }
            try new.loadAsIncomingController()
            try embedChildView(new)
            tabGivenWill = new.serial   // [code TB26]: the switch's `will`s (a refused embed sends none)
            try new.beginAppearanceJoiningWindow(animated: false)
            if let old { try old.beginAppearance(false, animated: false) }
            world.runLoop.atEndOfTurn {
                if let old {
                    try self.detachChildViewIfStillHeld(old, unlessShown: self.selectedViewController)   // §4: gone before viewDidDisappear
                    try old.endAppearance(animated: false)
                }
                // semantics-code K18: while appearing, the new tab's did comes with the tab bar controller's own
                if hasAppeared { try new.endAppearance(animated: false) }
            }
        }
    }

    /// semantics-code K28 [code TB26 `transitionFromViewController:toViewController:transition:shouldSetSelected:`]:
    /// with an animator the `will`s come in the commit (the new tab's first, as §6), then
    /// animateTransition; completed, the new tab's `did`, then the old one's viewDidDisappear;
    /// cancelled, the old tab is selected again: the new one's will/did disappear, then the old
    /// one's will/did appear [choice, the mirror of §5's cancelled swipe].
    private func switchTabs(from old: UIViewController, to new: UIViewController, index: Int,
                            animator: ScriptAnimator, interactive: Bool) throws {
        // the tabs changed before the commit: the switch is gone [choice]
        guard selectedViewController === new, old.parent === self, appearance == .appeared else { return }
        try new.loadAsIncomingController()
        try embedChildView(new)
        tabGivenWill = new.serial   // [code TB26]: the switch's `will`s (a refused embed sends none)
        try new.beginAppearanceJoiningWindow(animated: true)
        try old.beginAppearance(false, animated: true)
        let completed: RunLoop.Work = { [self] in
            try new.endAppearance(animated: true)
            if old !== selectedViewController { old.detachView() }   // §4: gone before viewDidDisappear
            try old.endAppearance(animated: true)
            world.releaseCheckpoint()
        }
        let cancelled: RunLoop.Work = { [self] in
            guard selectedViewController === new, let back = viewControllers.firstIndex(where: { $0 === old }) else {
                // another switch (or new tabs) took over meanwhile [choice]: the old tab only ends
                // its disappearance; the new one is the later switch's
                if old !== selectedViewController { old.detachView() }
                try old.endAppearance(animated: true)
                world.releaseCheckpoint()
                return
            }
            selectedIndex = back
            tabGivenWill = old.serial   // [code TB26]: the cancelled switch's completion
            try new.beginAppearance(false, animated: true)
            new.detachView()
            try new.endAppearance(animated: true)
            try old.beginAppearance(true, animated: true)
            try old.endAppearance(animated: true)
            world.releaseCheckpoint()
        }
        try UITransitionContext(world: world, kind: "tab switch", container: try view, from: old, to: new, animator: animator,
                                interactive: interactive, defaultDuration: AnimationDuration.tabSwitch,
                                completed: completed, cancelled: cancelled).start()
    }

    /// selectedViewController set in code: only one of the tabs can be selected (semantics-code K20).
    public func setSelectedViewController(_ controller: UIViewController?) throws {
        guard let controller, let index = viewControllers.firstIndex(where: { $0 === controller }) else {
            throw UIKitMessages.selectedControllerNotATab
        }
        try select(index: index)
    }

    /// The user taps a tab: shouldSelect, the switch, didSelect — at the next turn (semantics §6).
    public func tap(index: Int) throws {
        guard viewControllers.indices.contains(index) else {
            throw UIKitMessages.noTabToTap(index, count: viewControllers.count)
        }
        world.runLoop.enqueue { [self] in
            // issue 12: the tabs may have been replaced since the tap was queued; a tap on a tab
            // that is gone does nothing [choice], and so does one on a tab bar off screen
            guard viewControllers.indices.contains(index), isOnScreen(forGesture: "tap") else { return }
            let tab = viewControllers[index]
            let args: [DelegateArgument] = [.controller(self), .controller(tab)]
            if try world.callDelegate(delegate, .shouldSelect, on: self, target: tab, arguments: args) == false { return }
            if index == selectedIndex {
                // semantics §6: the selected tab tapped again pops a navigation controller in it to
                // its root, animated [doc] [prose SO]; didSelect comes regardless [doc].
                if let nav = tab as? UINavigationController { try nav.popToRootViewController(animated: true) }
            } else {
                try select(index: index)
            }
            try world.callDelegate(delegate, .didSelect, on: self, target: tab, arguments: args)
        }
    }
}

extension AnimationDuration {
    /// semantics-code K28: a tab animator's ctx:duration() when it gives none [choice, docs/decisions.md].
    public static let tabSwitch = 0.3
}

// UITabBarController's own messages (semantics §6, semantics-code K20); `index` is 0-based, the messages count from 1.
extension UIKitMessages {
    /// semantics-code K20 [code TB26 `setSelectedViewController:`].
    fileprivate static let selectedControllerNotATab = UIKitException.invalidArgument(
        "-[UITabBarController setSelectedViewController:] only a view controller in the tab bar controller's list of view controllers can be selected.")
    fileprivate static func noTabToTap(_ index: Int, count: Int) -> UIKitException {
        .range("tap: there is no tab \(index + 1) (the tab bar has \(count))")
    }
}

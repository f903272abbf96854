// UIWindow (semantics §7): a window shows its root controller's view once it is visible.
//   makeKeyAndVisible with a root: root (and what it shows) `will` at once, `did` at the end of
//   the turn [log ×3] — this is the window-attachment rule of §4 applied to the root's view.
//   Setting rootViewController on a visible window does the same at that moment [test Lasso].
//   Replacing the root: the old root's views are removed before the new ones are installed
//   [doc]; the old root gets will/didDisappear at once [choice, docs/decisions.md].

public final class UIWindow: UIView {
    public private(set) var isKeyWindow = false
    public private(set) var isVisible = false
    /// An iPad window resized for Split View or Slide Over (semantics-layout-app §17.1).
    var sizeOverride: UISize?
    /// The window's size: the screen's, unless resized.
    public var size: UISize { sizeOverride ?? world.device.screenSize(world.configuration.device) }
    private var root: UIViewController?

    public convenience init(world: World) { self.init(world: world, name: "Window") }

    public override init(world: World, name: String) {
        super.init(world: world, name: name)
        world.windows.append(self)
    }

    public override var window: UIWindow? { self }
    override var attachedWindow: UIWindow? { self }

    public var rootViewController: UIViewController? { root }

    public func setRootViewController(_ controller: UIViewController?) throws {
        try world.operation {
            if controller === root { return }
            if let old = root {
                root = nil
                old.windowAsRoot = nil
                if isVisible, old.isViewLoaded { try old.view.removeFromSuperview() }
                world.ownershipChanged(old)
            }
            guard let controller else { return }
            // a root taken from another window leaves that one first [choice, docs/decisions.md]
            if let previous = controller.windowAsRoot { try previous.setRootViewController(nil) }
            // a child made a window's root leaves its parent first, its appearance there ended
            // (issue 12: it stayed appearing for ever) [choice, docs/decisions.md]
            if controller.parent != nil {
                try WindowAttachment.leave(controller)
                try controller.removeFromParent()
            }
            root = controller
            controller.windowAsRoot = self
            world.ownershipChanged(controller)
            if isVisible { try installRootView() }
        }
    }

    public func makeKeyAndVisible() throws {
        try world.operation {
            if let previous = world.keyWindow, previous !== self { previous.isKeyWindow = false }
            isKeyWindow = true
            world.keyWindow = self
            if isVisible { return }
            isVisible = true
            if root != nil { try installRootView() }
        }
    }

    /// semantics-code K31: a window shows its root through its own (non-animated root
    /// presentation) path; a scenario that adds the root's view to the window itself gets UIKit's
    /// warning, and the view is added all the same.
    private var isInstallingRoot = false
    func noteInsertion(of view: UIView) {
        // the engine's own moves (a presentation putting the root back) run without attachment
        guard !isInstallingRoot, world.attachmentSuppression == 0, let root, view.owner === root else { return }
        world.warn(UIKitMessages.manualRootView, about: root)
    }

    private func installRootView() throws {
        guard let root else { return }
        isInstallingRoot = true
        defer { isInstallingRoot = false }
        try root.loadViewIfNeeded()
        if root.defersAppearanceInWindow {
            // semantics §5 (iOS 18+): a navigation controller root starts its top's appearance
            // at the commit of the turn, not inside makeKeyAndVisible [log VAndrJ].
            try world.withoutAttachment { try insertSubview(root.view, at: 0) }
            // the window held (the world's list holds it to the end anyway), the root named by its
            // serial: no weak reference (docs/performance.md, "Back-references without weak")
            let rootSerial = root.serial
            world.runLoop.enqueueCommit { [self] in
                // its view taken out of this window before the commit: nothing enters the window
                // [choice, docs/decisions.md] (random app seed 2000319)
                guard let root = self.root, root.serial == rootSerial,
                      root.viewIfLoaded?.attachedWindow === self else { return }
                try WindowAttachment.viewEnteredWindow(root.view)
            }
            return
        }
        // a view already in this window (its controller taken out of its parent mid-transition, the
        // view left in a presentation there) enters no window as it moves: the root appears all the
        // same, as §7 says (docs/decisions.md row of random container seed 1052401: no second
        // `will` for one still appearing, the window's `did`; random app seed 2438922). The same
        // for a view still in another window (its controller taken out of its parent there by hand,
        // the view left in it): it moves from window to window, and UIKit's window path runs for
        // any new window that is not nil (evidence code-open-list §3 (b), `viewWillMoveToWindow:`),
        // as a deferred root's commit does above (random app seed 2711656: it rested appearing)
        let wasInAWindow = root.viewIfLoaded?.attachedWindow != nil
        try insertSubview(root.view, at: 0)
        if wasInAWindow { try WindowAttachment.viewEnteredWindow(root.view) }
    }

    /// Its root's unretained link to it goes with it (docs/performance.md, "Back-references without weak").
    deinit {
        if let root, root.windowAsRoot === self { root.windowAsRoot = nil }
    }

    func tearDown() {
        root?.windowAsRoot = nil
        root = nil
        subviews.removeAll()
    }
}

extension UIKitMessages {
    /// semantics-code K31 [code, high for the log].
    static let manualRootView = "Manually adding the rootViewController's view to the view hierarchy is no longer supported. Please allow UIWindow to add the rootViewController's view to the view hierarchy itself."
}

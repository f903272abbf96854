// What the device asks of the views (semantics-layout-app §17): a rotation, an iPad window
// resized, Dark Mode, and the app-switcher snapshots when the app goes to the background. The
// rotation and the appearance change are user events, handled at the start of the next turn
// [choice]; while the app is in the background they wait for enterForeground (§18.4).

extension World {
    // MARK: rotation and resize (§17.1, §17.2)

    public func rotate(to orientation: UIDeviceOrientation) {
        runLoop.enqueue { [self] in
            if applicationState == .background { pendingOrientation = orientation; return }
            try applyOrientation(orientation)
        }
    }

    /// §18.4 step 1: a rotation requested while in the background.
    public func applyPendingRotation() throws {
        guard let orientation = pendingOrientation else { return }
        pendingOrientation = nil
        try applyOrientation(orientation)
    }

    private func applyOrientation(_ orientation: UIDeviceOrientation) throws {
        guard device.orientation != orientation else { return }
        device.orientation = orientation
        // §17.2: with no visible window nothing is told; controllers start with the new traits
        for window in windows where window.isVisible { try sizeTransition(in: window) }
    }

    /// `window:resize{…}` (iPad only: Split View, Slide Over).
    public func resize(_ window: UIWindow, to size: UISize) {
        runLoop.enqueue { [self] in
            guard window.size != size else { return }
            window.sizeOverride = size
            if window.isVisible { try sizeTransition(in: window) }
        }
    }

    /// The block of §17.1, for the controllers S reached from the window's root (displayed
    /// children, then the presentation chain), in or out of the window [doc Apple guide "The
    /// Adaptive Model"] [log yagamo] [log-summary radar 24277475].
    func sizeTransition(in window: UIWindow) throws {
        guard let root = window.rootViewController else { return }
        let reached = layoutOrder(from: root)
        let size = window.size
        let coordinator = UIViewControllerTransitionCoordinator(transitionDuration: Self.rotationDuration)
        let traits = device.traits(configuration.device, size: size)
        // semantics-layout-app §17.2: only controllers already told their traits hear of a change
        let changing = reached.filter { $0.toldTraits != nil && $0.toldTraits != traits && $0.hasParentTraitEnvironment }
        let previous = changing.map { $0.toldTraits! }
        for (controller, old) in zip(changing, previous) {
            let event = TraceEvent(controller: controller.name, event: .willTransition,
                                   traits: traits.changes(from: old).joined(separator: ", "))
            try controller.fire(event, arguments: [.traits(traits), .coordinator(coordinator)])
            try controller.sizeTransitionReached(coordinator)
        }
        for controller in reached {
            let event = TraceEvent(controller: controller.name, event: .viewWillTransition, size: size.description)
            try controller.fire(event, arguments: [.size(width: size.width, height: size.height), .coordinator(coordinator)])
            try controller.sizeTransitionReached(coordinator)
        }
        for (controller, old) in zip(changing, previous) { try controller.tellTraits(traits, previous: old) }
        for controller in reached where controller.toldTraits == nil { controller.toldTraits = traits }
        for controller in reached where controller.isInWindow {
            if configuration.device == .iphone { try controller.tellSafeAreaIfChanged() }
            controller.needsLayout = true
        }
        try runLayoutPhase()
        for alongside in coordinator.alongside { try alongside() }
        runLoop.schedule(after: Self.rotationDuration) {
            for completion in coordinator.completions { try completion() }
        }
    }

    /// semantics-layout-app §17.1 [choice]: the rotation's animation.
    static let rotationDuration = 0.4

    // MARK: Dark Mode (§17.3, §17.5)

    public func setUserInterfaceStyle(_ style: UITraitCollection.Style) throws {
        guard configuration.hasDarkMode else { throw LifeluaMisuse.beforeIOS("setUserInterfaceStyle", 13) }
        runLoop.enqueue { [self] in
            if applicationState == .background { pendingStyle = style; return }
            try applyStyle(style)
        }
    }

    /// §18.4 step 3: a Dark Mode change made while in the background.
    public func applyPendingStyleChange() throws {
        guard let style = pendingStyle else { return }
        pendingStyle = nil
        try applyStyle(style)
    }

    private func applyStyle(_ style: UITraitCollection.Style) throws {
        guard device.userInterfaceStyle != style else { return }
        device.userInterfaceStyle = style
        try tellTraitsInWindows()
    }

    /// traitCollectionDidChange for every controller in a window whose traits changed, walk order,
    /// then a layout pass over them [prose qiita miyakeso] [choice for the pass].
    func tellTraitsInWindows() throws {
        for controller in layoutOrder() where controller.isInWindow {
            let traits = controller.traitCollection
            guard let told = controller.toldTraits, told != traits else { continue }
            try controller.tellTraits(traits, previous: told)
            controller.needsLayout = true
        }
        try runLayoutPhase()
    }

    /// §17.5 (iOS 13+) [log SO 63372828]: after the app enters the background, the windows are
    /// re-rendered in the other style and back, for the app-switcher snapshot.
    public func applyBackgroundSnapshots() throws {
        guard configuration.hasDarkMode else { return }
        let current = device.userInterfaceStyle
        device.userInterfaceStyle = current == .light ? .dark : .light
        try tellTraitsInWindows()
        device.userInterfaceStyle = current
        try tellTraitsInWindows()
    }
}

// updateProperties, iOS 26+ (semantics-ios26 §22): the properties step of a layout pass.
//
// In a layout pass the block of each controller C visited is:
//   0. updateProperties        — if C's properties need update;
//   1. updateViewConstraints   — when due (§15.2);
//   2. viewWillLayoutSubviews, 3. viewDidLayoutSubviews — only if C's view needs layout.
// after C's entering step (traits, safe area, viewIsAppearing) [doc WWDC25 243: "right after
// updating traits and just before layoutSubviews"] (T§1.2); before updateViewConstraints [choice,
// docs/decisions.md]. A controller whose properties alone need update is visited and gets only
// step 0 [doc setNeedsUpdateProperties; WWDC25 "fully independent"] (T§1.3). Layout invalidated
// inside step 0 is served by steps 2–3 of the same block (§22.3) [doc WWDC25], because the block
// asks whether C needs layout only after step 0.
//
// What marks C (§22.2): loading its view (right before viewDidLoad) [code 26.1
// loadViewIfRequired]; setNeedsUpdateProperties, coalesced [doc]; a tracked trait or observable
// read in its last updateProperties (ObservationTracking.swift). Nothing else: not a rotation,
// a resize, setNeedsLayout or re-entering a window [doc WWDC25].
// A controller whose view is not in a window waits for it [choice, as §15.3].
// updatePropertiesIfNeeded runs the step at once for C and its displayed subtree; on a controller
// whose view is not loaded it runs updateProperties even with nothing pending [code 26.1, E13].
// Before iOS 26 the method does not exist: overrides are never called and the calls are errors.

extension UIViewController {
    /// §22.1 step 0, at the start of the controller's block of a layout pass.
    func propertiesStep() throws {
        guard needsUpdateProperties else { return }
        needsUpdateProperties = false
        try fire(.updateProperties)
    }

    /// `vc:setNeedsUpdateProperties()` (§22.2): one update in the next layout phase, however many calls.
    public func setNeedsUpdateProperties() throws {
        try requireUpdateProperties("setNeedsUpdateProperties")
        needsUpdateProperties = true
    }

    /// `vc:updatePropertiesIfNeeded()` (§22.4): the step at once for this controller and every
    /// displayed controller below it (depth first, child order), in or out of a window.
    public func updatePropertiesIfNeeded() throws {
        try requireUpdateProperties("updatePropertiesIfNeeded")
        try world.operation {
            guard isViewLoaded else {
                // E13 [code 26.1]: an unloaded view runs updateProperties at once, pending or not
                needsUpdateProperties = false
                try fire(.updateProperties)
                return
            }
            func visit(_ controller: UIViewController) throws {
                try controller.propertiesStep()
                for child in controller.layoutChildren { try visit(child) }
            }
            try visit(self)
        }
    }

    /// `vc:updateProperties()` called by a scenario (§22.5): the warning, then the callback and its
    /// override; nothing else changes [doc "Don't call this method directly"; choice for the words].
    public func callUpdatePropertiesDirectly() throws {
        try requireUpdateProperties("updateProperties")
        world.warn(UIKitMessages.updatePropertiesCalledDirectly, about: self)
        try fire(.updateProperties)
    }

    private func requireUpdateProperties(_ method: String) throws {
        guard world.configuration.hasUpdateProperties else {
            throw LifeluaMisuse.requiresIOS(method, 26, running: world.configuration.iosVersion)
        }
    }
}

extension UIView {
    /// `view:setNeedsUpdateProperties()`: the view's controller, found as for setNeedsLayout (§22.2).
    public func setNeedsUpdateProperties() throws {
        guard world.configuration.hasUpdateProperties else {
            throw LifeluaMisuse.requiresIOS("setNeedsUpdateProperties", 26, running: world.configuration.iosVersion)
        }
        nearestController?.needsUpdateProperties = true
    }

    /// `view:updatePropertiesIfNeeded()`: starts at the view's controller (§22.4).
    public func updatePropertiesIfNeeded() throws {
        guard let controller = nearestController else {
            guard world.configuration.hasUpdateProperties else {
                throw LifeluaMisuse.requiresIOS("updatePropertiesIfNeeded", 26, running: world.configuration.iosVersion)
            }
            return
        }
        try controller.updatePropertiesIfNeeded()
    }
}

extension UIKitMessages {
    /// semantics-ios26 §22.5 [choice for the words: UIKit's own text is unknown].
    static let updatePropertiesCalledDirectly =
        "[ViewController] Calling -updateProperties directly on a view controller is not supported. Use -setNeedsUpdateProperties instead."
}

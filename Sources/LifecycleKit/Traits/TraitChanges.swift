// Telling a controller its traits and safe area changed (semantics-layout-app §15.1, §16, §17):
// (iOS 17+) each registered handler whose traits changed, traced as traitChange, then
// traitCollectionDidChange with the previous traits (semantics-code K24); the safe-area pair, safe
// area first [choice], each change marking the view as needing layout.

/// A `registerForTraitChanges` registration (iOS 17+).
struct TraitChangeRegistration {
    let token: Int
    let names: Set<String>
    let handler: (UIViewController, UITraitCollection) throws -> Void
}

extension UIViewController {
    /// The iOS 17 handlers, then traitCollectionDidChange, for a change from `previous` to `traits`.
    func tellTraits(_ traits: UITraitCollection, previous: UITraitCollection) throws {
        toldTraits = traits
        let changes = traits.changes(from: previous)
        // semantics-code K24: the registered handlers first, traitCollectionDidChange last
        let changedNames = Set(UITraitCollection.names.filter { traits.value($0) != previous.value($0) })
        world.observation.traitsChanged(changedNames, of: self)   // semantics-ios26 §23.4
        for registration in traitHandlers where !registration.names.isDisjoint(with: changedNames) {
            world.trace.record(TraceEvent(controller: name, event: .traitChange, traits: changes.joined(separator: ", ")))
            try registration.handler(self, previous)
        }
        let event = TraceEvent(controller: name, event: .traitCollectionDidChange, traits: changes.joined(separator: ", "))
        try fire(event, arguments: [.traits(previous)])
    }

    /// semantics-code K25 [code _parentTraitEnvironment, E11]: on iOS 17+ a controller whose view has no superview
    /// (or hangs from a view that has none) has no parent trait environment: it keeps its last traits, and its next
    /// window entry tells it (runEnteringStep).
    var hasParentTraitEnvironment: Bool { !world.configuration.offWindowControllersKeepTheirTraits || isInWindow }

    /// semantics-layout-app §17.4 [log-summary level49: "willTransitionToTraitCollection =>
    /// viewWillAppear"]: a controller that missed a trait change while not reached (a covered
    /// navigation child, an unselected tab) hears willTransition right before its viewWillAppear;
    /// traitCollectionDidChange follows in its entering step. Its coordinator's functions run at
    /// the end of the turn [choice].
    func catchUpTraitTransition() throws {
        let traits = traitCollection
        guard let told = toldTraits, told != traits else { return }
        let coordinator = UIViewControllerTransitionCoordinator(transitionDuration: 0)
        let event = TraceEvent(controller: name, event: .willTransition, traits: traits.changes(from: told).joined(separator: ", "))
        try fire(event, arguments: [.traits(traits), .coordinator(coordinator)])
        world.runLoop.atEndOfTurn {
            for f in coordinator.alongside + coordinator.completions { try f() }
        }
    }

    /// viewSafeAreaInsetsDidChange and viewLayoutMarginsDidChange if the insets differ from the
    /// last ones this controller was told about.
    func tellSafeAreaIfChanged() throws {
        guard appearance != .disappeared else { return }   // semantics-code K22: skipped while disappeared
        let insets = safeAreaInsets
        guard toldInsets != insets else { return }
        toldInsets = insets
        needsLayout = true
        try fire(.viewSafeAreaInsetsDidChange)
        try fire(.viewLayoutMarginsDidChange)
    }

    /// semantics-layout-app §16 [doc]: a different value tells this controller and its displayed
    /// descendants at once, inside the setter; their passes wait for the commit.
    public func setAdditionalSafeAreaInsets(_ insets: UIEdgeInsets) throws {
        guard insets != additionalSafeAreaInsets else { return }   // semantics-code K23: an equal value does nothing
        additionalSafeAreaInsets = insets
        try world.operation {
            // semantics-code K23: only appearing or appeared controllers; the others are told on their next appearance (K22)
            for controller in world.layoutOrder(from: self) where controller.appearance == .appearing || controller.appearance == .appeared {
                try controller.tellSafeAreaIfChanged()
            }
        }
    }

    /// iOS 17+ (semantics-layout-app §17.6): `handler(vc, previous)` runs before this controller's
    /// traitCollectionDidChange (semantics-code K24) when one of `names` changed; returns a token.
    public func registerForTraitChanges(_ names: [String], handler: @escaping (UIViewController, UITraitCollection) throws -> Void) throws -> Int {
        guard world.configuration.hasTraitChangeRegistration else {
            throw LifeluaMisuse.beforeIOS("registerForTraitChanges", 17)
        }
        let token = (traitHandlers.map(\.token).max() ?? 0) + 1
        traitHandlers.append(TraitChangeRegistration(token: token, names: Set(names), handler: handler))
        return token
    }

    public func unregisterForTraitChanges(_ token: Int) {
        traitHandlers.removeAll { $0.token == token }
    }
}

// Automatic observation tracking (semantics-ios26 §23): what a tracked callback read, and what a
// later write invalidates.
//
//   tracked callbacks: updateProperties (26+), viewWillLayoutSubviews, viewDidLayoutSubviews,
//   updateViewConstraints [doc "Automatic observation tracking"] (T§2);
//   on: --ios 26+, or --ios 18 with UIApplication.infoPlist.UIObservationTrackingEnabled [doc WWDC25 243];
//   a write to a field read in the LATEST run of a tracked callback of C, at once:
//     updateProperties        → C's properties need update (UpdateProperties.swift, §22.2)
//     view{Will,Did}LayoutSubviews → C's view needs layout (as setNeedsLayout)
//     updateViewConstraints   → setNeedsUpdateConstraints plus setNeedsLayout
//   and the callbacks run in the next layout phase (the commit of the turn) [choice, §23.2].
//   Each run replaces its callback's dependencies; a write inside the run that read the field
//   does not invalidate that run; any write invalidates, equal values too [choice, §23.3,
//   docs/decisions.md].
//   Traits read inside updateProperties (§23.4) are kept per controller: a change of one of them
//   marks its properties (TraitChanges.tellTraits calls `traitsChanged`).
//
// An observable model is the binding layer's (`Observable{ … }`): the engine knows it by a number.

/// One field of one observable model.
public struct ObservedField: Hashable, Sendable {
    public let model: Int
    public let field: String
    public init(model: Int, field: String) {
        self.model = model
        self.field = field
    }
}

public final class ObservationTracking {
    /// `UIApplication.infoPlist.UIObservationTrackingEnabled` (§23.1; read on --ios 18 only).
    public var infoPlistKeyEnabled = false
    /// How many live controllers have `needsUpdateProperties` set (UpdateProperties.swift).
    var controllersNeedingProperties = 0
    private var nextModel = 0

    /// What one tracked callback of one controller read in its latest run.
    final class Reader {
        weak var controller: UIViewController?
        let callback: EventKind
        var fields: Set<ObservedField> = []
        var traits: Set<String> = []
        var isRunning = false
        init(controller: UIViewController, callback: EventKind) {
            self.controller = controller
            self.callback = callback
        }
    }

    private var readers: [Reader] = []
    /// The tracked callbacks running now, innermost last (a callback may lay out another controller).
    private var running: [Reader] = []

    /// A new model's number.
    public func newModel() -> Int {
        nextModel += 1
        return nextModel
    }

    /// The callbacks whose reads are tracked (§23.1).
    static func isTracked(_ callback: EventKind) -> Bool {
        switch callback {
        case .updateProperties, .viewWillLayoutSubviews, .viewDidLayoutSubviews, .updateViewConstraints: return true
        default: return false
        }
    }

    private func reader(_ controller: UIViewController, _ callback: EventKind) -> Reader {
        readers.removeAll { $0.controller == nil }
        if let r = readers.first(where: { $0.controller === controller && $0.callback == callback }) { return r }
        let r = Reader(controller: controller, callback: callback)
        readers.append(r)
        return r
    }

    /// Runs `body` (the override of a tracked callback) recording its reads; they replace what
    /// the callback read before (§23.3).
    func track(_ controller: UIViewController, _ callback: EventKind, _ body: () throws -> Void) throws {
        let r = reader(controller, callback)
        let outer = (fields: r.fields, traits: r.traits, running: r.isRunning)
        r.fields = []
        r.traits = []
        r.isRunning = true
        running.append(r)
        defer {
            running.removeLast()
            r.isRunning = outer.running
            if outer.running {   // a re-entrant run of the same callback keeps both runs' reads
                r.fields.formUnion(outer.fields)
                r.traits.formUnion(outer.traits)
            }
        }
        try body()
    }

    /// A read of a model's field by script code: a dependency of the innermost tracked callback.
    public func read(_ field: ObservedField) {
        running.last?.fields.insert(field)
    }

    /// A read of `controller.traitCollection.<name>`: tracked inside that controller's own
    /// updateProperties (§23.4).
    public func readTrait(_ name: String, of controller: UIViewController) {
        guard let r = running.last, r.callback == .updateProperties, r.controller === controller else { return }
        r.traits.insert(name)
    }

    /// Whether `controller`'s updateProperties is the innermost tracked callback (the bindings
    /// then hand out a trait collection that reports its reads).
    public func isTrackingTraits(of controller: UIViewController) -> Bool {
        guard let r = running.last else { return false }
        return r.callback == .updateProperties && r.controller === controller
    }

    /// A write: every callback whose latest run read the field is invalidated (§23.2), except a
    /// run still in progress (§23.3).
    public func write(_ field: ObservedField) {
        for r in readers where !r.isRunning && r.fields.contains(field) {
            guard let controller = r.controller else { continue }
            controller.invalidate(r.callback)
        }
    }

    /// Trait `names` of `controller` changed: its updateProperties re-runs if it read one (§23.4).
    func traitsChanged(_ names: Set<String>, of controller: UIViewController) {
        for r in readers where r.callback == .updateProperties && r.controller === controller && !r.traits.isDisjoint(with: names) {
            controller.needsUpdateProperties = true
        }
    }
}

extension World {
    /// §23.1: tracking is on from iOS 26, and on iOS 18 with the Info.plist key.
    public var isObservationTrackingOn: Bool {
        configuration.observationTrackingAlwaysOn
            || (configuration.honoursObservationTrackingKey && observation.infoPlistKeyEnabled)
    }
}

extension UIViewController {
    /// Runs the override of `callback` tracking its reads when `callback` is tracked and tracking
    /// is on; otherwise just runs it.
    func trackingReads(_ callback: EventKind, _ body: () throws -> Void) throws {
        guard ObservationTracking.isTracked(callback), world.isObservationTrackingOn else { return try body() }
        try world.observation.track(self, callback, body)
    }

    /// §23.2: what a write does to the callback that read the field.
    func invalidate(_ callback: EventKind) {
        switch callback {
        case .updateProperties:
            needsUpdateProperties = true
        case .updateViewConstraints:
            needsUpdateConstraints = true
            needsLayout = true
        default:
            needsLayout = true
        }
    }
}

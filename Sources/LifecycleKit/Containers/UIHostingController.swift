// UIHostingController and its SwiftUI root view (semantics-containers §30) [prose fatbobman
// "after layout but before rendering"; prose openillumi; code AltSwiftUI PR #65].
//   A plain controller for §1–§13. Its root view's onAppear runs once each time the host appears:
//   after the host's viewWillAppear (and viewIsAppearing), before its viewDidAppear — right after
//   the host's viewDidLayoutSubviews of that turn, or just before viewDidAppear if no layout pass
//   came between [choice, docs/decisions.md]. onDisappear runs after the host's viewDidDisappear.
//   So it follows the host in every container (30.3); a presentation that keeps the presenter's
//   views gives the host no callbacks and its view none either. Replacing rootView while the host
//   has appeared: the old view's onDisappear, then the new view's onAppear, at once [choice].
//   iOS 13.0–13.3's missing onDisappear is not modelled (30.4).

/// A SwiftUI view as a scenario declares it: a name and what it does in onAppear / onDisappear.
/// An event is traced only when the view declares it.
public final class SwiftUIView: CustomStringConvertible {
    public let name: String
    public let onAppear: (() throws -> Void)?
    public let onDisappear: (() throws -> Void)?
    let tracesAppear: Bool
    let tracesDisappear: Bool

    /// `declaresAppear`: `onAppear = true` (traced, no code) or a function (`onAppear` non-nil).
    public init(name: String, declaresAppear: Bool, declaresDisappear: Bool,
                onAppear: (() throws -> Void)? = nil, onDisappear: (() throws -> Void)? = nil) {
        self.name = name
        self.onAppear = onAppear
        self.onDisappear = onDisappear
        tracesAppear = declaresAppear || onAppear != nil
        tracesDisappear = declaresDisappear || onDisappear != nil
    }

    public var description: String { "<SwiftUIView: \(name)>" }
}

public final class UIHostingController: UIViewController {
    public private(set) var rootView: SwiftUIView?
    /// The root view is on screen: its onAppear ran and its onDisappear has not.
    private var rootViewIsShown = false
    /// onAppear is owed for the appearance under way (30.1).
    private var onAppearDue = false

    public init(world: World, name: String, rootView: SwiftUIView?, className: String = "UIHostingController") {
        self.rootView = rootView
        super.init(world: world, name: name, className: className)
    }

    /// 30.1: the host's callback, then the SwiftUI view's where it falls.
    override func fire(_ callback: EventKind, animated: Bool? = nil, parent: UIViewController?? = nil) throws {
        try super.fire(callback, animated: animated, parent: parent)
        switch callback {
        case .viewWillAppear:
            onAppearDue = !rootViewIsShown
        case .viewDidLayoutSubviews:
            if onAppearDue, appearance.isShown { try runOnAppear() }   // 30.1 [choice: after this pass]
        case .viewWillDisappear:
            onAppearDue = false
        case .viewDidDisappear:
            try runOnDisappear()   // 30.2 [prose openillumi; code AltSwiftUI PR #65]
        default:
            break
        }
    }

    /// 30.1: owed and no layout pass came between the `will` and the `did`: before the `did`,
    /// before its step changes the state (the script's onAppear may move the host on).
    override func prepareToCompleteAppearance() throws {
        if onAppearDue { try runOnAppear() }
    }

    private func runOnAppear() throws {
        onAppearDue = false
        guard let view = rootView, !rootViewIsShown else { return }
        rootViewIsShown = true
        try world.runScriptCode {
            if view.tracesAppear { world.trace.record(TraceEvent(controller: name, event: .onAppear, target: view.name)) }
            try view.onAppear?()
        }
    }

    private func runOnDisappear() throws {
        guard let view = rootView, rootViewIsShown else { return }
        rootViewIsShown = false
        try world.runScriptCode {
            if view.tracesDisappear { world.trace.record(TraceEvent(controller: name, event: .onDisappear, target: view.name)) }
            try view.onDisappear?()
        }
    }

    /// `host.rootView = view` (30, lua-api): on an appeared host the old view disappears and the
    /// new one appears at once [choice].
    public func setRootView(_ view: SwiftUIView?) throws {
        try world.operation {
            if view === rootView { return }
            try runOnDisappear()
            rootView = view
            if appearance == .appeared { try runOnAppear() }
        }
    }
}

// What the trace records: the lifecycle callbacks, the delegate methods UIKit calls, deinit,
// and the script's own log lines and warnings. One enum, so every event has one name, and one
// `category` switch, so every subset of events (filters, colours, the overridable callbacks)
// derives from here instead of being listed again elsewhere.

public enum EventKind: String, CaseIterable, Sendable {
    case viewDidLoad, viewWillAppear, viewIsAppearing, viewDidAppear
    case viewWillDisappear, viewDidDisappear, willMove, didMove, `deinit`
    case presentationControllerShouldDismiss, presentationControllerWillDismiss
    case presentationControllerDidDismiss, presentationControllerDidAttemptToDismiss
    case willShow, didShow, shouldSelect, didSelect
    case prepareForPopoverPresentation, adaptivePresentationStyle
    case popoverPresentationControllerShouldDismissPopover, popoverPresentationControllerDidDismissPopover
    case presentationTransitionWillBegin, presentationTransitionDidEnd
    case sheetPresentationControllerDidChangeSelectedDetentIdentifier   // semantics-ios26 §26
    case dismissalTransitionWillBegin, dismissalTransitionDidEnd
    // semantics-layout-app §20: loading, layout, traits, size, app
    case loadView
    case updateViewConstraints, viewWillLayoutSubviews, viewDidLayoutSubviews
    case updateProperties   // semantics-ios26 §22 (iOS 26+)
    case viewSafeAreaInsetsDidChange, viewLayoutMarginsDidChange
    case willTransition, traitCollectionDidChange, traitChange
    case viewWillTransition
    case didFinishLaunchingWithOptions, applicationWillResignActive, applicationDidEnterBackground
    case applicationWillEnterForeground, applicationDidBecomeActive, applicationDidReceiveMemoryWarning
    case willConnectTo, sceneWillResignActive, sceneDidEnterBackground, sceneWillEnterForeground, sceneDidBecomeActive
    case willResignActiveNotification, didEnterBackgroundNotification, willEnterForegroundNotification
    case didBecomeActiveNotification, didReceiveMemoryWarningNotification, didReceiveMemoryWarning
    // semantics-containers §28–§30: page, split, hosting
    case viewControllerBefore, viewControllerAfter, willTransitionTo, didFinishAnimating
    case collapseSecondary, separateSecondaryFrom, topColumnForCollapsingToProposedTopColumn
    case splitViewControllerDidCollapse, splitViewControllerDidExpand, willChangeTo
    case onAppear, onDisappear
    // semantics-containers §31: the search controller's delegate
    case willPresentSearchController, didPresentSearchController, willDismissSearchController, didDismissSearchController
    // semantics-containers §32: cells
    case cellForItemAt, cellForRowAt, willDisplay, didEndDisplaying
    case log, warning

    /// Its position in the declaration (and in `allCases`): a fieldless enum is stored as that
    /// index. Sets, dictionaries and tables of events key on it, because the hashing a
    /// String-raw-valued enum inherits from RawRepresentable hashes the name's bytes, once per
    /// event on the trace path (perf-anatomy §2.5 item 4).
    @inline(__always) public var ordinal: Int { Int(unsafeBitCast(self, to: UInt8.self)) }

    public func hash(into hasher: inout Hasher) { hasher.combine(UInt8(truncatingIfNeeded: ordinal)) }

    /// The groups events fall into.
    public enum Category: String, CaseIterable, Sendable {
        case load, appearance, containment, delegate, release, message
        case loading, layout, traits, size, app

        /// semantics-layout-app §20 [choice]: loading, layout and traits fire in every scenario,
        /// so the default trace hides them (every earlier trace stays byte-identical).
        public var isHiddenByDefault: Bool { self == .loading || self == .layout || self == .traits }
    }

    /// The one exhaustive list of which event belongs to which group.
    public var category: Category {
        switch self {
        case .viewDidLoad:
            return .load
        case .viewWillAppear, .viewIsAppearing, .viewDidAppear, .viewWillDisappear, .viewDidDisappear:
            return .appearance
        case .willMove, .didMove:
            return .containment
        case .presentationControllerShouldDismiss, .presentationControllerWillDismiss,
             .presentationControllerDidDismiss, .presentationControllerDidAttemptToDismiss,
             .willShow, .didShow, .shouldSelect, .didSelect,
             .prepareForPopoverPresentation, .adaptivePresentationStyle,
             .popoverPresentationControllerShouldDismissPopover, .popoverPresentationControllerDidDismissPopover,
             .presentationTransitionWillBegin, .presentationTransitionDidEnd,
             .dismissalTransitionWillBegin, .dismissalTransitionDidEnd,
             .viewControllerBefore, .viewControllerAfter, .willTransitionTo, .didFinishAnimating,
             .collapseSecondary, .separateSecondaryFrom, .topColumnForCollapsingToProposedTopColumn,
             .splitViewControllerDidCollapse, .splitViewControllerDidExpand, .willChangeTo,
             .sheetPresentationControllerDidChangeSelectedDetentIdentifier,
             .willPresentSearchController, .didPresentSearchController,
             .willDismissSearchController, .didDismissSearchController,
             .onAppear, .onDisappear,   // semantics-containers §30: SwiftUI calls the script's code, as a delegate's [choice]
             .cellForItemAt, .cellForRowAt, .willDisplay, .didEndDisplaying:   // §32.1: a data source's and a delegate's
            return .delegate
        case .deinit:
            return .release
        case .log, .warning:
            return .message
        case .loadView:
            return .loading
        case .updateViewConstraints, .viewWillLayoutSubviews, .viewDidLayoutSubviews, .updateProperties,
             .viewSafeAreaInsetsDidChange, .viewLayoutMarginsDidChange:
            return .layout
        case .willTransition, .traitCollectionDidChange, .traitChange:
            return .traits
        case .viewWillTransition:
            return .size
        case .didFinishLaunchingWithOptions, .applicationWillResignActive, .applicationDidEnterBackground,
             .applicationWillEnterForeground, .applicationDidBecomeActive, .applicationDidReceiveMemoryWarning,
             .willConnectTo, .sceneWillResignActive, .sceneDidEnterBackground, .sceneWillEnterForeground,
             .sceneDidBecomeActive, .willResignActiveNotification, .didEnterBackgroundNotification,
             .willEnterForegroundNotification, .didBecomeActiveNotification, .didReceiveMemoryWarningNotification,
             .didReceiveMemoryWarning:
            return .app
        }
    }

    /// The four appearance callbacks (and viewIsAppearing): `--events appearance`.
    public var isAppearance: Bool { category == .appearance }

    /// viewWillDisappear and viewDidDisappear: the appearance callbacks of a view leaving.
    public var isDisappearance: Bool { self == .viewWillDisappear || self == .viewDidDisappear }

    /// The callbacks a controller subclass may override, in the order the API lists them.
    public static let lifecycleCallbacks: [EventKind] = [
        .viewDidLoad, .viewWillAppear, .viewIsAppearing, .viewDidAppear,
        .viewWillDisappear, .viewDidDisappear, .willMove, .didMove,
        // semantics-layout-app §14-§19 (lua-api.md, "Controllers: new overridable callbacks")
        .loadView, .updateViewConstraints, .viewSafeAreaInsetsDidChange, .viewLayoutMarginsDidChange,
        .viewWillLayoutSubviews, .viewDidLayoutSubviews, .viewWillTransition, .willTransition,
        .traitCollectionDidChange, .didReceiveMemoryWarning,
        // semantics-ios26 §22 (lua-api.md, "iOS 26 and 27")
        .updateProperties,
    ]
}

/// A set of event kinds as a bitset over their ordinals: a membership test per event is a shift
/// and a mask.
public struct EventKindSet: Sendable, Equatable {
    private var low: UInt64 = 0, high: UInt64 = 0

    public init() {}
    public init<S: Sequence>(_ kinds: S) where S.Element == EventKind { for k in kinds { insert(k) } }
    /// Not generic: called from another module, the generic one looks up `Sequence`'s witnesses at
    /// run time on first use, at start-up (docs/performance.md, "Start-up").
    public init(_ kinds: [EventKind]) { for k in kinds { insert(k) } }

    public mutating func insert(_ kind: EventKind) {
        let i = kind.ordinal
        if i < 64 { low |= 1 << UInt64(i) } else { high |= 1 << UInt64(i - 64) }
    }

    @inline(__always) public func contains(_ kind: EventKind) -> Bool {
        let i = kind.ordinal
        return i < 64 ? low & (1 << UInt64(i)) != 0 : high & (1 << UInt64(i - 64)) != 0
    }

    public func union(_ other: EventKindSet) -> EventKindSet {
        var u = self
        u.low |= other.low
        u.high |= other.high
        return u
    }
}

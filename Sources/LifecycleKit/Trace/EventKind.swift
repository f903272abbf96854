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
    case dismissalTransitionWillBegin, dismissalTransitionDidEnd
    case log, warning

    /// The groups events fall into. The layout, size, trait and app groups will be added here
    /// with their events.
    public enum Category: String, CaseIterable, Sendable {
        case load, appearance, containment, delegate, release, message
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
             .dismissalTransitionWillBegin, .dismissalTransitionDidEnd:
            return .delegate
        case .deinit:
            return .release
        case .log, .warning:
            return .message
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
    ]
}

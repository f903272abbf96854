// What the trace records: the lifecycle callbacks, the delegate methods UIKit calls, deinit,
// and the script's own log lines and warnings. One enum, so every event has one name.

public enum EventKind: String, CaseIterable, Sendable {
    case viewDidLoad, viewWillAppear, viewIsAppearing, viewDidAppear
    case viewWillDisappear, viewDidDisappear, willMove, didMove, `deinit`
    case presentationControllerShouldDismiss, presentationControllerWillDismiss
    case presentationControllerDidDismiss, presentationControllerDidAttemptToDismiss
    case willShow, didShow, shouldSelect, didSelect
    case log, warning

    /// The four appearance callbacks (and viewIsAppearing): `--events appearance`.
    public var isAppearance: Bool {
        switch self {
        case .viewWillAppear, .viewIsAppearing, .viewDidAppear, .viewWillDisappear, .viewDidDisappear: return true
        default: return false
        }
    }
}

public typealias Callback = EventKind

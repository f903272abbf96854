// modalPresentationStyle and what each style does to the presenter (semantics §3), resolved for
// the iOS version and device being modelled. One table: change it here when evidence arrives.

public enum ModalPresentationStyle: String, CaseIterable, Sendable {
    case automatic, fullScreen, pageSheet, formSheet, currentContext, overFullScreen
    case overCurrentContext, popover, custom, none

    public static var names: String { allCases.map(\.rawValue).joined(separator: ", ") }
}

/// How a presentation behaves once its style is resolved.
struct ResolvedPresentation {
    let style: ModalPresentationStyle
    /// The presenter's views leave the window, so it gets disappear/appear callbacks.
    let removesPresenterViews: Bool
    /// Presented in the presenter's context (currentContext, overCurrentContext).
    let usesPresentationContext: Bool
    /// A card the user can swipe down (interactiveDismiss).
    let isSheet: Bool
    /// Non-animated: all callbacks in the first turn; otherwise `did` one turn later (§2).
    var completesInFirstTurn: Bool { !isSheet }
}

enum PresentationStyleTable {
    static func resolve(_ requested: ModalPresentationStyle, _ config: Configuration,
                        for controller: UIViewController) throws -> ResolvedPresentation {
        let iPhone = config.device == .iphone
        let effective: ModalPresentationStyle
        switch requested {
        case .automatic:
            // semantics §3 [test Lasso iOS<13 branch] [doc]: 12 → fullScreen, 13…17 → pageSheet, 18+ → formSheet
            effective = config.automaticPresentsFullScreen ? .fullScreen
                : (config.automaticPresentsFormSheet ? .formSheet : .pageSheet)
        case .pageSheet, .formSheet:
            // semantics §3: on iOS 12 an iPhone adapts sheets to full screen; an iPad does not
            effective = (config.iPhoneAdaptsSheetsToFullScreen && iPhone) ? .fullScreen : requested
        case .popover:
            // semantics §3: a popover adapts on iPhone (to full screen on 12, to a sheet after) [doc] [choice]
            effective = iPhone ? (config.iPhoneAdaptsPopoverToFullScreen ? .fullScreen : .pageSheet) : .popover
        case .none:
            throw UIKitMessages.styleNone(controller)
        default:
            effective = requested
        }
        switch effective {
        case .fullScreen, .currentContext:
            return ResolvedPresentation(style: effective, removesPresenterViews: true,
                                        usesPresentationContext: effective == .currentContext, isSheet: false)
        case .overFullScreen, .overCurrentContext, .custom:
            return ResolvedPresentation(style: effective, removesPresenterViews: false,
                                        usesPresentationContext: effective == .overCurrentContext, isSheet: false)
        default: // pageSheet, formSheet, popover
            return ResolvedPresentation(style: effective, removesPresenterViews: false,
                                        usesPresentationContext: false, isSheet: true)
        }
    }
}

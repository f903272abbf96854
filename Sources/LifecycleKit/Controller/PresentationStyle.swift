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
    /// The animator's duration, present and dismiss.
    var duration = AnimationDuration.presentation
    /// A custom presentation controller in use: its hooks are traced (semantics-presentation §12.7).
    var customController: UIPresentationController? = nil
    /// Non-animated: all callbacks in the first turn; otherwise `did` one turn later (§2).
    var completesInFirstTurn: Bool { !isSheet }
    /// Shown as a popover (iPad, or kept by the delegate's adaptivePresentationStyle "none").
    var isPopover: Bool { style == .popover }
}

enum PresentationStyleTable {
    /// The presentation of `controller` as requested when `present` is called.
    static func resolve(_ controller: UIViewController, _ config: Configuration) throws -> ResolvedPresentation {
        if controller is UISearchController { return .search }   // semantics-containers §31.2: its own presentation
        let requested = controller.modalPresentationStyle
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
            effective = defaultPopoverStyle(config)
        case .none:
            throw UIKitMessages.styleNone   // semantics-code K7: an assertion, NSInternalInconsistencyException
        default:
            effective = requested
        }
        return finish(behaviour(of: effective), for: controller)
    }

    /// semantics-presentation §11.2: without the delegate, a popover on iPhone adapts — fullScreen on
    /// iOS 12, formSheet on 13+ [code] [doc .popover]; on iPad it stays a popover [code] [doc].
    static func defaultPopoverStyle(_ config: Configuration) -> ModalPresentationStyle {
        guard config.device == .iphone else { return .popover }
        return config.iPhoneAdaptsPopoverToFullScreen ? .fullScreen : .formSheet
    }

    /// semantics-presentation §11.2: a popover asks its delegate's adaptivePresentationStyle
    /// (traced): "none" keeps the popover; fullScreen, overFullScreen and formSheet are taken;
    /// anything else means the default [code].
    // semantics-code K6: asked inside `present`, before its warnings (the view loads in the commit).
    // semantics-code K11: asked on iPad too, with regular traits.
    static func adaptPopover(_ controller: UIViewController, _ config: Configuration) throws -> ResolvedPresentation {
        let horizontal = config.device == .iphone ? "compact" : "regular"
        let answer = try controller.world.askDelegate(controller.presentationControllerDelegate, .adaptivePresentationStyle,
                                                      on: controller, arguments: [.controller(controller),
                                                                                  .sizeClasses(horizontal: horizontal, vertical: "regular")])
        let effective: ModalPresentationStyle
        switch answer.flatMap(ModalPresentationStyle.init(rawValue:)) {
        case .none?: effective = .popover
        case let kept? where [.fullScreen, .overFullScreen, .formSheet].contains(kept): effective = kept
        default: effective = defaultPopoverStyle(config)
        }
        return finish(behaviour(of: effective), for: controller)
    }

    /// What each effective style does to the presenter (semantics §3's table, with
    /// semantics-presentation A3).
    static func behaviour(of effective: ModalPresentationStyle) -> ResolvedPresentation {
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

    /// The animator's duration and the custom presentation controller: alerts have their own
    /// (§10.2); a transitioning delegate's transitionDuration applies to any style (§12.3); its
    /// presentation controller only to `custom`, and decides whether the presenter's views go
    /// (§12.1, §12.2).
    static func finish(_ base: ResolvedPresentation, for controller: UIViewController) -> ResolvedPresentation {
        var resolved = base
        if controller is UIAlertController {
            resolved.duration = resolved.isPopover ? AnimationDuration.presentation : AnimationDuration.alert
            return resolved
        }
        let delegate = controller.transitioningDelegate
        if let duration = delegate?.transitionDuration { resolved.duration = duration }
        if resolved.style == .custom, let custom = delegate?.customPresentationController {
            resolved = ResolvedPresentation(style: .custom, removesPresenterViews: custom.shouldRemovePresentersView,
                                            usesPresentationContext: false, isSheet: false, duration: resolved.duration,
                                            customController: UIPresentationController(
                                                presented: controller, shouldRemovePresentersView: custom.shouldRemovePresentersView))
        }
        return resolved
    }
}

// UIAlertController (semantics-presentation §10).
//   Style: an alert, and an action sheet on iPhone, present as `custom` (the presenter gets
//   nothing); an action sheet on iPad as a popover, which needs a source [code]. Assigning
//   modalPresentationStyle is ignored: it reads back the resolved value [code].
//   Present: alert.viewDidLoad, alert.viewWillAppear at the commit; viewDidAppear and the
//   completion 0.404 s later (0.5 s for the iPad popover) [code 18.2; choice: every --ios].
//   tap(title), a user event: ignored if the alert is already being dismissed; else the presenter
//   dismisses it (animated) and the action's handler is the dismissal's completion — after
//   alert.viewDidDisappear [code] [log stacks] [prose PivotalCoreKit]. Dismissing in code runs no
//   handler [code]. tapOutside: §10.5 (Popover.swift for the iPad action sheet).

public final class UIAlertAction: CustomStringConvertible {
    public enum Style: String, CaseIterable, Sendable { case `default`, cancel, destructive }
    public let title: String
    public let style: Style
    let handler: ((UIAlertAction) throws -> Void)?

    public init(title: String, style: Style = .default, handler: ((UIAlertAction) throws -> Void)? = nil) {
        self.title = title
        self.style = style
        self.handler = handler
    }

    public var description: String { "<UIAlertAction: \(title)>" }
}

public final class UIAlertController: UIViewController {
    public enum Style: String, CaseIterable, Sendable { case alert, actionSheet }
    public var title: String?
    public var message: String?
    public let preferredStyle: Style
    public private(set) var actions: [UIAlertAction] = []

    public init(world: World, name: String, title: String?, message: String?, preferredStyle: Style,
                className: String = "UIAlertController") {
        self.title = title
        self.message = message
        self.preferredStyle = preferredStyle
        super.init(world: world, name: name, className: className)
    }

    /// §10.1 [code]: resolved from the style; an assignment is accepted and ignored.
    public override var modalPresentationStyle: ModalPresentationStyle {
        get { preferredStyle == .actionSheet && world.configuration.device == .ipad ? .popover : .custom }
        set {}
    }

    /// §10.7 [log] [code]: one cancel action at most; the second is not added.
    public func addAction(_ action: UIAlertAction) throws {
        if action.style == .cancel, actions.contains(where: { $0.style == .cancel }) {
            throw UIKitMessages.secondCancelAction
        }
        actions.append(action)
    }

    /// §10.7 [code]: an alert's presentation controller keeps its own delegate.
    override func checkPresentationControllerDelegate() throws {
        if preferredStyle == .alert { throw UIKitMessages.alertDelegateModified }
    }

    var cancelAction: UIAlertAction? { actions.first { $0.style == .cancel } }

    /// The user taps a button (§10.3): a user event, handled at the start of the next turn. Not
    /// on screen, or an unknown title: a Lua error [choice].
    public func tap(_ title: String) throws {
        guard presenting != nil, appearance == .appeared || appearance == .disappearing else {
            throw LifeluaMisuse.alertNotOnScreen(self)
        }
        guard let action = actions.first(where: { $0.title == title }) else {
            throw LifeluaMisuse.unknownAction(title, in: self)
        }
        world.runLoop.enqueue { [weak self] in try self?.performTap(action) }
    }

    /// Handles a tap: the presenter dismisses the alert; the handler runs as the completion (and,
    /// for the iPad popover, the delegate's popoverPresentationControllerDidDismissPopover) [code].
    func performTap(_ action: UIAlertAction) throws {
        guard !isBeingDismissed, !dismissalRequested, let presenter = presenting else { return }
        let ppc = presentation?.isPopover == true ? popoverPresentationController : nil
        try presenter.dismiss(animated: true) { [self] in
            try action.handler?(action)
            if let ppc {
                try world.callDelegate(presentationControllerDelegate, .popoverPresentationControllerDidDismissPopover,
                                       on: self, arguments: [.presentationController(ppc)])
            }
        }
    }

    /// §10.5: an alert ignores it; an iPhone action sheet taps its cancel action, if any [code]; an
    /// iPad action sheet is a popover (Popover.swift), whose cancel handler runs inside the event.
    func alertTapOutside() throws {
        switch (preferredStyle, presentation?.isPopover == true) {
        case (.alert, _):
            return
        case (.actionSheet, false):
            if let cancel = cancelAction { try tap(cancel.title) }
        case (.actionSheet, true):
            world.runLoop.enqueue { [weak self] in
                guard let self, try self.performPopoverOutsideTap(), let cancel = self.cancelAction else { return }
                try cancel.handler?(cancel)   // before viewWillDisappear, which comes at the commit [code]
            }
        }
    }
}

extension AnimationDuration {
    /// semantics-presentation §10.2 [code 18.2]: both visual styles of an alert; every --ios [choice].
    public static let alert = 0.404
}

extension UIKitMessages {
    static let secondCancelAction = UIKitException(name: "NSInternalInconsistencyException",
        reason: "UIAlertController can only have one action with a style of UIAlertActionStyleCancel")
    static let alertDelegateModified = UIKitException(name: "NSInternalInconsistencyException",
        reason: "The presentation controller of an alert controller presenting as an alert must not have its delegate modified")
    /// §10.6 [log ×10] [code]: two spaces before "If", as UIKit prints it.
    static func actionSheetWithoutSource(_ alert: UIAlertController, presentedBy presenter: UIViewController) -> UIKitException {
        UIKitException(name: "NSGenericException", reason: "Your application has presented a UIAlertController (\(describe(alert))) of style UIAlertControllerStyleActionSheet from \(presenter.className) (\(describe(presenter))). The modalPresentationStyle of a UIAlertController with this style is UIModalPresentationPopover. You must provide location information for this popover through the alert controller's popoverPresentationController. You must provide either a sourceView and sourceRect or a barButtonItem.  If this information is not known when you present the alert controller, you may provide it in the UIPopoverPresentationControllerDelegate method -prepareForPopoverPresentation.")
    }
}

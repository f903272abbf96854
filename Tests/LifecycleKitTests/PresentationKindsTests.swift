// semantics-presentation.md §10-§13 and its amendments to §3: alerts, popovers, custom
// presentations, show, embedded controllers, per-version warnings. Each expectation is the rule
// book's sentence turned into a sequence; the tag after each test names its source.

import Testing
@testable import LifecycleKit

/// A delegate whose name-returning method answers `name` (adaptivePresentationStyle).
final class NamingDelegate: ScriptDelegate {
    let methods: Set<EventKind>
    var name: String?
    var answers: [EventKind: Bool] = [:]
    init(_ methods: Set<EventKind>, name: String? = nil) { self.methods = methods; self.name = name }
    func responds(to method: EventKind) -> Bool { methods.contains(method) }
    func invoke(_ method: EventKind, _ arguments: [DelegateArgument]) throws -> Bool? { answers[method] }
    func invokeForName(_ method: EventKind, _ arguments: [DelegateArgument]) throws -> String? { name }
}

/// A transitioning delegate; hooks it runs are logged as "hook NAME".
final class Transitioning: TransitioningDelegate {
    var transitionDuration: Double?
    var customPresentationController: CustomPresentationController?
    var interactionControllerForDismissal = false
    var ran: [String] = []
    init(duration: Double? = nil, removes: Bool? = nil, interactive: Bool = false) {
        transitionDuration = duration
        customPresentationController = removes.map { CustomPresentationController(shouldRemovePresentersView: $0) }
        interactionControllerForDismissal = interactive
    }
    func runHook(_ hook: EventKind, _ controller: UIPresentationController, completed: Bool?) throws {
        ran.append(hook.rawValue)
    }
}

extension Set where Element == EventKind {
    static let popoverDelegate: Set<EventKind> = [
        .prepareForPopoverPresentation, .adaptivePresentationStyle,
        .popoverPresentationControllerShouldDismissPopover, .popoverPresentationControllerDidDismissPopover,
    ]
    static let transitionHooks: Set<EventKind> = [
        .presentationTransitionWillBegin, .presentationTransitionDidEnd,
        .dismissalTransitionWillBegin, .dismissalTransitionDidEnd,
    ]
}

extension Fixture {
    func alert(_ name: String, _ style: UIAlertController.Style = .alert) -> UIAlertController {
        UIAlertController(world: world, name: name, title: name, message: nil, preferredStyle: style)
    }
}

/// The time of the last event labelled `label`.
func time(of label: String, in tape: Tape) -> Double? {
    tape.events.last { $0.label == label }?.time
}

@Suite("§3 amendments: embedded controllers, warnings per version, presenting while dismissed")
struct PresentationAmendmentTests {
    // semantics §3 "Asking an embedded controller" [doc presentedViewController, presentingViewController] [test Lasso]
    @Test func anEmbeddedControllerAnswersThroughItsAncestors() throws {
        let f = Fixture()
        let feed = f.vc("Feed"), nav = try f.nav("Nav", root: feed)
        try f.show(nav)
        let composer = f.vc("Composer"), composerNav = try f.nav("ComposerNav", root: composer)
        composerNav.modalPresentationStyle = .fullScreen
        try feed.present(composerNav, animated: true)
        try f.run()
        let step2 = f.vc("Step2")
        try composerNav.pushViewController(step2, animated: false)
        try f.run()
        #expect(feed.presentedViewController === composerNav)
        #expect(nav.presentedViewController === composerNav)
        #expect(composerNav.presentingViewController === nav)
        #expect(composer.presentingViewController === nav)
        #expect(step2.presentingViewController === nav)
    }

    // semantics-presentation A1 [log ×12]: iOS 12 and 13 print the old format
    @Test(arguments: [12, 13])
    func oldWarningFormat(ios: Int) throws {
        let f = Fixture(ios: ios)
        let a = f.vc("A"), b = f.vc("B"), c = f.vc("C"), d0 = f.vc("D")
        try f.show(a)
        // over full screen: A stays in the window, so (semantics-code K6's order) "already presenting"
        b.modalPresentationStyle = .overFullScreen
        try a.present(b, animated: true)
        try a.present(c, animated: true)
        try f.run()
        try a.present(d0, animated: true)
        let orphan = f.vc("Orphan")
        try orphan.present(f.vc("E"), animated: true)
        #expect(f.take(.messages) == [
            "warning: Warning: Attempt to present \(d("C")) on \(d("A")) while a presentation is in progress!",
            "warning: Warning: Attempt to present \(d("D")) on \(d("A")) which is already presenting \(d("B"))",
            "warning: Warning: Attempt to present \(d("E")) on \(d("Orphan")) whose view is not in the window hierarchy!",
        ])
    }

    // semantics-presentation A1: iOS 14 and later name the caller
    @Test func newWarningFormatFromIOS14() throws {
        let f = Fixture(ios: 14)
        let orphan = f.vc("Orphan")
        try orphan.present(f.vc("E"), animated: true)
        #expect(f.take(.messages) == [
            "warning: Attempt to present \(d("E")) on \(d("Orphan")) (from \(d("Orphan"))) whose view is not in the window hierarchy.",
        ])
    }

    // semantics-presentation A2 [log ×4]: presenting on a controller whose dismissal was requested
    @Test func presentingOnAControllerBeingDismissedIsIgnored() throws {
        let f = Fixture()
        let a = f.vc("A"), b = f.vc("B")
        try f.show(a)
        b.modalPresentationStyle = .fullScreen
        try a.present(b, animated: true)
        try f.run()
        f.tape.skip()
        var completed = false
        try b.dismiss(animated: true)
        try b.present(f.vc("C"), animated: true) { completed = true }
        try f.run()
        #expect(f.take(.messages) == [
            "warning: Attempt to present \(d("C")) on \(d("B")) (from \(d("B"))) whose view is not in the window hierarchy.",
        ])
        #expect(!completed)
        #expect(a.presentedViewController == nil)
    }
}

@Suite("§10 UIAlertController")
struct AlertTests {
    // §10.1 [code]: custom, or popover for an iPad action sheet; assignments ignored
    @Test func styleIsResolvedAndAssignmentsIgnored() {
        let phone = Fixture(), pad = Fixture(device: .ipad)
        let alert = phone.alert("X")
        alert.modalPresentationStyle = .fullScreen
        #expect(alert.modalPresentationStyle == .custom)
        #expect(alert.popoverPresentationController == nil)
        #expect(phone.alert("S", .actionSheet).modalPresentationStyle == .custom)
        let sheet = pad.alert("S", .actionSheet)
        #expect(sheet.modalPresentationStyle == .popover)
        #expect(sheet.popoverPresentationController != nil)
        #expect(pad.alert("A").modalPresentationStyle == .custom)
    }

    // §10.2 [code 18.2]: the presenter gets nothing; viewDidAppear and the completion 0.404 s later
    @Test func presentingAnAlert() throws {
        let f = Fixture()
        let home = f.vc("Home"), alert = f.alert("Confirm")
        try f.show(home)
        try alert.addAction(UIAlertAction(title: "OK"))
        try home.present(alert, animated: true) { f.log("completion") }
        try f.run()
        #expect(f.take(.lifecycle.union([.log])) == [
            "Confirm.viewDidLoad", "Confirm.viewWillAppear", "Confirm.viewDidAppear", "log: completion",
        ])
        #expect(time(of: "Confirm.viewDidAppear", in: f.tape) == 0.404)
    }

    // §10.3 [code] [log stacks] [prose PivotalCoreKit]: tap → viewWillDisappear, viewDidDisappear, handler;
    // inside the handler the presentation is over; a second tap is ignored
    @Test func tappingDismissesThenRunsTheHandlerOnce() throws {
        let f = Fixture()
        let home = f.vc("Home"), alert = f.alert("Confirm")
        try f.show(home)
        var presentedInHandler: UIViewController? = home
        var runs = 0
        try alert.addAction(UIAlertAction(title: "Delete", style: .destructive) { action in
            runs += 1
            presentedInHandler = home.presentedViewController
            f.log("handler \(action.title)")
        })
        try home.present(alert, animated: true)
        try f.run()
        f.tape.skip()
        try alert.tap("Delete")
        try alert.tap("Delete")
        try f.run()
        #expect(f.take(.lifecycle.union([.log])) == ["Confirm.viewWillDisappear", "Confirm.viewDidDisappear", "log: handler Delete"])
        #expect(runs == 1)
        #expect(presentedInHandler == nil)
    }

    // §10.4 [code]: dismissing in code runs no handler
    @Test func dismissingInCodeRunsNoHandler() throws {
        let f = Fixture()
        let home = f.vc("Home"), alert = f.alert("Confirm")
        try f.show(home)
        var ran = false
        try alert.addAction(UIAlertAction(title: "Cancel", style: .cancel) { _ in ran = true })
        try home.present(alert, animated: true)
        try f.run()
        try alert.dismiss(animated: true)
        try f.run()
        #expect(!ran)
        #expect(home.presentedViewController == nil)
    }

    // §10.3 [choice]: tap before viewDidAppear, or an unknown title, is an error
    @Test func tapMisuseIsAnError() throws {
        let f = Fixture()
        let home = f.vc("Home"), alert = f.alert("Confirm")
        try f.show(home)
        try alert.addAction(UIAlertAction(title: "OK"))
        #expect(throws: LifeluaMisuse.self) { try alert.tap("OK") }
        try home.present(alert, animated: true)
        #expect(throws: LifeluaMisuse.self) { try alert.tap("OK") }
        try f.run()
        #expect(throws: LifeluaMisuse.self) { try alert.tap("Ok") }
    }

    // §10.5 [code]: an alert ignores a tap outside; an iPhone action sheet taps its cancel action
    @Test func tapOutsideAnAlertOrIPhoneActionSheet() throws {
        let f = Fixture()
        let home = f.vc("Home"), alert = f.alert("Alert"), sheet = f.alert("Sheet", .actionSheet)
        try f.show(home)
        try alert.addAction(UIAlertAction(title: "Cancel", style: .cancel) { _ in f.log("alert cancel") })
        try home.present(alert, animated: false)
        try f.run()
        try alert.tapOutside()
        try f.run()
        #expect(f.take(.lifecycle.union([.log])) == ["Alert.viewDidLoad", "Alert.viewWillAppear", "Alert.viewDidAppear"])
        try alert.dismiss(animated: false)
        try f.run()
        f.tape.skip()
        try sheet.addAction(UIAlertAction(title: "Cancel", style: .cancel) { _ in f.log("sheet cancel") })
        try home.present(sheet, animated: true)
        try f.run()
        f.tape.skip()
        try sheet.tapOutside()
        try f.run()
        #expect(f.take(.lifecycle.union([.log])) == ["Sheet.viewWillDisappear", "Sheet.viewDidDisappear", "log: sheet cancel"])
    }

    // §10.5 [code]: on iPad the cancel handler runs inside the event, before viewWillDisappear
    @Test func tapOutsideAnIPadActionSheet() throws {
        let f = Fixture(device: .ipad)
        let home = f.vc("Home"), sheet = f.alert("Sheet", .actionSheet)
        try f.show(home)
        try sheet.addAction(UIAlertAction(title: "Cancel", style: .cancel) { _ in f.log("cancel") })
        sheet.popoverPresentationController?.sourceView = try home.view
        try home.present(sheet, animated: true)
        try f.run()
        f.tape.skip()
        try sheet.tapOutside()
        try f.run()
        #expect(f.take(.lifecycle.union([.log])) == ["log: cancel", "Sheet.viewWillDisappear", "Sheet.viewDidDisappear"])
        #expect(time(of: "Sheet.viewDidDisappear", in: f.tape) == 1.0)   // 0.5 s, a popover
    }

    // §10.6 [log ×10] [code]: no source: NSGenericException out of the commit, the presentation abandoned
    @Test func iPadActionSheetWithoutASourceRaisesAtTheCommit() throws {
        let f = Fixture(device: .ipad)
        let nav = try f.nav("Nav", root: f.vc("Root"))
        try f.show(nav)
        let sheet = f.alert("Share", .actionSheet)
        var completed = false
        try nav.topViewController!.present(sheet, animated: true) { completed = true }
        let reason = exceptionReason { try f.run() }
        #expect(reason == "Your application has presented a UIAlertController (<UIAlertController: Share>) of style UIAlertControllerStyleActionSheet from UINavigationController (<UINavigationController: Nav>). The modalPresentationStyle of a UIAlertController with this style is UIModalPresentationPopover. You must provide location information for this popover through the alert controller's popoverPresentationController. You must provide either a sourceView and sourceRect or a barButtonItem.  If this information is not known when you present the alert controller, you may provide it in the UIPopoverPresentationControllerDelegate method -prepareForPopoverPresentation.")
        #expect(f.take() == ["Share.viewDidLoad"])
        #expect(!completed)
        #expect(nav.presentedViewController == nil)
    }

    // §10.6 [code] [doc]: prepareForPopoverPresentation may still set the source
    @Test func prepareForPopoverPresentationMaySetTheSource() throws {
        let f = Fixture(device: .ipad)
        let home = f.vc("Home"), sheet = f.alert("Share", .actionSheet)
        try f.show(home)
        let delegate = NamingDelegate([.prepareForPopoverPresentation])
        try sheet.setPresentationControllerDelegate(delegate)
        sheet.popoverPresentationController?.barButtonItem = home
        try home.present(sheet, animated: true)
        try f.run()
        #expect(f.take(.lifecycle.union(Set<EventKind>.popoverDelegate)) == [
            "Share.viewDidLoad", "Share.prepareForPopoverPresentation", "Share.viewWillAppear", "Share.viewDidAppear",
        ])
    }

    // §10.7 [log] [code]
    @Test func buildingMisuse() throws {
        let f = Fixture()
        let alert = f.alert("A"), sheet = f.alert("S", .actionSheet)
        try alert.addAction(UIAlertAction(title: "Cancel", style: .cancel))
        #expect(exceptionReason { try alert.addAction(UIAlertAction(title: "No", style: .cancel)) }
                == "UIAlertController can only have one action with a style of UIAlertActionStyleCancel")
        #expect(alert.actions.count == 1)
        #expect(exceptionReason { try alert.setPresentationControllerDelegate(NamingDelegate([])) }
                == "The presentation controller of an alert controller presenting as an alert must not have its delegate modified")
        #expect(exceptionReason { try sheet.setPresentationControllerDelegate(NamingDelegate([])) } == nil)
    }
}

@Suite("§11 popovers")
struct PopoverTests {
    // §11.1 [doc]: the popover controller exists while the style is popover
    @Test func popoverPresentationControllerFollowsTheStyle() {
        let f = Fixture()
        let b = f.vc("B")
        #expect(b.popoverPresentationController == nil)
        b.modalPresentationStyle = .popover
        let ppc = b.popoverPresentationController
        #expect(ppc != nil)
        #expect(b.popoverPresentationController === ppc)
    }

    // §11.2 [code] [doc .popover]: iPhone default: fullScreen on 12 (presenter gets its pair), formSheet on 13+
    @Test(arguments: [(12, true), (13, false), (18, false)])
    func iPhonePopoverAdapts(ios: Int, presenterGetsCallbacks: Bool) throws {
        let f = Fixture(ios: ios)
        let a = f.vc("A"), b = f.vc("B")
        try f.show(a)
        b.modalPresentationStyle = .popover
        try a.present(b, animated: true)
        try f.run()
        let got = f.take(.appearance, of: ["A"])
        #expect(got == (presenterGetsCallbacks ? ["A.viewWillDisappear", "A.viewDidDisappear"] : []))
        #expect(b.presentation?.style == (ios == 12 ? .fullScreen : .formSheet))
        #expect(b.modalPresentationStyle == .popover)
    }

    // §11.2 [code] [doc .none], semantics-code K6: the delegate is asked inside present, the view
    // loads in the commit; "none" keeps the popover
    @Test func adaptivePresentationStyleNoneKeepsThePopover() throws {
        let f = Fixture()
        let a = f.vc("A"), b = f.vc("B")
        try f.show(a)
        b.modalPresentationStyle = .popover
        b.popoverPresentationController?.sourceView = try a.view
        try b.setPresentationControllerDelegate(NamingDelegate([.adaptivePresentationStyle, .prepareForPopoverPresentation], name: "none"))
        try a.present(b, animated: true)
        #expect(f.take(.lifecycle.union(Set<EventKind>.popoverDelegate)) == ["B.adaptivePresentationStyle"])   // inside present
        try f.run()
        #expect(f.take(.lifecycle.union(Set<EventKind>.popoverDelegate)) == [
            "B.viewDidLoad", "B.prepareForPopoverPresentation",
            "B.viewWillAppear", "B.viewDidAppear",
        ])
        #expect(b.presentation?.style == .popover)
    }

    // §11.2 [code: accepted values]: anything else means the default
    @Test func otherAnswersMeanTheDefault() throws {
        let f = Fixture()
        let a = f.vc("A"), b = f.vc("B")
        try f.show(a)
        b.modalPresentationStyle = .popover
        try b.setPresentationControllerDelegate(NamingDelegate([.adaptivePresentationStyle], name: "pageSheet"))
        try a.present(b, animated: true)
        try f.run()
        #expect(b.presentation?.style == .formSheet)
    }

    // §11.3 [log ×5] [code]: a popover shown as a popover without a source raises
    @Test func popoverWithoutASource() throws {
        let f = Fixture(device: .ipad)
        let a = f.vc("A"), b = f.vc("B")
        try f.show(a)
        b.modalPresentationStyle = .popover
        try a.present(b, animated: true)
        #expect(exceptionReason { try f.run() }
                == "UIPopoverPresentationController (<UIPopoverPresentationController: B>) should have a non-nil sourceView or barButtonItem set before the presentation occurs.")
        #expect(a.presentedViewController == nil)
    }

    // §11.4 [code] [doc], iOS 13+: ShouldDismiss, WillDismiss inside the event, will/didDisappear, DidDismiss
    @Test func tapOutsideWithTheAdaptiveDelegate() throws {
        let f = Fixture(device: .ipad)
        let a = f.vc("A"), b = f.vc("B")
        try f.show(a)
        b.modalPresentationStyle = .popover
        b.popoverPresentationController?.sourceView = try a.view
        try b.setPresentationControllerDelegate(NamingDelegate(Set<EventKind>.presentationDelegate.union(Set<EventKind>.popoverDelegate)))
        try a.present(b, animated: true)
        try f.run()
        f.tape.skip()
        try b.tapOutside()
        try f.run()
        #expect(f.take(.appearance.union(Set<EventKind>.presentationDelegate).union(Set<EventKind>.popoverDelegate)) == [
            "B.presentationControllerShouldDismiss", "B.presentationControllerWillDismiss",
            "B.viewWillDisappear", "B.viewDidDisappear", "B.presentationControllerDidDismiss",
        ])
    }

    // §11.4: without the adaptive methods the popover ones are asked; a refusal: DidAttemptToDismiss only
    @Test func tapOutsideRefusedByThePopoverDelegate() throws {
        let f = Fixture(device: .ipad)
        let a = f.vc("A"), b = f.vc("B")
        try f.show(a)
        b.modalPresentationStyle = .popover
        b.popoverPresentationController?.sourceView = try a.view
        let delegate = NamingDelegate([.popoverPresentationControllerShouldDismissPopover, .presentationControllerDidAttemptToDismiss])
        delegate.answers[.popoverPresentationControllerShouldDismissPopover] = false
        try b.setPresentationControllerDelegate(delegate)
        try a.present(b, animated: true)
        try f.run()
        f.tape.skip()
        try b.tapOutside()
        try f.run()
        #expect(f.take(.appearance.union(Set<EventKind>.presentationDelegate).union(Set<EventKind>.popoverDelegate)) == [
            "B.popoverPresentationControllerShouldDismissPopover", "B.presentationControllerDidAttemptToDismiss",
        ])
    }

    // §11.4, iOS 12 [doc availability]: only the popover methods
    @Test func tapOutsideOnIOS12() throws {
        let f = Fixture(ios: 12, device: .ipad)
        let a = f.vc("A"), b = f.vc("B")
        try f.show(a)
        b.modalPresentationStyle = .popover
        b.popoverPresentationController?.sourceView = try a.view
        try b.setPresentationControllerDelegate(NamingDelegate(Set<EventKind>.presentationDelegate.union(Set<EventKind>.popoverDelegate)))
        try a.present(b, animated: true)
        try f.run()
        f.tape.skip()
        try b.tapOutside()
        try f.run()
        #expect(f.take(.appearance.union(Set<EventKind>.presentationDelegate).union(Set<EventKind>.popoverDelegate)) == [
            "B.popoverPresentationControllerShouldDismissPopover",
            "B.viewWillDisappear", "B.viewDidDisappear", "B.popoverPresentationControllerDidDismissPopover",
        ])
    }
}

@Suite("§12 custom presentations")
struct CustomPresentationTests {
    func present(removes: Bool?, duration: Double? = 0.3, interactive: Bool = false) throws -> (Fixture, UIViewController, UIViewController, Transitioning) {
        let f = Fixture()
        let a = f.vc("A"), b = f.vc("B")
        try f.show(a)
        b.modalPresentationStyle = .custom
        let t = Transitioning(duration: duration, removes: removes, interactive: interactive)
        b.transitioningDelegate = t
        try a.present(b, animated: true)
        try f.run()
        return (f, a, b, t)
    }

    // §12.2, §12.4, §12.5 [code] [doc]: shouldRemovePresentersView true gives A the full-screen quartet
    @Test func removingThePresentersView() throws {
        let (f, a, b, t) = try present(removes: true)
        try b.dismiss(animated: true)
        try f.run()
        _ = a
        #expect(f.take(.lifecycle.union(Set<EventKind>.transitionHooks)) == [
            "B.viewDidLoad", "B.presentationTransitionWillBegin", "A.viewWillDisappear", "B.viewWillAppear",
            "B.presentationTransitionDidEnd", "B.viewDidAppear", "A.viewDidDisappear",
            "B.dismissalTransitionWillBegin", "B.viewWillDisappear", "A.viewWillAppear",
            "B.dismissalTransitionDidEnd", "A.viewDidAppear", "B.viewDidDisappear",
        ])
        #expect(t.ran == ["presentationTransitionWillBegin", "presentationTransitionDidEnd",
                          "dismissalTransitionWillBegin", "dismissalTransitionDidEnd"])
    }

    // §12.2 [code]: by default A gets nothing; §12.3 [doc]: transitionDuration sets the `did` time
    @Test func keepingThePresentersView() throws {
        let (f, _, _, _) = try present(removes: false)
        #expect(f.take(.appearance.union(Set<EventKind>.transitionHooks)) == [
            "B.presentationTransitionWillBegin", "B.viewWillAppear", "B.presentationTransitionDidEnd", "B.viewDidAppear",
        ])
        #expect(time(of: "B.viewDidAppear", in: f.tape) == 0.3)
        #expect(f.tape.events.first { $0.event == .presentationTransitionDidEnd }?.completed == true)
    }

    // §12.1 [code] [doc]: custom without a presentation controller: no hooks; §12.3: default 0.5 s
    @Test func customWithoutAPresentationController() throws {
        let (f, _, _, _) = try present(removes: nil, duration: nil)
        #expect(f.take(.appearance.union(Set<EventKind>.transitionHooks)) == ["B.viewWillAppear", "B.viewDidAppear"])
        #expect(time(of: "B.viewDidAppear", in: f.tape) == 0.5)
    }

    // §12.3 [doc] [prose splinter]: transitionDuration applies to a full-screen presentation too
    @Test func transitionDurationForAnyStyle() throws {
        let f = Fixture()
        let a = f.vc("A"), b = f.vc("B")
        try f.show(a)
        b.modalPresentationStyle = .fullScreen
        b.transitioningDelegate = Transitioning(duration: 0.2, removes: false)
        try a.present(b, animated: true)
        try f.run()
        #expect(f.take(.appearance) == ["A.viewWillDisappear", "B.viewWillAppear", "B.viewDidAppear", "A.viewDidDisappear"])
        #expect(time(of: "A.viewDidDisappear", in: f.tape) == 0.2)
    }

    // §12.6 [code] [log wangling]: cancelled: DidEnd(false), A's pair (it had begun to appear), then B's will/did
    @Test func cancelledInteractiveDismissal() throws {
        let (f, a, b, _) = try present(removes: true, interactive: true)
        f.tape.skip()
        try b.interactiveDismiss(cancel: true)
        try f.run()
        #expect(f.take(.appearance.union(Set<EventKind>.transitionHooks).union(Set<EventKind>.presentationDelegate)) == [
            "B.dismissalTransitionWillBegin", "B.viewWillDisappear", "A.viewWillAppear",
            "B.dismissalTransitionDidEnd", "A.viewWillDisappear", "A.viewDidDisappear",
            "B.viewWillAppear", "B.viewDidAppear",
        ])
        #expect(f.tape.events.last { $0.event == .dismissalTransitionDidEnd }?.completed == false)
        #expect(a.presentedViewController === b)
    }

    // §12.6 [choice]: custom without an interaction controller: an error
    @Test func interactiveDismissalNeedsAnInteractionController() throws {
        let (_, _, b, _) = try present(removes: false)
        #expect(throws: LifeluaMisuse.self) { try b.interactiveDismiss(cancel: false) }
    }
}

@Suite("§13 show")
struct ShowTests {
    // §13.1 [doc UINavigationController.show]: inside a navigation controller, show pushes (willMove in the call)
    @Test func showPushesInTheNearestNavigationController() throws {
        let f = Fixture()
        let inbox = f.vc("Inbox"), nav = try f.nav("Nav", root: inbox)
        try f.show(nav)
        let row = f.vc("Row")
        try inbox.addChild(row)
        let message = f.vc("Message")
        try row.show(message)
        #expect(f.take(.moves, of: ["Message"]) == ["Message.willMove(Nav)"])
        try f.run()
        #expect(nav.topViewController === message)
        #expect(nav.presentedViewController == nil)
    }

    // §13.1 [doc header]: no navigation controller above: present, animated
    @Test func showPresentsOtherwise() throws {
        let f = Fixture()
        let home = f.vc("Home")
        try f.show(home)
        let details = f.vc("Details")
        try home.show(details)
        try f.run()
        #expect(home.presentedViewController === details)
    }

    // §13.2 [doc header ×2]: showDetailViewController presents, even inside a navigation controller
    @Test func showDetailViewControllerAlwaysPresents() throws {
        let f = Fixture()
        let inbox = f.vc("Inbox"), nav = try f.nav("Nav", root: inbox)
        try f.show(nav)
        let detail = f.vc("Detail")
        try inbox.showDetailViewController(detail)
        try f.run()
        #expect(nav.viewControllers.count == 1)
        #expect(nav.presentedViewController === detail)
    }
}

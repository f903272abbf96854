// A view controller's presentation state: what it presents, who presented it, its style and
// delegates, its transition in flight. UIKit keeps these as a controller's own ivars; here they
// live in a box made the first time one is given a value other than its default, so a controller
// that is never presented and never presents (most of them) is about a hundred bytes smaller
// (creating a controller is mostly writing fresh memory). The rules that use them are
// in Presentation.swift, PresentationController.swift, Popover.swift and InteractiveDismissal.swift.

final class PresentationState: LazyControllerState {
    static let empty = PresentationState()

    /// What this controller itself presents, and who presented it (UIKit's own ivars).
    var presented: UIViewController?
    /// Unretained, cleared with the relation and by the presenter's deinit (docs/performance.md, "Back-references without weak").
    var presenting: UIViewController? {
        get { presentingLink.object }
        set { presentingLink.object = newValue }
    }
    private var presentingLink = Unretained<UIViewController>()
    /// Its run of presentations, for its layout place (Layout/PresentationRun.swift).
    var presentationRun = PresentationRun()
    var isBeingPresented = false
    var isBeingDismissed = false
    var requestedStyle: ModalPresentationStyle = .automatic
    var definesPresentationContext = false
    var isModalInPresentation = false
    /// A present or dismiss that this controller started has not completed.
    var presentationTransitionInFlight = false
    /// Its dismissal was requested and has not completed (semantics-presentation A2).
    var dismissalRequested = false
    var presentationControllerDelegate: PresentationControllerDelegate?
    var transitioningDelegate: TransitioningDelegate?
    /// The style this controller was presented with, once resolved for the iOS version/device.
    var presentation: ResolvedPresentation?
    /// Created the first time it is asked for while the style is popover; kept after.
    var popoverStorage: UIPopoverPresentationController?
    /// Created the first time it is asked for while the style is a sheet (semantics-ios26 §26).
    var sheetStorage: UISheetPresentationController?
    /// Made the first time it is read: it may show a search controller (semantics-containers §31.1).
    var navigationItemStorage: UINavigationItem?
}

extension UIViewController {
    var presented: UIViewController? {
        get { (presentationState ?? .empty).presented }
        set { writeLazily(&presentationState, \.presented, newValue) }
    }
    var presenting: UIViewController? {
        get { (presentationState ?? .empty).presenting }
        set {
            writeLazily(&presentationState, \.presenting, newValue)
            world.hierarchyChanges &+= 1
            presentationLinksChanged()
        }
    }
    /// Written only by Layout/PresentationRun.swift.
    var presentationRun: PresentationRun {
        get { (presentationState ?? .empty).presentationRun }
        set { writeLazily(&presentationState, \.presentationRun, newValue) }
    }
    public internal(set) var isBeingPresented: Bool {
        get { (presentationState ?? .empty).isBeingPresented }
        set { writeLazily(&presentationState, \.isBeingPresented, newValue) }
    }
    public internal(set) var isBeingDismissed: Bool {
        get { (presentationState ?? .empty).isBeingDismissed }
        set { writeLazily(&presentationState, \.isBeingDismissed, newValue) }
    }
    var requestedStyle: ModalPresentationStyle {
        get { (presentationState ?? .empty).requestedStyle }
        set { writeLazily(&presentationState, \.requestedStyle, newValue) }
    }
    public var definesPresentationContext: Bool {
        get { (presentationState ?? .empty).definesPresentationContext }
        set { writeLazily(&presentationState, \.definesPresentationContext, newValue) }
    }
    public var isModalInPresentation: Bool {
        get { (presentationState ?? .empty).isModalInPresentation }
        set { writeLazily(&presentationState, \.isModalInPresentation, newValue) }
    }
    /// A present or dismiss that this controller started has not completed.
    var presentationTransitionInFlight: Bool {
        get { (presentationState ?? .empty).presentationTransitionInFlight }
        set { writeLazily(&presentationState, \.presentationTransitionInFlight, newValue) }
    }
    /// Its dismissal was requested and has not completed (semantics-presentation A2).
    var dismissalRequested: Bool {
        get { (presentationState ?? .empty).dismissalRequested }
        set {
            if newValue != dismissalRequested { world.dismissalsRequested += newValue ? 1 : -1 }
            writeLazily(&presentationState, \.dismissalRequested, newValue)
        }
    }
    /// UIAdaptivePresentationControllerDelegate (and, for a popover, its popover delegate).
    public internal(set) var presentationControllerDelegate: PresentationControllerDelegate? {
        get { (presentationState ?? .empty).presentationControllerDelegate }
        set { writeLazily(&presentationState, \.presentationControllerDelegate, newValue) }
    }
    /// The animator's duration and the custom presentation controller (semantics-presentation §12).
    public var transitioningDelegate: TransitioningDelegate? {
        get { (presentationState ?? .empty).transitioningDelegate }
        set { writeLazily(&presentationState, \.transitioningDelegate, newValue) }
    }
    /// The style this controller was presented with, once resolved for the iOS version/device.
    var presentation: ResolvedPresentation? {
        get { (presentationState ?? .empty).presentation }
        set { writeLazily(&presentationState, \.presentation, newValue) }
    }
    /// Created the first time it is asked for while the style is popover; kept after.
    var popoverStorage: UIPopoverPresentationController? {
        get { (presentationState ?? .empty).popoverStorage }
        set { writeLazily(&presentationState, \.popoverStorage, newValue) }
    }
    var sheetStorage: UISheetPresentationController? {
        get { (presentationState ?? .empty).sheetStorage }
        set { writeLazily(&presentationState, \.sheetStorage, newValue) }
    }
}

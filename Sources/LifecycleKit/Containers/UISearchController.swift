// UISearchController (semantics-containers §31) [doc overview and delegate header; prose
// thomasdenney 2014 for the walk; code 18.2 method names: its own transitioning delegate, a custom
// presentation controller].
//   31.1 Activating (`isActive = true` in code, at once like `present`; `tapSearchBar()`, a user
//   event) presents it, animated, from the first controller walking up from the one whose
//   navigationItem shows its bar that defines a presentation context (a navigation controller does,
//   §3), else the window's root.
//   31.2 A custom presentation that keeps the presenter's views: the presenter and the bar's
//   controller get no appearance callbacks. The delegate's willPresentSearchController just before
//   the search controller's viewWillAppear, the results controller (its child, forwarded §1) after
//   it; 0.3 s later both viewDidAppear, then didPresentSearchController [choice for the
//   interleaving]. Deactivating is the reverse with willDismiss… / didDismiss…. The header says the
//   delegate is told only of automatic presentation and dismissal, not of a `present` or `dismiss`
//   the script makes itself [doc].
//   31.3 The results controller is shown for the whole activation [choice].
//   31.4 hidesNavigationBarDuringPresentation changes no callback [code: a bar flag; choice].

public final class UISearchController: UIViewController {
    /// The results controller, a child from the start [choice, docs/decisions.md].
    public let searchResultsController: UIViewController?
    /// semantics-containers §31.4: kept, read back, and changes no callback.
    public var hidesNavigationBarDuringPresentation = true
    /// UISearchControllerDelegate (willPresent / didPresent / willDismiss / didDismiss).
    public var delegate: ScriptDelegate?
    /// The navigation item whose searchController this is (UIKit's
    /// `_navigationItemCurrentlyDisplayingSearchController`); it holds this controller.
    public internal(set) weak var displayingNavigationItem: UINavigationItem?

    /// For the hints: it has been presented, and by whom last (semantics-containers §31.2).
    public private(set) var wasActive = false
    public private(set) weak var lastPresenter: UIViewController?

    /// An automatic presentation (or dismissal) was requested and its `will` is still to come.
    private var announcesPresentation = false
    private var announcesDismissal = false
    /// Its `will` was told, so its `did` is owed.
    private var presentationAnnounced = false
    private var dismissalAnnounced = false

    public init(world: World, name: String, searchResultsController: UIViewController?,
                className: String = "UISearchController") throws {
        self.searchResultsController = searchResultsController
        super.init(world: world, name: name, className: className)
        if let results = searchResultsController {
            // init(searchResultsController:) keeps it as a child [doc "the second view controller";
            // choice: at once, with both moves]
            try addChild(results)
            try results.didMove(toParent: self)
        }
    }

    /// The controller whose navigationItem shows the search bar.
    public var barOwner: UIViewController? { displayingNavigationItem?.owner }

    /// semantics-containers §31.1: presented (or being presented) and not being dismissed.
    public var isActive: Bool { presenting != nil && !dismissalRequested }

    /// Held by the navigation item that shows its bar, as well as UIKit's usual holders.
    public override var isHeldByUIKit: Bool { super.isHeldByUIKit || displayingNavigationItem != nil }

    // MARK: activation (31.1, 31.2)

    /// `search.isActive = …` in code: at once, like `present` / `dismiss` (the callbacks come at
    /// the commit). The same value again does nothing.
    public func setActive(_ active: Bool) throws {
        try world.operation {
            guard active != isActive else { return }
            if active { try activate() } else { try deactivate() }
        }
    }

    private func activate() throws {
        guard let owner = barOwner else { throw SearchControllerMisuse.notShown(self) }
        announcesPresentation = true
        // semantics-containers §31.1: `present` from the bar's controller walks up to the
        // presentation context (the search presentation's `usesPresentationContext`)
        try owner.present(self, animated: true) { [weak self] in try self?.didPresent() }
        if presenting == nil { announcesPresentation = false }   // refused with UIKit's warning
    }

    private func deactivate() throws {
        guard let presenter = presenting else { return }
        announcesDismissal = true
        try presenter.dismiss(animated: true) { [weak self] in try self?.didDismiss() }
        if !dismissalRequested { announcesDismissal = false }   // refused with UIKit's warning
    }

    private func didPresent() throws {
        guard presentationAnnounced else { return }
        presentationAnnounced = false
        try tellDelegate(.didPresentSearchController)
    }

    private func didDismiss() throws {
        guard dismissalAnnounced else { return }
        dismissalAnnounced = false
        try tellDelegate(.didDismissSearchController)
    }

    /// semantics-containers §31.2 [choice]: the delegate's `will` right before the search
    /// controller's own `will` callback of that transition.
    override func fire(_ callback: EventKind, animated: Bool? = nil, parent: UIViewController?? = nil) throws {
        if callback == .viewWillAppear, let presenter = presenting {
            wasActive = true
            lastPresenter = presenter
        }
        if callback == .viewWillAppear, announcesPresentation {
            announcesPresentation = false
            presentationAnnounced = true
            try tellDelegate(.willPresentSearchController)
        } else if callback == .viewWillDisappear, announcesDismissal {
            announcesDismissal = false
            dismissalAnnounced = true
            try tellDelegate(.willDismissSearchController)
        }
        try super.fire(callback, animated: animated, parent: parent)
    }

    private func tellDelegate(_ method: EventKind) throws {
        try world.runScriptCode {
            try world.callDelegate(delegate, method, on: self, arguments: [.controller(self)])
        }
    }

    /// semantics-containers §31.3 [choice]: the results controller's view is in place for every
    /// activation, put there before the appearance is forwarded to it (§1).
    override func appearanceWillForward(appearing: Bool) throws {
        guard appearing, let results = searchResultsController, results.parent === self else { return }
        try embedChildView(results)
    }

    // MARK: user events

    /// The user taps the search bar: a user event, handled at the start of the next turn. The bar
    /// must be on screen (its controller in a window).
    public func tapSearchBar() throws {
        guard let owner = barOwner, owner.window != nil else { throw SearchControllerMisuse.barNotOnScreen(self) }
        world.runLoop.enqueue { [weak self] in try self?.setActive(true) }
    }

    /// The user taps Cancel: a user event, next turn. Only while search is active.
    public func tapCancel() throws {
        guard isActive else { throw SearchControllerMisuse.notActive(self) }
        world.runLoop.enqueue { [weak self] in try self?.setActive(false) }
    }

    override var hierarchyNotes: [String] { isActive ? ["active"] : [] }
}

/// UINavigationItem, only as far as its searchController (semantics-containers §31.1): each
/// controller has one, made when first read.
public final class UINavigationItem: CustomStringConvertible {
    public private(set) weak var owner: UIViewController?

    init(owner: UIViewController) { self.owner = owner }

    deinit {
        // the search controller it held may now be held by nothing (semantics §8)
        // (not once the world is torn down: its host may be gone, as for a controller's children)
        if let search = searchController, search.world.trace.tracesDeinit {
            search.displayingNavigationItem = nil
            search.world.ownershipChanged(search)
        }
    }

    /// Holds the search controller; one navigation item at a time shows a search controller's bar
    /// (assigning it to another takes it from the first) [choice].
    public var searchController: UISearchController? {
        didSet {
            guard searchController !== oldValue else { return }
            if let old = oldValue, old.displayingNavigationItem === self {
                old.displayingNavigationItem = nil
                old.world.ownershipChanged(old)
            }
            if let new = searchController {
                if let previous = new.displayingNavigationItem, previous !== self { previous.searchController = nil }
                new.displayingNavigationItem = self
                new.world.ownershipChanged(new)
            }
        }
    }

    public var description: String { "<UINavigationItem: \(owner?.name ?? "nil")>" }
}

extension UIViewController {
    /// The controller's navigation item, made on first read (PresentationState: most controllers
    /// never read it).
    public var navigationItem: UINavigationItem {
        if let item = navigationItemStorage { return item }
        let item = UINavigationItem(owner: self)
        navigationItemStorage = item
        return item
    }
    var navigationItemStorage: UINavigationItem? {
        get { (presentationState ?? .empty).navigationItemStorage }
        set { writeLazily(&presentationState, \.navigationItemStorage, newValue) }
    }
}

extension ResolvedPresentation {
    /// semantics-containers §31.1, §31.2: the search controller's own custom presentation — over
    /// the presenter's context, keeping its views, 0.3 s [choice].
    static let search = ResolvedPresentation(style: .custom, removesPresenterViews: false,
                                             usesPresentationContext: true, isSheet: false,
                                             duration: AnimationDuration.search)
}

extension AnimationDuration {
    /// semantics-containers §31.2 [choice]: the search presentation and dismissal.
    public static let search = 0.3
}

/// A search controller used where lifelua cannot place it: a Lua error at the call.
public struct SearchControllerMisuse: Error, CustomStringConvertible {
    public let description: String

    static func notShown(_ search: UISearchController) -> SearchControllerMisuse {
        SearchControllerMisuse(description: "isActive: \(describe(search)) is not the searchController of any navigationItem, so there is no controller to present it from (set vc.navigationItem.searchController first)")
    }
    static func barNotOnScreen(_ search: UISearchController) -> SearchControllerMisuse {
        let why = search.barOwner.map { "\(describe($0)), whose navigationItem shows it, is not in a window" }
            ?? "it is not the searchController of any navigationItem"
        return SearchControllerMisuse(description: "tapSearchBar: the search bar of \(describe(search)) is not on screen: \(why)")
    }
    static func notActive(_ search: UISearchController) -> SearchControllerMisuse {
        SearchControllerMisuse(description: "tapCancel: \(describe(search)) is not active (tapSearchBar or isActive = true first)")
    }
}

// What a scenario models: the iOS version and the device idiom (`--ios`, `--device`).
//
// Every place where UIKit's behaviour depends on the iOS version asks one named predicate here,
// each with its source, so the version matrix reads at a glance. A new fork adds a predicate
// and a row; the rule that uses it stays in its own file.
//
//   predicate                          ≤12   13…17   18+    used by
//   hasViewIsAppearing                 no    yes     yes    LayoutPass (Appearance.swift)
//   automaticPresentsFullScreen        yes   no      no     PresentationStyleTable
//   automaticPresentsFormSheet         no    no      yes    PresentationStyleTable (13…17: pageSheet)
//   iPhoneAdaptsSheetsToFullScreen     yes   no      no     PresentationStyleTable
//   iPhoneAdaptsPopoverToFullScreen    yes   no      no     PresentationStyleTable (13+: formSheet)
//   hasOldPresentationWarnings         ≤13   14+: no        UIKitMessages (presentation warnings)
//   hasPresentationControllerDismissalDelegate  no  yes  yes  Popover.swift (tapOutside)
//   hasPredictedInitialTraits          no    yes     yes    UIViewController.runEnteringStep
//   hasDarkMode                        no    yes     yes    World.setUserInterfaceStyle, background snapshots
//   hasTraitChangeRegistration         no    17+     yes    UIViewController.registerForTraitChanges
//   hasOldPushSameInstanceMessage      yes   no      no     UIKitMessages.pushSameInstance
//   navigationRootDefersAppearance     no    no      yes    UINavigationController.defersAppearanceInWindow
//   hasScenes                          no    yes     yes    UIApplication (App/UIApplication.swift)
//   offWindowControllersKeepTheirTraits no   17      yes    TraitChanges.hasParentTraitEnvironment (K25)
//   (26 and later, the versions after 18 [K10, K15]:)
//   hasDetachedPresenterNotice26       no    no      26+    UIKitMessages.detachedPresenter
//   popDidMoveBeforeRevealedDidAppear  no    no      26+    UINavigationController (pop order)
//   hasUpdateProperties                no    no      26+    UpdateProperties.swift (semantics-ios26 §22)
//   observationTrackingAlwaysOn        no    no      26+    ObservationTracking.swift (§23)
//   honoursObservationTrackingKey      no    18 only (26+ on anyway)  ObservationTracking.swift (§23.1)
//   hasFlushUpdates                    no    no      26+    World.animate's flushUpdates option (§23.5)
//   hasZoomTransition                  no    no      yes    PreferredTransition.swift (§25; 18+)
//   navigationTransitionsInterruptible no    no      26+    UINavigationController.whenIdle (§25.1; on 18 zoom only)
//   hasSheetDetents                    no    15+     yes    SheetDetents.swift (semantics-ios26 §26)
//   sceneAdoptionWarning               none  18: the 18.4 text, 26: the 26 text, 27+: none (§24.2)
//   sceneLifecycleRequired             no    no      27+    UIApplication.performLaunch (§24.1)

public enum Device: String, CaseIterable, Sendable { case iphone, ipad }

public struct Configuration: Sendable {
    /// The iOS major version modelled (`--ios`): 12, 13…17, 18, 26+ (iOS went from 18 to 26).
    public var iosVersion: Int
    public var device: Device
    public init(iosVersion: Int = 26, device: Device = .iphone) {
        self.iosVersion = iosVersion
        self.device = device
    }

    /// semantics §9: viewIsAppearing exists from iOS 13 (back-deployed).
    public var hasViewIsAppearing: Bool { iosVersion >= 13 }

    /// semantics §3 [test Lasso iOS<13 branch] [doc]: `automatic` is full screen before iOS 13…
    public var automaticPresentsFullScreen: Bool { iosVersion < 13 }
    /// …a page sheet on 13…17, and a form sheet from iOS 18 (semantics §3) [doc].
    public var automaticPresentsFormSheet: Bool { iosVersion >= 18 }

    /// semantics §3: before iOS 13 an iPhone adapts page and form sheets to full screen (an iPad does not).
    public var iPhoneAdaptsSheetsToFullScreen: Bool { iosVersion < 13 }

    /// semantics-presentation §11.2 [code] [doc]: on iPhone a popover adapts to full screen before
    /// iOS 13, to a form sheet after.
    public var iPhoneAdaptsPopoverToFullScreen: Bool { iosVersion < 13 }

    /// semantics-presentation A1 [log ×12; choice for the boundary]: iOS 12 and 13 print the
    /// presentation warnings in the old format ("Warning: Attempt to present … !").
    public var hasOldPresentationWarnings: Bool { iosVersion < 14 }

    /// semantics-presentation §11.4 [doc availability]: presentationControllerShouldDismiss and
    /// friends, and isModalInPresentation, exist from iOS 13.
    public var hasPresentationControllerDismissalDelegate: Bool { iosVersion >= 13 }

    /// semantics-layout-app §15.1, §17.6 [prose useyourloaf]: from iOS 13 a controller's first
    /// traits are predicted at creation, so its first appearance gives no traitCollectionDidChange.
    public var hasPredictedInitialTraits: Bool { iosVersion >= 13 }

    /// semantics-layout-app §17.3 [choice]: Dark Mode exists from iOS 13.
    public var hasDarkMode: Bool { iosVersion >= 13 }

    /// semantics-layout-app §17.6 [prose WWDC23]: registerForTraitChanges from iOS 17.
    public var hasTraitChangeRegistration: Bool { iosVersion >= 17 }

    /// semantics §5 Exceptions [log]: before iOS 13 the push-same-instance exception does not name the navigation controller.
    public var hasOldPushSameInstanceMessage: Bool { iosVersion < 13 }

    /// semantics §5 [log VAndrJ]: from iOS 18 a navigation controller that is a window's root
    /// starts its top's appearance at the commit of the turn, not inside makeKeyAndVisible.
    public var navigationRootDefersAppearance: Bool { iosVersion >= 18 }

    /// semantics-layout-app §18.1 [doc]: scenes (UISceneDelegate) exist from iOS 13; on iOS 12 a
    /// scene delegate is ignored.
    public var hasScenes: Bool { iosVersion >= 13 }

    /// semantics-code K25 [code `_parentTraitEnvironment`]: from iOS 17 a controller whose view is
    /// out of any window has no parent trait environment and keeps its last traits.
    public var offWindowControllersKeepTheirTraits: Bool { iosVersion >= 17 }

    /// semantics-code K10 [code 26.1]: from iOS 26 presenting from a detached controller logs the
    /// longer notice that names the caller.
    public var hasDetachedPresenterNotice26: Bool { iosVersion >= 26 }

    /// semantics-code K15 [code 26.1, medium; choice for the boundary]: from iOS 26 a popped
    /// controller's didMove(nil) comes right after its viewDidDisappear, before the revealed
    /// controller's viewDidAppear.
    public var popDidMoveBeforeRevealedDidAppear: Bool { iosVersion >= 26 }

    /// semantics-ios26 §22 [doc availability iOS 26.0]: updateProperties, setNeedsUpdateProperties
    /// and updatePropertiesIfNeeded exist from iOS 26.
    public var hasUpdateProperties: Bool { iosVersion >= 26 }

    /// semantics-ios26 §23.1 [doc WWDC25 243 "Enabled by default in iOS 26"]: automatic
    /// observation tracking is always on from iOS 26.
    public var observationTrackingAlwaysOn: Bool { iosVersion >= 26 }

    /// semantics-ios26 §23.1 [doc WWDC25 243 "back-deploy this on iOS 18"]: iOS 18 tracks when the
    /// Info.plist key UIObservationTrackingEnabled is true (26+ tracks anyway; before 18 the key is ignored).
    public var honoursObservationTrackingKey: Bool { iosVersion == 18 }

    /// semantics-ios26 §23.5 [doc WWDC25 243]: UIView.animate's flushUpdates option, iOS 26+.
    public var hasFlushUpdates: Bool { iosVersion >= 26 }

    /// semantics-ios26 §25 [doc fluid transitions, iOS 18]: preferredTransition and the zoom transition.
    public var hasZoomTransition: Bool { iosVersion >= 18 }

    /// semantics-ios26 §25.1 [doc WWDC25 243 "Navigation transitions are now fluid and interruptible";
    /// issue RNS #3093; code 26.1 preemption, semantics-code K16]: from iOS 26 a push or pop requested
    /// during a running one completes it and starts at once.
    public var navigationTransitionsInterruptible: Bool { iosVersion >= 26 }

    /// semantics-ios26 §26 [doc availability]: UISheetPresentationController and its detents, iOS 15+.
    public var hasSheetDetents: Bool { iosVersion >= 15 }

    /// semantics-ios26 §24.2 [log forum 778016, firebase #16455; doc TN3187]: the warning an
    /// app-delegate launch prints, by version; nil where there is none (≤ 17, and 27+ which fails).
    public var sceneAdoptionWarning: String? {
        switch iosVersion {
        case 18: return "CLIENT OF UIKIT REQUIRES UPDATE: This process does not adopt UIScene lifecycle. This will become an assert in a future version."
        case 26: return "`UIScene` lifecycle will soon be required. Failure to adopt will result in an assert in the future."
        default: return nil
        }
    }

    /// semantics-ios26 §24.1 [doc TN3187; issue Cranpose #673]: an app built with the iOS 27 SDK
    /// that launches without a scene delegate fails to launch.
    public var sceneLifecycleRequired: Bool { iosVersion >= 27 }
}

// MARK: reading the options (`--ios`, `--device`, a test file's `-- lifelua:` header)

extension Configuration {
    /// The iOS major versions a scenario may ask for: 12 is the oldest modelled (issue 28: 5…11
    /// ran silently as 12).
    public static let supportedVersions = 12...99

    /// semantics-code K10, K15: iOS went from 18 to 26; no version between them exists.
    public static let missingVersions = 19...25

    /// `--ios 17`: a major version in range, or nil.
    public static func iosVersion(_ text: String) -> Int? {
        Int(text).flatMap { supportedVersions.contains($0) && !missingVersions.contains($0) ? $0 : nil }
    }

    /// `--device iPad`: iphone or ipad, in any letter case, or nil.
    public static func device(_ text: String) -> Device? {
        Device(rawValue: text.lowercased())
    }

    /// A bad `--ios` or `--device` value, in the words every reader of them uses (the command
    /// line, `lifelua diff`, a test file's header).
    public struct OptionError: Error, CustomStringConvertible {
        public let description: String
    }

    public static func parseIOS(_ text: String) throws(OptionError) -> Int {
        if let v = Int(text), missingVersions.contains(v) {
            throw OptionError(description: "--ios \(v) does not exist: iOS went from 18 to 26")
        }
        guard let v = iosVersion(text) else { throw OptionError(description: "--ios must be a major version from 12 to 18, or 26 and later, not '\(text)'") }
        return v
    }

    public static func parseDevice(_ text: String) throws(OptionError) -> Device {
        guard let d = device(text) else { throw OptionError(description: "--device must be iphone or ipad, not '\(text)'") }
        return d
    }
}

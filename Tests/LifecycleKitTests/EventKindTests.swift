// The event vocabulary: which group each event belongs to. The expectations are the list that
// defines `EventKind.category` (one group per event; `--events` and the trace colours use them).

import Testing
@testable import LifecycleKit

@Suite("Trace: event categories")
struct EventKindTests {
    static let expected: [EventKind: EventKind.Category] = [
        .viewDidLoad: .load,
        .viewWillAppear: .appearance, .viewIsAppearing: .appearance, .viewDidAppear: .appearance,
        .viewWillDisappear: .appearance, .viewDidDisappear: .appearance,
        .willMove: .containment, .didMove: .containment,
        .presentationControllerShouldDismiss: .delegate, .presentationControllerWillDismiss: .delegate,
        .presentationControllerDidDismiss: .delegate, .presentationControllerDidAttemptToDismiss: .delegate,
        .willShow: .delegate, .didShow: .delegate, .shouldSelect: .delegate, .didSelect: .delegate,
        // lua-api.md, Event names (additions): the popover delegate's and the presentation
        // controller's hooks are delegate events.
        .prepareForPopoverPresentation: .delegate, .adaptivePresentationStyle: .delegate,
        .popoverPresentationControllerShouldDismissPopover: .delegate,
        .popoverPresentationControllerDidDismissPopover: .delegate,
        .presentationTransitionWillBegin: .delegate, .presentationTransitionDidEnd: .delegate,
        .dismissalTransitionWillBegin: .delegate, .dismissalTransitionDidEnd: .delegate,
        .deinit: .release,
        // semantics-layout-app §20's table
        .loadView: .loading,
        .updateViewConstraints: .layout, .viewWillLayoutSubviews: .layout, .viewDidLayoutSubviews: .layout,
        .updateProperties: .layout, .sheetPresentationControllerDidChangeSelectedDetentIdentifier: .delegate,   // semantics-ios26 §22, lua-api "Event names and groups"
        .viewSafeAreaInsetsDidChange: .layout, .viewLayoutMarginsDidChange: .layout,
        .willTransition: .traits, .traitCollectionDidChange: .traits, .traitChange: .traits,
        .viewWillTransition: .size,
        .didFinishLaunchingWithOptions: .app, .applicationWillResignActive: .app, .applicationDidEnterBackground: .app,
        .applicationWillEnterForeground: .app, .applicationDidBecomeActive: .app, .applicationDidReceiveMemoryWarning: .app,
        .willConnectTo: .app, .sceneWillResignActive: .app, .sceneDidEnterBackground: .app,
        .sceneWillEnterForeground: .app, .sceneDidBecomeActive: .app, .willResignActiveNotification: .app,
        .didEnterBackgroundNotification: .app, .willEnterForegroundNotification: .app,
        .didBecomeActiveNotification: .app, .didReceiveMemoryWarningNotification: .app, .didReceiveMemoryWarning: .app,
        // semantics-containers §28–§30: the data source's and the delegates' methods are delegate
        // events, and so are a SwiftUI view's onAppear / onDisappear (the framework calling the
        // script's code) [choice, docs/decisions.md]
        .viewControllerBefore: .delegate, .viewControllerAfter: .delegate, .willTransitionTo: .delegate,
        .didFinishAnimating: .delegate, .collapseSecondary: .delegate, .separateSecondaryFrom: .delegate,
        .topColumnForCollapsingToProposedTopColumn: .delegate, .splitViewControllerDidCollapse: .delegate,
        .splitViewControllerDidExpand: .delegate, .willChangeTo: .delegate,
        .onAppear: .delegate, .onDisappear: .delegate,
        // semantics-containers §31: the search controller's delegate
        .willPresentSearchController: .delegate, .didPresentSearchController: .delegate,
        .willDismissSearchController: .delegate, .didDismissSearchController: .delegate,
        // semantics-containers §32.1: a list's data source and delegate methods
        .cellForItemAt: .delegate, .cellForRowAt: .delegate, .willDisplay: .delegate, .didEndDisplaying: .delegate,
        .log: .message, .warning: .message,
    ]

    @Test func everyEventHasItsCategory() {
        #expect(Set(Self.expected.keys) == Set(EventKind.allCases))
        for kind in EventKind.allCases {
            #expect(kind.category == Self.expected[kind], "\(kind.rawValue)")
        }
    }

    @Test func categoriesInOrder() {
        #expect(EventKind.Category.allCases == [.load, .appearance, .containment, .delegate, .release, .message,
                                                .loading, .layout, .traits, .size, .app])
    }

    // semantics-layout-app §20: the default trace hides loading, layout and traits, nothing else
    @Test func theDefaultTraceHidesLoadingLayoutAndTraits() {
        #expect(EventKind.Category.allCases.filter(\.isHiddenByDefault) == [.loading, .layout, .traits])
    }

    @Test func isAppearanceIsTheAppearanceCategory() {
        #expect(EventKind.allCases.filter(\.isAppearance)
                == [.viewWillAppear, .viewIsAppearing, .viewDidAppear, .viewWillDisappear, .viewDidDisappear])
    }

    @Test func theOverridableCallbacksInOrder() {
        #expect(EventKind.lifecycleCallbacks == [
            .viewDidLoad, .viewWillAppear, .viewIsAppearing, .viewDidAppear,
            .viewWillDisappear, .viewDidDisappear, .willMove, .didMove,
            // lua-api.md, "Controllers: new overridable callbacks"
            .loadView, .updateViewConstraints, .viewSafeAreaInsetsDidChange, .viewLayoutMarginsDidChange,
            .viewWillLayoutSubviews, .viewDidLayoutSubviews, .viewWillTransition, .willTransition,
            .traitCollectionDidChange, .didReceiveMemoryWarning,
            // lua-api.md, "iOS 26 and 27"
            .updateProperties,
        ])
    }

    // The trace's tables and sets key on the ordinal read from the enum's storage (issue 11).
    @Test func theOrdinalIsThePositionInAllCases() {
        for (i, kind) in EventKind.allCases.enumerated() { #expect(kind.ordinal == i) }
        #expect(MemoryLayout<EventKind>.size == 1)
    }

    @Test func anEventKindSetHoldsWhatWasInsertedAndNothingElse() {
        for kind in EventKind.allCases {
            let set = EventKindSet([kind])
            #expect(EventKind.allCases.filter { set.contains($0) } == [kind])
        }
        let all = EventKindSet(EventKind.allCases)
        #expect(EventKind.allCases.allSatisfy { all.contains($0) })
    }
}

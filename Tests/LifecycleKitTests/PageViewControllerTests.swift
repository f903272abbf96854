// semantics-containers §28: UIPageViewController — its guarded forwarding to the page, its
// setViewControllers in both styles, the lazily asked data source and its cache, the user's swipe.

import Testing
@testable import LifecycleKit

/// A data source and delegate: pages in a line, `before`/`after` from their order.
final class PageSource: ScriptDelegate {
    var pages: [UIViewController]
    var methods: Set<EventKind> = [.viewControllerBefore, .viewControllerAfter, .willTransitionTo, .didFinishAnimating]
    init(_ pages: [UIViewController]) { self.pages = pages }
    func responds(to method: EventKind) -> Bool { methods.contains(method) }
    func invoke(_ method: EventKind, _ arguments: [DelegateArgument]) throws -> Bool? { nil }
    func invokeForController(_ method: EventKind, _ arguments: [DelegateArgument]) throws -> UIViewController? {
        guard case .controller(let page)? = arguments.last, let i = pages.firstIndex(where: { $0 === page }) else { return nil }
        let j = method == .viewControllerAfter ? i + 1 : i - 1
        return pages.indices.contains(j) ? pages[j] : nil
    }
}

@Suite("semantics-containers §28 UIPageViewController")
struct PageViewControllerTests {
    private let pageEvents: Set<EventKind> = Set<EventKind>.lifecycle.union(Set<EventKind>.moves)
        .union([.viewControllerBefore, .viewControllerAfter, .willTransitionTo, .didFinishAnimating])

    private func pager(_ f: Fixture, _ style: UIPageViewController.TransitionStyle, _ names: [String]) -> (UIPageViewController, [UIViewController], PageSource) {
        let pages = names.map { f.vc($0) }
        let p = UIPageViewController(world: f.world, name: "P", transitionStyle: style)
        let source = PageSource(pages)
        p.dataSource = source
        p.delegate = source
        return (p, pages, source)
    }

    // 28.2 [code]: scroll needs exactly one controller
    @Test func scrollRefusesTwoPages() throws {
        let f = Fixture()
        let (p, pages, _) = pager(f, .scroll, ["A", "B"])
        #expect(exceptionReason { try p.setViewControllers(pages, direction: .forward, animated: false, completion: nil) }
                == "The number of view controllers provided (2) doesn't match the number required (1) for the requested transition")
    }

    // 28.1: never automatic; its page follows it, parent first, through begin/end
    @Test func thePageFollowsThePageViewControllerParentFirst() throws {
        let f = Fixture()
        let (p, pages, _) = pager(f, .scroll, ["A"])
        try p.setViewControllers([pages[0]], direction: .forward, animated: false, completion: nil)
        #expect(p.shouldAutomaticallyForwardAppearanceMethods == false)
        try f.window.setRootViewController(p)
        try f.window.makeKeyAndVisible()
        try f.run()
        #expect(f.take(.appearance, of: ["P", "A"]) == ["P.viewWillAppear", "A.viewWillAppear", "P.viewDidAppear", "A.viewDidAppear"])
    }

    // 28.1 + 28.3 [code, log SO 48653763]: a curl page set off screen appears in the call; the
    // page view controller's own appearance then leaves it alone (guarded begin)
    @Test func aCurlPageSetOffScreenAppearsInTheCallAndIsLeftAlone() throws {
        let f = Fixture()
        let (p, pages, _) = pager(f, .pageCurl, ["A"])
        var finished: Bool?
        try p.setViewControllers([pages[0]], direction: .forward, animated: false) { finished = $0 }
        #expect(f.take(pageEvents, of: ["P", "A"]) == ["A.willMove(P)", "A.viewDidLoad", "A.viewWillAppear", "A.viewDidAppear", "A.didMove(P)"])
        #expect(finished == true)
        try f.window.setRootViewController(p)
        try f.window.makeKeyAndVisible()
        try f.run()
        #expect(f.take(.appearance, of: ["P", "A"]) == ["P.viewWillAppear", "P.viewDidAppear"])
    }

    // 28.4 [code]: the same scroll page set again, animated: nothing, and no completion
    @Test func theSameScrollPageAnimatedDoesNothing() throws {
        let f = Fixture()
        let (p, pages, _) = pager(f, .scroll, ["A"])
        try p.setViewControllers([pages[0]], direction: .forward, animated: false, completion: nil)
        try f.show(p)
        var called = false
        try p.setViewControllers([pages[0]], direction: .forward, animated: true) { _ in called = true }
        try f.run()
        #expect(f.take(pageEvents) == [])
        #expect(!called)
    }

    // 28.4: a scroll set before the view loads makes the child only; no completion
    @Test func aScrollSetBeforeTheViewLoadsOnlyAddsTheChild() throws {
        let f = Fixture()
        let (p, pages, _) = pager(f, .scroll, ["A"])
        var called = false
        try p.setViewControllers([pages[0]], direction: .forward, animated: false) { _ in called = true }
        try f.run()
        #expect(f.take(pageEvents) == ["A.willMove(P)", "A.didMove(P)"])
        #expect(!called)
    }

    // 28.4: on screen, non-animated, in the commit: New will, Current willDisappear, New did,
    // Current didDisappear, Current didMove(nil), the completion
    @Test func aScrollSetOnScreenNotAnimated() throws {
        let f = Fixture()
        let (p, pages, _) = pager(f, .scroll, ["A", "B"])
        try p.setViewControllers([pages[0]], direction: .forward, animated: false, completion: nil)
        try f.show(p)
        try p.setViewControllers([pages[1]], direction: .forward, animated: false) { _ in f.log("done") }
        #expect(f.take(pageEvents) == ["A.willMove(nil)", "B.willMove(P)", "B.didMove(P)"])
        try f.run()
        #expect(f.take(pageEvents.union([.log])) == ["B.viewDidLoad", "B.viewWillAppear", "A.viewWillDisappear",
                                                     "B.viewDidAppear", "A.viewDidDisappear", "A.didMove(nil)", "log: done"])
    }

    // 28.5 + 28.6 [log wisdomskyduan, wangling]: after, then before at the first drag; a
    // completed forward swipe; the far neighbour after didFinishAnimating
    @Test func aCompletedScrollSwipe() throws {
        let f = Fixture()
        let (p, pages, _) = pager(f, .scroll, ["A", "B", "C"])
        try p.setViewControllers([pages[0]], direction: .forward, animated: false, completion: nil)
        try f.show(p)
        try p.swipe(direction: .forward, cancel: false)
        try f.run()
        #expect(f.take(pageEvents) == [
            "P.viewControllerAfter", "B.willMove(P)", "B.didMove(P)", "B.viewDidLoad", "P.viewControllerBefore",
            "P.willTransitionTo", "B.viewWillAppear", "A.viewWillDisappear",
            "B.viewDidAppear", "A.viewDidDisappear", "P.didFinishAnimating", "P.viewControllerAfter",
            "C.willMove(P)", "C.didMove(P)", "C.viewDidLoad",
        ])
        #expect(p.viewControllers.map(\.name) == ["B"])
    }

    // 28.6 [log wangling]: cancelled — Current will/did appear, New will/did disappear, and New stays a child
    @Test func aCancelledScrollSwipe() throws {
        let f = Fixture()
        let (p, pages, _) = pager(f, .scroll, ["A", "B"])
        try p.setViewControllers([pages[0]], direction: .forward, animated: false, completion: nil)
        try f.show(p)
        try p.swipe(direction: .forward, cancel: true)
        try f.run()
        #expect(f.take(.appearance.union([.didFinishAnimating])) == [
            "B.viewWillAppear", "A.viewWillDisappear",
            "A.viewWillAppear", "A.viewDidAppear", "B.viewWillDisappear", "B.viewDidDisappear", "P.didFinishAnimating",
        ])
        #expect(f.tape.events.last(where: { $0.event == .didFinishAnimating })?.completed == false)
        #expect(pages[1].parent === p)
    }

    // [choice] decisions.md "An edge swipe while a navigation transition runs": a user gesture acts only on what is on
    // screen; a page swipe handled after the page view controller left its window does nothing (no data source asked)
    @Test func aSwipeOnAPageViewControllerOffScreenIsIgnored() throws {
        let f = Fixture()
        let (p, pages, _) = pager(f, .scroll, ["A", "B"])
        try p.setViewControllers([pages[0]], direction: .forward, animated: false, completion: nil)
        try f.show(p)
        try p.swipe(direction: .forward, cancel: false)
        try f.window.setRootViewController(f.vc("Other"))
        f.tape.skip()
        try f.run()
        #expect(f.take(pageEvents.subtracting(Set<EventKind>.appearance)) == [])
        #expect(p.viewControllers.map(\.name) == ["A"] && !pages[1].isViewLoaded)
    }

    // 28.5: answers are cached per page — a second drag from the same page asks nothing
    @Test func aSecondDragFromTheSamePageAsksNothing() throws {
        let f = Fixture()
        let (p, pages, _) = pager(f, .scroll, ["A", "B"])
        try p.setViewControllers([pages[0]], direction: .forward, animated: false, completion: nil)
        try f.show(p)
        try p.swipe(direction: .forward, cancel: true)
        try f.run()
        f.tape.skip()
        try p.swipe(direction: .forward, cancel: true)
        try f.run()
        #expect(f.take([.viewControllerBefore, .viewControllerAfter]) == [])
    }

    // 28.8 [prose SO 12939280]: after an animated scroll set, the old page is cached as the new
    // one's neighbour: a swipe back reveals it without asking the data source
    @Test func theCacheBugAfterAnAnimatedSet() throws {
        let f = Fixture()
        let (p, pages, source) = pager(f, .scroll, ["A", "B"])
        try p.setViewControllers([pages[0]], direction: .forward, animated: false, completion: nil)
        try f.show(p)
        try p.setViewControllers([pages[1]], direction: .forward, animated: true, completion: nil)
        try f.run()
        source.pages = [pages[1]]   // the data source would now say: nothing before B
        f.tape.skip()
        try p.swipe(direction: .reverse, cancel: false)
        try f.run()
        #expect(f.take([.viewControllerBefore, .viewControllerAfter]) == ["P.viewControllerAfter", "P.viewControllerBefore"])
        #expect(p.viewControllers.map(\.name) == ["A"])
    }

    // 28.7 [log wangling, code `_handlePanGesture:`]: curl completed — the old page's did first;
    // New's didMove(P), sent while it was appearing, comes again after its viewDidAppear (semantics-code K37)
    @Test func aCompletedCurlSwipe() throws {
        let f = Fixture()
        let (p, pages, _) = pager(f, .pageCurl, ["A", "B"])
        try p.setViewControllers([pages[0]], direction: .forward, animated: false, completion: nil)
        try f.show(p)
        try p.swipe(direction: .forward, cancel: false)
        try f.run()
        #expect(f.take(pageEvents) == [
            "P.viewControllerAfter", "P.willTransitionTo", "B.viewDidLoad", "B.viewWillAppear", "B.willMove(P)", "B.didMove(P)",
            "A.viewWillDisappear", "A.willMove(nil)", "A.viewDidDisappear", "A.didMove(nil)", "B.viewDidAppear", "B.didMove(P)",
            "P.didFinishAnimating",
        ])
    }

    // 28.5 [choice]: no page that way — the drag bounces with no callbacks
    @Test func aSwipeWithNoPageThatWayBounces() throws {
        let f = Fixture()
        let (p, pages, _) = pager(f, .scroll, ["A"])
        try p.setViewControllers([pages[0]], direction: .forward, animated: false, completion: nil)
        try f.show(p)
        try p.swipe(direction: .forward, cancel: false)
        try f.run()
        #expect(f.take(.appearance.union([.willTransitionTo, .didFinishAnimating])) == [])
    }

    // 28.3 [code]: an animated curl over a page — in the commit New viewDidLoad, viewWillAppear,
    // willMove/didMove, Current viewWillDisappear; after the curl Current willMove(nil),
    // viewDidDisappear, didMove(nil), then New viewDidAppear (and K37's didMove again), the completion
    @Test func anAnimatedCurlSet() throws {
        let f = Fixture()
        let (p, pages, _) = pager(f, .pageCurl, ["A", "B"])
        try p.setViewControllers([pages[0]], direction: .forward, animated: false, completion: nil)
        try f.show(p)
        try p.setViewControllers([pages[1]], direction: .forward, animated: true) { _ in f.log("done") }
        #expect(f.take(pageEvents) == [])
        try f.run(seconds: 0.1)
        #expect(f.take(pageEvents) == ["B.viewDidLoad", "B.viewWillAppear", "B.willMove(P)", "B.didMove(P)", "A.viewWillDisappear"])
        try f.run()
        #expect(f.take(pageEvents.union([.log])) == ["A.willMove(nil)", "A.viewDidDisappear", "A.didMove(nil)",
                                                     "B.viewDidAppear", "B.didMove(P)", "log: done"])
    }

    // 28.7 [log wangling]: curl cancelled — at the release New willDisappear, Current willAppear;
    // after the curl returns New willMove(nil), viewDidDisappear, didMove(nil), Current viewDidAppear;
    // New's didMove(P), sent while it was appearing, is sent again after its `did` (semantics-code K37)
    @Test func aCancelledCurlSwipe() throws {
        let f = Fixture()
        let (p, pages, _) = pager(f, .pageCurl, ["A", "B"])
        try p.setViewControllers([pages[0]], direction: .forward, animated: false, completion: nil)
        try f.show(p)
        try p.swipe(direction: .forward, cancel: true)
        try f.run()
        #expect(f.take(.appearance.union(Set<EventKind>.moves)) == [
            "B.viewWillAppear", "B.willMove(P)", "B.didMove(P)", "A.viewWillDisappear",
            "B.viewWillDisappear", "A.viewWillAppear",
            "B.willMove(nil)", "B.viewDidDisappear", "B.didMove(P)", "B.didMove(nil)", "A.viewDidAppear",
        ])
        #expect(p.viewControllers.map(\.name) == ["A"])
    }

    // 28.6 + 28.9 [choice]: a swipe delivered while a settle runs is handled when it ends
    @Test func aQuickSecondSwipeWaitsForTheSettle() throws {
        let f = Fixture()
        let (p, pages, _) = pager(f, .scroll, ["A", "B", "C"])
        try p.setViewControllers([pages[0]], direction: .forward, animated: false, completion: nil)
        try f.show(p)
        try p.swipe(direction: .forward, cancel: false)
        try f.run(seconds: 0.1)
        try p.swipe(direction: .forward, cancel: false)
        try f.run()
        #expect(f.take([.viewDidAppear]) == ["B.viewDidAppear", "C.viewDidAppear"])
        #expect(p.viewControllers.map(\.name) == ["C"])
    }
}

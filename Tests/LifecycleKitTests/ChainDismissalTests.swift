// Issue 30: a chain of full-screen presentations dismissed from its bottom (semantics-code K9,
// semantics §3): each revealed presenter's view goes back under the presented views, a window's
// root at the bottom. The lowest presented view is kept from one level to the next while nothing
// has moved (Presentation.swift, LowestPresentedViews), and a view put at the very back of a
// window takes slots of its own (UIView.swift); these check both against what they stand for.

import Testing
@testable import LifecycleKit

@Suite("issue 30: a full-screen chain dismissed from its bottom")
struct ChainDismissalTests {
    // semantics §3, K9: every level begins in the commit, top first; each presenter's view goes
    // under the views above it, the window's root at the bottom.
    @Test func eachPresenterGoesBackUnderTheViewsAbove() throws {
        let f = Fixture()
        let home = f.vc("Home")
        try f.show(home)
        let ms = try f.presentChain(on: home, ["M1", "M2", "M3", "M4", "M5"], style: .fullScreen)
        #expect(f.window.subviews.map { $0.owner?.name ?? $0.name } == ["M5"])
        try home.dismiss(animated: true)
        try f.run(seconds: 0)
        #expect(f.window.subviews.map { $0.owner?.name ?? $0.name } == ["Home", "M1", "M2", "M3", "M4", "M5"])
        try f.run()
        #expect(f.window.subviews.map { $0.owner?.name ?? $0.name } == ["Home"])
    }

    // What the level above found is read again when a view has moved since: M2's
    // viewWillDisappear (its level begins before M1 is revealed) puts M3's view alone in a
    // second window and a plain view under M2's, so the lowest presented view is M3's (index 0
    // there, against M2's index 1), and M1's view goes under it, in the second window — and so
    // does Home's, the root at the bottom of the window the lowest view is in.
    @Test func aViewMovedBetweenTwoLevelsIsReadAgain() throws {
        let f = Fixture()
        let home = f.vc("Home")
        try f.show(home)
        let ms = try f.presentChain(on: home, ["M1", "M2", "M3"], style: .fullScreen)
        let other = UIWindow(world: f.world, name: "W2")
        try other.makeKeyAndVisible()
        try f.window.makeKeyAndVisible()
        try f.run()
        f.on("M2.viewWillDisappear") {
            try other.addSubview(ms[2].view)
            try f.window.insertSubview(UIView(world: f.world, name: "plain"), at: 0)
        }
        try home.dismiss(animated: true)
        try f.run(seconds: 0)
        #expect(ms[0].viewIfLoaded?.superview === other)
        #expect(other.subviews.map { $0.owner?.name ?? $0.name } == ["Home", "M1", "M3"])
        #expect(f.window.subviews.map { $0.owner?.name ?? $0.name } == ["plain", "M2"])
    }

    // A view put at the very back takes a slot before the others; holes, moves to a position,
    // the list set whole and the indices still give the subviews' own order.
    @Test func viewsPutAtTheBackKeepTheOrder() throws {
        let f = Fixture()
        let parent = UIView(world: f.world, name: "P")
        let vs = (0..<40).map { UIView(world: f.world, name: "V\($0)") }
        var expected: [String] = []
        func check(_ comment: Comment? = nil) {
            #expect(parent.subviews.map(\.name) == expected, comment)
            for (i, name) in expected.enumerated() {
                let v = vs.first { $0.name == name }!
                #expect(parent.subviewIndex(of: v) == i, comment)
            }
            let places = parent.subviews.map { parent.subviewPlace(of: $0)! }
            #expect(places == places.sorted() && places.allSatisfy { $0 >= 0 }, comment)
        }
        for v in vs[0..<10] { try parent.addSubview(v) }
        expected = vs[0..<10].map(\.name)
        for v in vs[10..<30] { try parent.insertSubview(v, at: 0); expected.insert(v.name, at: 0) }
        check("put at the back")
        for i in [29, 10, 0, 9, 15, 16, 17] {   // the backmost, the first put at the back, the ends, the middle
            try vs[i].removeFromSuperview()
            expected.removeAll { $0 == vs[i].name }
        }
        check("with holes")
        try parent.insertSubview(vs[30], at: 0)
        expected.insert("V30", at: 0)
        try parent.insertSubview(vs[31], at: 5)
        expected.insert("V31", at: 5)
        check("a move to a position")
        for i in 11..<15 { try vs[i].removeFromSuperview(); expected.removeAll { $0 == vs[i].name } }
        for i in 18..<29 { try vs[i].removeFromSuperview(); expected.removeAll { $0 == vs[i].name } }
        check("past the point where holes close")
        try parent.insertSubview(vs[32], at: 0)
        expected.insert("V32", at: 0)
        parent.bringSubviewToFront(vs[32])
        expected.removeAll { $0 == "V32" }
        expected.append("V32")
        parent.sendSubviewToBack(vs[1])
        expected.removeAll { $0 == "V1" }
        expected.insert("V1", at: 0)
        try parent.insertSubview(vs[33], at: 0)
        expected.insert("V33", at: 0)
        check("the list set whole, then one put at the back")
        #expect(vs.allSatisfy { ($0.superview === parent) == expected.contains($0.name) })
    }
}

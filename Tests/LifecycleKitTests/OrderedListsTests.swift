// Issue 30: children, subviews, a post's observers and the key window are kept with indices
// beside the ordered lists; these check that the order and the answers are the lists' own.

import Testing
@testable import LifecycleKit

@Suite("issue 30: ordered lists with indices")
struct OrderedListsTests {
    private func names(_ list: [UIViewController]) -> [String] { list.map(\.name) }

    @Test func childrenKeepTheirOrderWhateverIsRemoved() throws {
        let f = Fixture()
        let p = f.vc("P")
        let cs = (0..<40).map { f.vc("C\($0)") }
        for c in cs { try p.addChild(c) }
        var expected = cs.map(\.name)
        // front, back and middle, read between removals and not, past the point where holes close
        for i in [0, 39, 20, 1, 2, 3, 38, 21, 22, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16, 17, 18, 19, 23] {
            try cs[i].removeFromParent()
            expected.removeAll { $0 == cs[i].name }
            if i % 3 == 0 { #expect(names(p.children) == expected) }
        }
        #expect(names(p.children) == expected)
        try p.addChild(cs[0])
        try p.addChild(cs[39])
        expected += ["C0", "C39"]
        #expect(names(p.children) == expected)
        for c in cs { try c.removeFromParent() }
        #expect(p.children.isEmpty)
        try p.addChild(cs[5])
        #expect(names(p.children) == ["C5"])
    }

    @Test func subviewsKeepTheirOrderThroughDetachesAndInserts() throws {
        let f = Fixture()
        let parent = UIView(world: f.world, name: "P")
        let vs = (0..<40).map { UIView(world: f.world, name: "V\($0)") }
        for v in vs { try parent.addSubview(v) }
        var expected = vs.map(\.name)
        for i in [0, 39, 1, 20, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16, 17, 18, 19, 21, 22] {
            try vs[i].removeFromSuperview()
            expected.removeAll { $0 == vs[i].name }
        }
        #expect(parent.subviews.map(\.name) == expected)
        try parent.insertSubview(vs[0], at: 1)
        expected.insert("V0", at: 1)
        try vs[38].removeFromSuperview()
        expected.removeAll { $0 == "V38" }
        try parent.insertSubview(vs[1], at: 3)
        expected.insert("V1", at: 3)
        try parent.addSubview(vs[2])
        expected.append("V2")
        try parent.insertSubview(vs[25], at: 100)   // already a subview: moved to the front
        expected.removeAll { $0 == "V25" }
        expected.append("V25")
        parent.bringSubviewToFront(vs[0])
        expected.removeAll { $0 == "V0" }
        expected.append("V0")
        #expect(parent.subviews.map(\.name) == expected)
        #expect(vs.allSatisfy { ($0.superview === parent) == expected.contains($0.name) })
    }

    @Test func anObserverRemovedDuringAPostIsNotCalled() throws {
        let f = Fixture()
        let center = f.world.application.notificationCenter
        var second = 0
        var calls: [String] = []
        center.addObserver(.didReceiveMemoryWarning) { _ in calls.append("first"); center.removeObserver(second) }
        second = center.addObserver(.didReceiveMemoryWarning) { _ in calls.append("second") }
        center.addObserver(.didReceiveMemoryWarning) { _ in
            calls.append("third")
            center.addObserver(.didReceiveMemoryWarning) { _ in calls.append("added") }   // from the next post
        }
        center.removeObserver(9999)
        try center.post(.didReceiveMemoryWarning)
        #expect(calls == ["first", "third"])
        calls = []
        try center.post(.didReceiveMemoryWarning)
        #expect(calls == ["first", "third", "added"])
    }

    @Test func oneKeyWindowAtATime() throws {
        let f = Fixture()
        let a = f.window, b = UIWindow(world: f.world), c = UIWindow(world: f.world)
        try b.makeKeyAndVisible()
        try a.makeKeyAndVisible()
        try c.makeKeyAndVisible()
        try a.makeKeyAndVisible()
        try a.makeKeyAndVisible()
        #expect([a, b, c].map(\.isKeyWindow) == [true, false, false])
        #expect([a, b, c].map(\.isVisible) == [true, true, true])
    }
}

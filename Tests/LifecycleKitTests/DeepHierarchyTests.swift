// Issue 31: no input may crash the tool. A view tree 10^5 levels deep overflowed the stack in the
// recursive subtree walk and again when released; a containment that deep overflowed it in K2's
// forwarding. Views are now walked and released iteratively; containment deeper than
// ContainmentTooDeep.limit is refused where the child is added (docs/decisions.md).

import Testing
@testable import LifecycleKit

@Suite("issue 31: deep hierarchies")
struct DeepHierarchyTests {
    /// A chain of `depth` plain views, built from the bottom (each add is O(1)), and its top.
    private func chain(_ f: Fixture, depth: Int) throws -> UIView {
        var top = UIView(world: f.world, name: "V0")
        for i in 1...depth {
            let parent = UIView(world: f.world, name: "V\(i)")
            try parent.addSubview(top)
            top = parent
        }
        return top
    }

    @Test func aViewChainHundredThousandDeepEntersLeavesAndIsReleased() throws {
        let f = Fixture()
        let a = f.vc("A")
        try f.window.setRootViewController(a)
        try f.window.makeKeyAndVisible()
        try f.run()
        weak var bottomWatch: UIView?
        do {
            let top = try chain(f, depth: 100_000)
            var bottom = top
            while let next = bottom.subviews.first { bottom = next }
            bottomWatch = bottom
            try a.view.addSubview(top)                 // the subtree walk on entering the window
            #expect(bottom.window === f.window)
            try top.removeFromSuperview()              // and on leaving it
            #expect(bottom.window == nil)
        }
        #expect(bottomWatch == nil)                    // released without recursing per level
    }

    @Test func aViewHeldElsewhereKeepsItsSubviewsWhenItsSuperviewGoes() throws {
        let f = Fixture()
        let kept = UIView(world: f.world, name: "Kept")
        let leaf = UIView(world: f.world, name: "Leaf")
        try kept.addSubview(leaf)
        do {
            let top = UIView(world: f.world, name: "Top")
            try top.addSubview(kept)
        }
        #expect(kept.superview == nil)
        #expect(kept.subviews.map(\.name) == ["Leaf"])
    }

    @Test func containmentDeeperThanTheLimitIsRefusedWhereTheChildIsAdded() throws {
        let f = Fixture()
        var top = f.vc("C0")
        for i in 1...ContainmentTooDeep.limit {
            let parent = f.vc("P\(i)")
            try parent.addChild(top)
            top = parent
        }
        // `top` has `limit` levels of children below it: allowed; one more parent is one too many
        let over = f.vc("Over")
        #expect(throws: ContainmentTooDeep.self) { try over.addChild(top) }
        #expect(top.parent == nil)
        #expect(over.children.isEmpty)
        // the same total reached from the other side: a deep parent taking a child with children
        let leaf = f.vc("Leaf"), mid = f.vc("Mid")
        try mid.addChild(leaf)
        var bottom = top
        while let next = bottom.children.first { bottom = next }
        #expect(throws: ContainmentTooDeep.self) { try bottom.addChild(mid) }
    }
}

// Issue 30 item 3: the back-references of the per-event path are unretained (docs/performance.md,
// "Back-references without weak"); each must read nil once its target is gone, as a weak one did,
// never a freed object. These release the target while the object pointing at it lives on.

import Testing
@testable import LifecycleKit

@Suite("issue 30: back-references cleared by their targets")
struct BackReferenceTests {
    @Test func aSubviewForgetsItsSuperviewWhenTheSuperviewGoes() throws {
        let f = Fixture()
        let child = UIView(world: f.world, name: "C")
        let grandchild = UIView(world: f.world, name: "G")
        do {
            let parent = UIView(world: f.world, name: "P")
            try parent.addSubview(child)
            #expect(child.superview === parent)
        }
        #expect(child.superview == nil)
        // a view released with its superview clears its own subviews' link too
        do {
            let middle = UIView(world: f.world, name: "M")
            let top = UIView(world: f.world, name: "T")
            try top.addSubview(middle)
            try middle.addSubview(grandchild)
        }
        #expect(grandchild.superview == nil)
    }

    @Test func viewsDroppedFromTheListForgetTheirSuperview() throws {
        let f = Fixture()
        let kept = UIView(world: f.world, name: "K")
        do {
            let parent = UIView(world: f.world, name: "P")
            try parent.addSubview(kept)
            parent.subviews.removeAll()
            #expect(kept.superview == nil)
        }
        #expect(kept.superview == nil)
    }

    @Test func aChildForgetsItsParentWhenTheParentGoes() throws {
        let f = Fixture()
        let child = f.vc("C")
        weak var gone: UIViewController?
        do {
            let parent = f.vc("P")
            gone = parent
            try parent.addChild(child)
            #expect(child.parent === parent)
        }
        #expect(gone == nil)
        #expect(child.parent == nil)
        #expect(!child.isHeldByUIKit)
    }

    @Test func aPresentedControllerForgetsAPresenterThatGoes() throws {
        let f = Fixture()
        let presented = f.vc("M")
        weak var gone: UIViewController?
        do {
            let root = f.vc("R")
            gone = root
            try f.show(root)
            try f.run()
            try root.present(presented, animated: false)
            try f.run()
            #expect(presented.presenting === root)
            // the presenter is released while it presents: its window lets it go
            try f.world.windows[0].setRootViewController(nil)
            try f.run()
        }
        #expect(gone == nil)
        #expect(presented.presenting == nil)
    }

    @Test func aRootForgetsAWindowThatGoes() throws {
        let f = Fixture()
        let root = f.vc("R")
        do {
            let window = UIWindow(world: f.world, name: "W")
            try window.setRootViewController(root)
            #expect(root.windowAsRoot === window)
            f.world.tearDown()   // the world's list let its windows go
        }
        #expect(root.windowAsRoot == nil)
    }

    @Test func serialsAreNeverReused() {
        let f = Fixture()
        var seen: Set<Int> = []
        for i in 0..<2_000 { seen.insert(f.vc("C\(i)").serial) }   // each released at once
        #expect(seen.count == 2_000)
    }
}

// A presented controller's place in the layout order, kept for the part that is a run of
// presentations (LayoutQueue.swift, issue 30: a layout pass read the new top's place up a chain
// n deep, one edge per level, and a chain presented one level a turn cost n²).
//
// A controller that is presented, has no parent and is no window's root reaches the layout order
// by one edge only, its presentation ([2] in its place, LayoutKeys), so its place is its
// presenter's place and a 2. Each such controller keeps how many of them there are from it down
// the chain and the first controller below them: its place is that controller's place, then
// that many 2s. Kept here alone, in the three links it is made of (`presenting`, `parent`,
// `windowAsRoot`): each of them, when it changes, calls `presentationLinksChanged()`, which
// puts the run right on the controller and on the presented controllers above it, as far as
// they change.

/// How far a controller's run of presentations goes down its chain, and where it ends.
struct PresentationRun: Equatable {
    /// The presented controllers from this one down, this one included; 0 when it is not
    /// presented alone (or its chain is a cycle): its place is then read edge by edge.
    var length = 0
    /// The controller the run's lowest controller is presented by: its presenter, `length` levels
    /// down. Unretained: it presents (and so holds) the run's lowest controller; when it goes,
    /// that controller's `presenting` is cleared, which puts every run above it right.
    private var baseLink = Unretained<UIViewController>()

    var base: UIViewController? { baseLink.object }

    init() {}

    init(length: Int, base: UIViewController) {
        self.length = length
        baseLink.object = base
    }

    static func == (a: PresentationRun, b: PresentationRun) -> Bool {
        a.length == b.length && a.base === b.base
    }
}

extension UIViewController {
    /// Presented, with no parent and no window: its presentation is its one edge into the layout order.
    private var isPresentedAlone: Bool {
        guard let presenter = presenting, presenter.presented === self else { return false }
        return parent == nil && windowAsRoot == nil
    }

    /// The run this controller's links make, from its presenter's run.
    private var runFromLinks: PresentationRun {
        guard isPresentedAlone, let presenter = presenting else { return PresentationRun() }
        let below = presenter.presentationRun
        if below.length > 0, let base = below.base { return PresentationRun(length: below.length + 1, base: base) }
        return PresentationRun(length: 1, base: presenter)
    }

    /// One of this controller's links changed: its run, and those of the controllers presented
    /// above it, as far as they change.
    func presentationLinksChanged() {
        var node = self
        while true {
            let run = node.runFromLinks
            if run == node.presentationRun { return }
            node.presentationRun = run
            guard let above = node.presented, above.presenting === node else { return }
            if above === self { return forgetRuns(aroundCycleFrom: self) }
            node = above
        }
    }

    /// A chain of presentations that has become a cycle (none of it reaches a window): its
    /// controllers keep no run, and their places are read edge by edge (which finds the cycle).
    private func forgetRuns(aroundCycleFrom start: UIViewController) {
        var node = start
        repeat {
            node.presentationRun = PresentationRun()
            guard let above = node.presented else { return }
            node = above
        } while node !== start
    }
}

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
}

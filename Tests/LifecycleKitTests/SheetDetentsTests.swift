// semantics-ios26 §26: a sheet's detents. Each test fails without its rule.

import Testing
@testable import LifecycleKit

@Suite("semantics-ios26 §26 sheet detents")
struct SheetDetentsTests {
    static let detentEvents: Set<EventKind> = Set<EventKind>.lifecycle.union(Set<EventKind>.layoutEvents)
        .union([.viewIsAppearing, .sheetPresentationControllerDidChangeSelectedDetentIdentifier, .log])

    func presentSheet(ios: Int = 26) throws -> (Fixture, UIViewController, UIViewController) {
        let f = Fixture(ios: ios)
        let a = f.vc("A"), b = f.vc("B")
        try f.show(a)
        b.modalPresentationStyle = .pageSheet
        try a.present(b, animated: true)
        try f.run()
        f.tape.skip()
        return (f, a, b)
    }

    // §26 [doc]: a sheet has one, default detents { "large" } and no selection; other styles and iOS 14 have none
    @Test func aSheetHasDetents() throws {
        let f = Fixture(ios: 26)
        let b = f.vc("B")
        #expect(b.sheetPresentationController?.detents == ["large"])
        #expect(b.sheetPresentationController?.selectedDetentIdentifier == nil)
        b.modalPresentationStyle = .fullScreen
        #expect(b.sheetPresentationController == nil)
        let old = Fixture(ios: 14).vc("C")
        old.modalPresentationStyle = .pageSheet
        #expect(old.sheetPresentationController == nil)
    }

    // §26 [doc "The system calls this method after a sheet's selectedDetentIdentifier changes in response to user
    // interaction"]: a drag is a user event (next turn) calling the delegate once when the detent changes, and
    // no appearance or layout callback on either controller
    @Test func aDragCallsTheDelegateNextTurn() throws {
        let (f, _, b) = try presentSheet()
        let sheet = try #require(b.sheetPresentationController)
        try sheet.setDetents(["medium", "large"])
        try b.setPresentationControllerDelegate(Delegate([.sheetPresentationControllerDidChangeSelectedDetentIdentifier]))
        try b.dragSheet(to: "large")
        #expect(f.take(Self.detentEvents).isEmpty)
        try f.run()
        #expect(f.take(Self.detentEvents) == ["B.sheetPresentationControllerDidChangeSelectedDetentIdentifier"])
        #expect(sheet.selectedDetentIdentifier == "large")
        try b.dragSheet(to: "large")
        try f.run()
        #expect(f.take(Self.detentEvents).isEmpty)
    }

    // §26 [doc "The system doesn't call this after you change selectedDetentIdentifier"]: a change in code calls nothing
    @Test func aChangeInCodeCallsNothing() throws {
        let (f, _, b) = try presentSheet()
        let sheet = try #require(b.sheetPresentationController)
        try b.setPresentationControllerDelegate(Delegate([.sheetPresentationControllerDidChangeSelectedDetentIdentifier]))
        try sheet.setDetents(["medium", "large"])
        try sheet.setSelectedDetentIdentifier("medium")
        try f.run()
        #expect(f.take(Self.detentEvents).isEmpty)
        #expect(sheet.currentDetent == "medium")
    }

    // §26 [choice]: a detent that is not one of `detents` is an error listing them; so is dragging what is not a sheet
    @Test func anUnknownDetentIsAnError() throws {
        let (_, a, b) = try presentSheet()
        #expect("\(SheetMisuse.unknownDetent("meduim", allowed: ["large"], what: "dragSheet"))" == "dragSheet: no detent 'meduim'; the detents are: 'large'")
        #expect(throws: SheetMisuse.self) { try b.dragSheet(to: "medium") }
        #expect(throws: SheetMisuse.self) { try b.sheetPresentationController?.setDetents(["small"]) }
        #expect(throws: SheetMisuse.self) { try b.sheetPresentationController?.setSelectedDetentIdentifier("medium") }
        #expect(throws: SheetMisuse.self) { try a.dragSheet(to: "large") }
    }
}

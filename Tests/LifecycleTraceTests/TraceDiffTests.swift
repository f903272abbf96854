// lifelua diff: the alignment, the summary, and reading recorded JSONL back.

import Testing
@testable import LifecycleTrace
import LifecycleKit

@Suite struct TraceDiffTests {
    func e(_ vc: String, _ kind: EventKind, _ time: Double = 0, animated: Bool? = nil) -> TraceEvent {
        var event = TraceEvent(controller: vc, event: kind, animated: animated)
        event.time = time
        return event
    }

    @Test func alignsAndSummarisesEachSide() {
        let left = [e("A", .viewDidLoad), e("A", .viewWillDisappear, animated: true), e("B", .viewWillAppear, animated: true)]
        let right = [e("A", .viewDidLoad), e("B", .viewWillAppear, animated: true), e("B", .viewIsAppearing)]
        let diff = TraceDiff(left: left, right: right, leftName: "iOS 12", rightName: "iOS 18", ignoreTime: false)
        #expect(diff.steps == [.both(0, 0), .first(1), .both(2, 1), .second(2)])
        #expect(diff.differs)
        #expect(diff.summaryLines(diff.steps) == [
            "A.viewWillDisappear (animated) at 0.000 s only on iOS 12",
            "B.viewIsAppearing at 0.000 s only on iOS 18",
        ])
    }

    @Test func timeIsComparedUnlessIgnored() {
        let left = [e("A", .viewDidAppear, 0.5)], right = [e("A", .viewDidAppear, 0.4)]
        #expect(TraceDiff(left: left, right: right, leftName: "a", rightName: "b", ignoreTime: false).differs)
        #expect(!TraceDiff(left: left, right: right, leftName: "a", rightName: "b", ignoreTime: true).differs)
    }

    // --ignore-time compares the events at time 0: it used to cut a fixed 10 characters, so a
    // time column wider than 8 (10000 s and more) left a space in the key and a false difference.
    @Test func ignoreTimeHoldsForLongTimes() {
        let left = [e("A", .viewWillAppear, 1.5, animated: true)]
        let right = [e("A", .viewWillAppear, 10000.25, animated: true)]
        #expect(!TraceDiff(left: left, right: right, leftName: "a", rightName: "b", ignoreTime: true).differs)
        #expect(TraceDiff(left: left, right: right, leftName: "a", rightName: "b", ignoreTime: false).differs)
    }

    @Test func readsLifeluasJSONLBack() throws {
        let events = [e("A", .viewWillAppear, 0.25, animated: true), TraceEvent(controller: nil, event: .log, message: "tab\there \"q\" é")]
        let text = events.map(JSONLTraceWriter.line).joined(separator: "\n") + "\n{\"event\":\"hint\",\"id\":\"x\"}\n"
        let read = try JSONLReader.events(text)
        #expect(read.count == 2)   // the hint line is not an event
        #expect(read == events)
        #expect(throws: JSONLReader.Failure.self) { _ = try JSONLReader.events("{\"event\":\"viewDidLoad\"\n") }
        // the line number counts blank lines, as an editor does
        #expect(throws: JSONLReader.Failure.self) { _ = try JSONLReader.events("\n\n{\"event\"\n") }
        do { _ = try JSONLReader.events("\n\n{\"event\"\n") } catch let f as JSONLReader.Failure { #expect(f.line == 3) } catch { Issue.record("\(error)") }
    }

    /// Strings read in place when they hold no escape, decoded when they do (RFC 8259), written
    /// out rather than round-tripped through the writer; an unterminated one is still an error.
    @Test func readsStringsWithAndWithoutEscapes() throws {
        let read = try JSONLReader.events(#"""
        {"event":"viewDidLoad","vc":"名前 plain"}
        {"event":"viewDidLoad","vc":"A \"q\" \\ \u00e9\n\tend"}
        """#)
        #expect(read.map(\.controller) == ["名前 plain", "A \"q\" \\ é\n\tend"])
        #expect(throws: JSONLReader.Failure.self) { _ = try JSONLReader.events(#"{"event":"viewDidLoad","vc":"open"#) }
    }

    /// issue 31: numbers out of range, wrong types and bad literals are the line's error (a `seq`
    /// of 1e999 trapped converting to Int).
    @Test func hostileRecordingsAreLineErrors() {
        for line in ["{\"seq\":1e999,\"event\":\"viewDidLoad\",\"vc\":\"A\"}",
                     "{\"seq\":-1e300,\"event\":\"viewDidLoad\",\"vc\":\"A\"}",
                     "{\"seq\":1.5,\"event\":\"viewDidLoad\",\"vc\":\"A\"}",
                     "{\"time\":1e999,\"event\":\"viewDidLoad\",\"vc\":\"A\"}",
                     "{\"time\":nan,\"event\":\"viewDidLoad\",\"vc\":\"A\"}",
                     "{\"time\":\"0\",\"event\":\"viewDidLoad\",\"vc\":\"A\"}",
                     "{\"vc\":3,\"event\":\"viewDidLoad\"}",
                     "{\"animated\":tru,\"event\":\"viewDidLoad\",\"vc\":\"A\"}"] {
            do { _ = try JSONLReader.events("\n" + line + "\n"); Issue.record("accepted: \(line)") }
            catch let f as JSONLReader.Failure { #expect(f.line == 2) } catch { Issue.record("\(error)") }
        }
    }
}

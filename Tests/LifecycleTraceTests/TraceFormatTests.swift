// The picture formats (mermaid, svg): events fed straight to the sinks, output checked as text.
// Well-formedness of the SVG is checked by Python's XML parser on a temp file.

import Testing
@testable import LifecycleTrace
import LifecycleKit
import TestSupport
#if canImport(Glibc)
import Glibc
#endif

/// A small trace: a navigation controller and its root appear, a child is added, a delegate
/// fires, a log line and a warning, at two instants.
func sampleEvents(names: (String, String, String) = ("Nav", "Home", "Ads")) -> [TraceEvent] {
    let (nav, home, ads) = names
    var events: [TraceEvent] = [
        TraceEvent(controller: nav, event: .viewDidLoad),
        TraceEvent(controller: home, event: .viewDidLoad),
        TraceEvent(controller: nav, event: .viewWillAppear, animated: false),
        TraceEvent(controller: home, event: .viewWillAppear, animated: false),
        TraceEvent(controller: nav, event: .willShow, animated: false, target: home),
        TraceEvent(controller: nil, event: .log, message: "tapped; #1 \"now\""),
        TraceEvent(controller: ads, event: .willMove, parent: .some(nav)),
        TraceEvent(controller: ads, event: .viewWillAppear, animated: true),
        TraceEvent(controller: nav, event: .viewDidAppear, animated: false),
        TraceEvent(controller: home, event: .viewDidAppear, animated: false),
        TraceEvent(controller: ads, event: .viewDidAppear, animated: true),
        TraceEvent(controller: ads, event: .warning, message: "Unbalanced calls to begin/end appearance transitions"),
        TraceEvent(controller: ads, event: .didMove, parent: .some(nil)),
    ]
    for i in events.indices {
        events[i].seq = i + 1
        events[i].time = i < 8 ? 0 : 0.2
    }
    return events
}

@Suite struct MermaidTraceFormatTests {
    func render(_ events: [TraceEvent]) -> String {
        var out = ""
        let sink = MermaidTraceWriter(write: { out += $0 })
        for e in events { sink.record(e) }
        #expect(out.isEmpty, "a picture is written when the run ends, not as events come")
        sink.finish()
        sink.finish()   // a second finish writes nothing more
        return out
    }

    @Test func participantsInOrderOfFirstAppearance() {
        let lines = render(sampleEvents()).split(separator: "\n").map(String.init)
        #expect(lines.first == "sequenceDiagram")
        let participants = lines.filter { $0.hasPrefix("    participant ") }
        #expect(participants == ["    participant P1 as Nav", "    participant P2 as Home", "    participant P3 as Ads"])
    }

    @Test func messagesInOrder() {
        let lines = render(sampleEvents()).split(separator: "\n").map { String($0.drop(while: { $0 == " " })) }
        let messages = lines.filter { $0.contains("->>") }
        #expect(messages == [
            "P1->>P1: viewDidLoad",
            "P2->>P2: viewDidLoad",
            "P1->>P1: viewWillAppear (not animated)",
            "P2->>P2: viewWillAppear (not animated)",
            "P1->>P2: willShow (not animated)",
            // issue 29: from the parent, once the trace has said it is one (willShow, willMove)
            "P1->>P3: willMove (parent: Nav)",
            "P1->>P3: viewWillAppear (animated)",
            "P1->>P1: viewDidAppear (not animated)",
            "P1->>P2: viewDidAppear (not animated)",
            "P1->>P3: viewDidAppear (animated)",
            "P1->>P3: didMove (parent: nil)",
        ])
        #expect(lines.contains("Note over P1,P3: tapped#59; #35;1 #quot;now#quot;"))
        #expect(lines.contains("Note over P3: ⚠ Unbalanced calls to begin/end appearance transitions"))
        #expect(lines.filter { $0.hasPrefix("Note over P1,P3: t = ") } == ["Note over P1,P3: t = 0.000 s", "Note over P1,P3: t = 0.200 s"])
        // The log note comes between willShow and Ads.willMove, as traced.
        let logIndex = lines.firstIndex { $0.contains("tapped") }!
        #expect(lines[logIndex - 1] == "P1->>P2: willShow (not animated)")
        #expect(lines[logIndex + 1] == "P1->>P3: willMove (parent: Nav)")
    }

    @Test func namesAreEscaped() {
        let out = render(sampleEvents(names: ("A;B", "C#D", "E\"F: <G>")))
        #expect(out.contains("participant P1 as A#59;B\n"))
        #expect(out.contains("participant P2 as C#35;D\n"))
        #expect(out.contains("participant P3 as E#quot;F#58; #lt;G#gt;\n"))
        #expect(out.contains("willMove (parent: A#59;B)"))
        // Nothing but entity codes carries a ';' or '#'.
        for line in out.split(separator: "\n") {
            var rest = Substring(line)
            while let hash = rest.firstIndex(of: "#") {
                let after = rest[rest.index(after: hash)...]
                #expect(after.prefix(while: { $0 != ";" }).allSatisfy { $0.isLetter || $0.isNumber }, "bare # in \(line)")
                rest = after.drop(while: { $0 != ";" }).dropFirst()
            }
        }
    }

    @Test func emptyTraceIsStillADiagram() {
        let out = render([])
        #expect(out == "sequenceDiagram\n    participant P0 as trace\n")
    }
}

@Suite struct SVGTraceFormatTests {
    func render(_ events: [TraceEvent]) -> String {
        var out = ""
        let sink = SVGTraceWriter(write: { out += $0 })
        for e in events { sink.record(e) }
        #expect(out.isEmpty)
        sink.finish()
        return out
    }

    func isWellFormedXML(_ svg: String) -> Bool {
        let path = FormatTestSupport.writeTemp(svg, suffix: ".svg")
        defer { unlink(path) }
        return FormatTestSupport.shell("python3 -c 'import xml.dom.minidom,sys; xml.dom.minidom.parse(sys.argv[1])' \(path)") == 0
    }

    func count(_ needle: String, in haystack: String) -> Int {
        haystack.split(separator: needle, omittingEmptySubsequences: false).count - 1
    }

    @Test func wellFormedWithOneLanePerController() {
        let svg = render(sampleEvents())
        #expect(svg.hasPrefix("<?xml"))
        #expect(isWellFormedXML(svg))
        #expect(count("<g class=\"lane\"", in: svg) == 3)
        for name in ["Nav", "Home", "Ads"] { #expect(svg.contains("data-controller=\"\(name)\"")) }
        #expect(count("<g class=\"event ", in: svg) == 13)
        #expect(!svg.contains("<script"))
        #expect(!svg.contains("href"))
    }

    @Test func spansWarningsAndTicks() {
        let svg = render(sampleEvents())
        #expect(count("class=\"span-appearing\"", in: svg) == 3)
        #expect(count("class=\"span-visible\"", in: svg) == 3)   // still visible at the end
        #expect(svg.contains("<title>#12  0.200  warning        Unbalanced calls to begin/end appearance transitions</title>"))
        #expect(svg.contains(">0 s</text>"))
        #expect(svg.contains(">0.2 s</text>"))
        #expect(svg.contains("class=\"legend\""))
    }

    @Test func eventsOfOneInstantDoNotShareAnX() {
        let svg = render(sampleEvents())
        var xs: [String] = []
        for chunk in svg.split(separator: "<g class=\"event ").dropFirst() {
            // The label's x (the last <text> of the group; a warning's marker has its own "!").
            let text = chunk.split(separator: "<text x=\"").last!.prefix(while: { $0 != "\"" })
            xs.append(String(text))
        }
        #expect(xs.count == 13)
        #expect(Set(xs).count == xs.count, "label x positions: \(xs)")
    }

    @Test func namesAndMessagesAreEscaped() {
        var events = sampleEvents(names: ("A<&>B", "\"Q\"", "R&D"))
        events[5].message = "a < b && c > d"
        let svg = render(events)
        #expect(isWellFormedXML(svg))
        #expect(svg.contains("data-controller=\"A&lt;&amp;&gt;B\""))
        #expect(svg.contains("data-controller=\"&quot;Q&quot;\""))
        #expect(svg.contains("data-controller=\"R&amp;D\""))
        #expect(svg.contains("a &lt; b &amp;&amp; c &gt; d"))
        #expect(!svg.contains("A<&>B"))
    }

    @Test func emptyTraceIsStillAPicture() {
        let svg = render([])
        #expect(isWellFormedXML(svg))
        #expect(svg.contains("(no events)"))
    }
}

// issue 12 item 10: one event, one line of text, whatever bytes the script put in a name or a
// message; the fast writer and the one-line renderer (colour) agree.
@Suite struct TextTraceEscapingTests {
    @Test func controlCharactersCannotSplitOrMergeLines() {
        var e1 = TraceEvent(controller: "A\0B", event: .viewDidLoad)
        e1.seq = 1
        var e2 = TraceEvent(controller: nil, event: .log, message: "one\ntwo\r\u{1b}[31m\tend")
        e2.seq = 2
        var out = ""
        let sink = TextTraceWriter(write: { out += $0 })
        for e in [e1, e2] { sink.record(e) }
        sink.finish()
        let lines = out.split(separator: "\n", omittingEmptySubsequences: false).dropLast()
        #expect(lines.count == 2, "\(out)")
        #expect(lines.first?.contains("A\\0B") == true)
        #expect(lines.last?.hasSuffix("one\\ntwo\\r\\x1b[31m\tend") == true)
        #expect(!out.utf8.contains(0))
        #expect(String(lines.last ?? "") == TextTraceWriter.line(e2))
        #expect(Escaping.line("Home") == "Home")
    }
}

// issue 11: the byte writers cache names by their String's representation; whatever the names
// (escaping needed or not, short or long, the same text in another storage, more names than
// slots), each line is the String renderer's.
@Suite struct WriterNameCacheTests {
    static func events() -> [TraceEvent] {
        let base = ["A", "Nav", "a \"quoted\" name", "back\\slash", "tab\there", "ünïcödé",
                    "a name long enough to live outside the String", "ctl\u{1}x",
                    "ThirteenChars", "FourteenChars!", "FifteenChars!!!", ""]   // the name column's width, 14
        var names = base
        names += base.map { String(decoding: Array($0.utf8), as: UTF8.self) }   // same text, new storage
        names += (0..<600).map { "P\($0)" }
        var events: [TraceEvent] = []
        for (i, name) in (names + names).enumerated() {
            var e = TraceEvent(controller: name, event: i % 3 == 0 ? .willMove : .viewWillAppear,
                               animated: i % 2 == 0, parent: i % 3 == 0 ? .some(names[i % names.count]) : nil,
                               target: i % 5 == 0 ? names[(i * 7) % names.count] : nil)
            e.seq = i + 1
            e.time = Double(i) / 8
            events.append(e)
        }
        return events
    }

    @Test func jsonlLinesAreTheStringRenderersLines() {
        var out: [String] = []
        let sink = JSONLTraceWriter(write: { out.append($0) })
        let events = Self.events()
        for e in events { sink.record(e) }
        #expect(out == events.map { JSONLTraceWriter.line($0) + "\n" })
    }

    @Test func textLinesAreTheStringRenderersLines() {
        var out: [String] = []
        let sink = TextTraceWriter(write: { out.append($0) })
        let events = Self.events()
        for e in events { sink.record(e) }
        #expect(out == events.map { TextTraceWriter.line($0) + "\n" })
    }
}

// issue 28 item 6: the groups `run --help` lists (TraceFilter.groupNames) are exactly those
// `--events` accepts, each once.
@Test func theListedEventGroupsAreTheParsersGroups() {
    #expect(Set(TraceFilter.groupNames) == Set(TraceFilter.groups.keys))
    #expect(Set(TraceFilter.groupNames).count == TraceFilter.groupNames.count)
}

// semantics-containers §32.1: a cell's display event carries its item as `index` in every format
// (text "index 3", JSONL "index":3), read back by the JSONL reader, and the byte writers agree
// with the String renderers.
@Test func aCellEventCarriesItsIndexInEveryFormat() throws {
    var e = TraceEvent(controller: "Feed", event: .willDisplay, index: 3)
    e.seq = 7
    #expect(TextTraceWriter.line(e) == "   0.000  Feed           willDisplay         index 3")
    #expect(JSONLTraceWriter.line(e) == #"{"seq":7,"time":0.0,"vc":"Feed","event":"willDisplay","index":3}"#)
    #expect(MermaidTraceWriter.messageText(e) == "willDisplay (index 3)")
    var text: [String] = [], jsonl: [String] = []
    TextTraceWriter(write: { text.append($0) }).record(e)
    JSONLTraceWriter(write: { jsonl.append($0) }).record(e)
    #expect(text == [TextTraceWriter.line(e) + "\n"])
    #expect(jsonl == [JSONLTraceWriter.line(e) + "\n"])
    #expect(try JSONLReader.events(JSONLTraceWriter.line(e)) == [e])
}

// RFC 8259's escapes, written out (the writers and the one-line renderers share Escaping.json,
// so their agreement above cannot catch it): quote, backslash and control characters escaped,
// everything else, UTF-8 above ASCII included, as is.
@Test func jsonStringsEscapeWhatRFC8259Requires() {
    #expect(Escaping.json("Home") == #""Home""#)
    #expect(Escaping.json("ünïcödé 名前") == #""ünïcödé 名前""#)
    #expect(Escaping.json("a \"q\" \\ \n\r\t\u{1}\u{1f}") == #""a \"q\" \\ \n\r\t\u0001\u001f""#)
    #expect(Escaping.json("") == #""""#)
}

// The JSONL writer escapes a message from its bytes (LineBytes.jsonString): the same bytes as
// Escaping.json, for every ASCII character alone and in a run, and for text beyond ASCII.
@Test func theByteWritersJSONStringsAreEscapingJSONs() {
    var samples = (0..<128).map { String(UnicodeScalar(UInt8($0))) }
    samples += [String((0..<128).map { Character(UnicodeScalar(UInt8($0))) }), "", "plain text",
                "ünïcödé 名前 \u{1} \"q\" \\", "\u{7f}\u{80}\u{ffff}\u{10ffff}", "end\n"]
    for s in samples {
        var got = ""
        let out = LineBytes { got = $0 }
        out.jsonString(s)
        out.flushLine()
        #expect(got == Escaping.json(s) + "\n", "\(Array(s.utf8))")
    }
}

// The byte writer pads the callback column to 19 and keeps one space after a longer name, as the
// one-line renderer does.
@Test func aLongCallbackNameKeepsOneSpaceBeforeItsDetails() {
    var e = TraceEvent(controller: "A", event: .presentationTransitionWillBegin, target: "B")
    e.seq = 1
    var out = ""
    TextTraceWriter(write: { out += $0 }).record(e)
    #expect(out == TextTraceWriter.line(e) + "\n")
    #expect(out.hasSuffix("presentationTransitionWillBegin → B\n"))
}

// The REPL's core (ReplSession), fed lines as a pipe or a terminal would, without a terminal.

#if canImport(Glibc)
import Glibc
#endif
import Testing
@testable import LifeluaREPL

/// A session whose output and errors are captured; `take()` returns what came since the last take.
final class ReplHarness {
    var out = ""
    var err = ""
    var mark = 0
    var session: ReplSession!

    init() {
        session = ReplSession(write: { [unowned self] in out += $0 },
                              writeError: { [unowned self] in err += $0; out += $0 })
    }

    /// Feeds the lines and returns what they printed (errors included).
    @discardableResult
    func feed(_ lines: String...) -> String {
        for line in lines { session.feed(line) }
        let all = Array(out.utf8)
        let s = String(decoding: all[mark...], as: UTF8.self)
        mark = all.count
        return s
    }

    /// The scene of the tests: A is the root of a visible window, B exists.
    func setUpScene() {
        feed(#"local a = UIViewController("A")"#,
             #"local b = UIViewController("B")"#,
             "w = UIWindow()",
             "w.rootViewController = a",
             "w:makeKeyAndVisible()")
    }
}

@Suite struct ReplTests {
    @Test func expressionValuesArePrinted() {
        let h = ReplHarness()
        #expect(h.feed("1 + 1") == "2\n")
        #expect(h.feed(#"1, "two", nil, true"#) == "1\ttwo\tnil\ttrue\n")
        #expect(h.feed("x = 5") == "")
        #expect(h.feed("x * 2") == "10\n")
        #expect(h.session.prompt == "> ")
    }

    @Test func valuesGoThroughTheGlobalPrint() {
        let h = ReplHarness()
        h.feed(#"print = function(...) log("custom") end"#)
        #expect(h.feed("42").contains("log"))
        #expect(h.feed("42").contains("custom"))
    }

    @Test func incompleteStatementsContinue() {
        let h = ReplHarness()
        #expect(h.feed("function f()") == "")
        #expect(h.session.prompt == ">> ")
        #expect(h.session.isContinuing)
        #expect(h.feed("  return 1") == "")
        #expect(h.session.prompt == ">> ")
        #expect(h.feed("end") == "")
        #expect(h.session.prompt == "> ")
        #expect(h.feed("f()") == "1\n")
        // A string left open continues too.
        h.feed("s = [[one")
        #expect(h.session.prompt == ">> ")
        h.feed("two]]")
        #expect(h.feed("s") == "one\ntwo\n")
    }

    @Test func errorsAreShownAndTheSessionContinues() {
        let h = ReplHarness()
        let out = h.feed(#"error("boom")"#)
        #expect(out.contains("stdin:1: boom"))
        #expect(out.contains("stack traceback:"))
        #expect(h.session.lastEntryFailed)
        #expect(h.feed("x = = 1").contains("unexpected symbol"))
        #expect(h.session.prompt == "> ")
        #expect(h.feed("1 + 1") == "2\n")
        #expect(!h.session.lastEntryFailed)
        // print's own error is reported as lua.c does.
        #expect(h.feed("setmetatable({}, { __tostring = function() error('bad') end })").contains("error calling 'print'"))
    }

    @Test func topLevelLocalsBecomeGlobals() {
        let h = ReplHarness()
        h.feed("local n = 3")
        #expect(h.feed("n") == "3\n")
        h.feed("local function twice(x) return 2 * x end")
        #expect(h.feed("twice(n)") == "6\n")
        h.feed("local p, q")
        #expect(h.feed("p, q") == "nil\tnil\n")
        h.feed("for i = 1, 2 do local inner = i end")
        #expect(h.feed("inner") == "nil\n")
        h.feed("local c <const> = 7")
        #expect(h.feed("c") == "nil\n")
    }

    @Test func callbacksArePrintedIndentedUnderTheEntry() {
        let h = ReplHarness()
        h.setUpScene()
        let out = h.feed("a:present(b, true)")
        let lines = out.split(separator: "\n", omittingEmptySubsequences: true)
        #expect(!lines.isEmpty)
        #expect(lines.allSatisfy { $0.hasPrefix("  ") })
        #expect(lines.contains { $0.contains("B") && $0.contains("viewWillAppear") })
        // The drain ran: the animated presentation finished.
        #expect(lines.contains { $0.contains("B") && $0.contains("viewDidAppear") })
        #expect(h.feed("b.presentingViewController == a") == "true\n")
    }

    @Test func treeShowsTheHierarchy() {
        let h = ReplHarness()
        h.setUpScene()
        h.feed("a:present(b, false)")
        let tree = h.feed(":tree")
        #expect(tree.contains("UIWindow"))
        #expect(tree.contains("A"))
        #expect(tree.contains("B"))
        #expect(!tree.hasPrefix("  "))
    }

    @Test func traceListsEventsSinceTheLastClear() {
        let h = ReplHarness()
        h.setUpScene()
        h.feed("trace.clear()")
        #expect(h.feed(":trace").contains("no events"))
        h.feed("a:present(b, false)")
        let trace = h.feed(":trace")
        #expect(trace.contains("viewWillAppear"))
        #expect(trace.contains("viewDidAppear"))
    }

    @Test func stepRunsOneTurnAndStopsDraining() {
        let h = ReplHarness()
        h.setUpScene()
        #expect(h.feed(":step").contains("nothing pending"))
        #expect(!h.session.autoDrain)
        let entry = h.feed("a:present(b, true)")
        #expect(!entry.contains("viewDidAppear"))
        var stepped = ""
        for _ in 0..<10 where !stepped.contains("idle") { stepped += h.feed(":step") }
        #expect(stepped.contains("viewWillAppear"))
        #expect(stepped.contains("viewDidAppear"))
        h.feed(":run")
        #expect(h.session.autoDrain)
    }

    @Test func resetGivesAFreshWorld() {
        let h = ReplHarness()
        h.setUpScene()
        h.feed("RunLoop.run(1)")
        #expect(h.feed("now()") == "1.0\n")
        #expect(h.feed(":reset").contains("fresh world"))
        #expect(h.feed("now()") == "0.0\n")
        #expect(!h.feed(":tree").contains("UIWindow: Window>"))
    }

    @Test func commands() {
        let h = ReplHarness()
        #expect(h.feed(":help").contains(":step"))
        #expect(h.feed(":nope").contains("unknown command"))
        #expect(h.feed(":load /nonexistent/file.lua").contains("cannot open"))
        #expect(!h.session.wantsQuit)
        h.feed(":quit")
        #expect(h.session.wantsQuit)
    }

    @Test func loadRunsAFileInTheCurrentWorld() throws {
        let path = "/tmp/lifelua-repl-test-\(getpid()).lua"
        let f = try #require(fopen(path, "wb"))
        fputs("""
            local root = UIViewController("Root")
            local window = UIWindow()
            window.rootViewController = root
            window:makeKeyAndVisible()
            """, f)
        fclose(f)
        defer { unlink(path) }
        let h = ReplHarness()
        let out = h.feed(":load " + path)
        // the callbacks the load caused, indented under it
        #expect(out.split(separator: "\n").contains { $0.hasPrefix("  ") && $0.contains("Root") && $0.contains("viewDidAppear") }, "\(out)")
        #expect(h.feed("root") == "<UIViewController: Root>\n")
        #expect(h.feed("window.rootViewController == root") == "true\n")
    }

    @Test func completion() {
        let h = ReplHarness()
        h.setUpScene()
        #expect(h.session.completions(for: "UIVi").contains("UIViewController"))
        #expect(h.session.completions(for: "UIVi").contains("UIView"))
        #expect(h.session.completions(for: ":tr") == [":trace", ":tree"])
        #expect(h.session.completions(for: "a:pre") == ["a:present"])
        #expect(h.session.completions(for: "a.modalP") == ["a.modalPresentationStyle"])
        #expect(h.session.completions(for: "w.rootV") == ["w.rootViewController"])
        #expect(h.session.completions(for: "w.rootViewController.nam") == ["w.rootViewController.name"])
        #expect(h.session.completions(for: "trace.e") == ["trace.events"])
        #expect(h.session.completions(for: "UIViewController:sub") == ["UIViewController:subclass"])
        #expect(h.session.completions(for: "nothing.x").isEmpty)
        #expect(h.session.completions(for: "f().x").isEmpty)
        // Fields of the author's own and of a scripted subclass.
        h.feed(#"Custom = UIViewController:subclass("Custom", { greet = function(self) end })"#)
        h.feed(#"c = Custom("C")"#)
        h.feed("c.counter = 1")
        #expect(h.session.completions(for: "c:gr") == ["c:greet"])
        #expect(h.session.completions(for: "c.cou") == ["c.counter"])
        // Reading b.view while completing loads it: its viewDidLoad is printed with the next entry.
        #expect(h.session.completions(for: "b.view.supe") == ["b.view.superview"])
        #expect(h.feed("1").contains("viewDidLoad"))
    }

    // semantics-containers §32: the collection and table view controllers and their cells complete
    @Test func completionOfListsAndCells() {
        let h = ReplHarness()
        #expect(h.session.completions(for: "UICollectionV").contains("UICollectionViewController"))
        #expect(h.session.completions(for: "UITableV").contains("UITableViewController"))
        h.feed(#"feed = UICollectionViewController{ name = "Feed", numberOfItems = 5, visibleItems = 2 }"#)
        h.feed(#"list = UITableViewController{ name = "List", numberOfRows = 5, visibleRows = 2 }"#)
        #expect(h.session.completions(for: "feed:scr") == ["feed:scrollToItem"])
        #expect(h.session.completions(for: "list:scr") == ["list:scrollToRow"])
        #expect(h.session.completions(for: "feed.numberOf") == ["feed.numberOfItems"])
        #expect(h.session.completions(for: "feed.visibleC") == ["feed.visibleCells"])
    }

    @Test func chunkRewriting() {
        #expect(ReplChunk.globalizingTopLevelLocals("local a = 1") == "a = 1")
        #expect(ReplChunk.globalizingTopLevelLocals("local a, b = 1, 2; local c") == "a, b = 1, 2; c = nil")
        #expect(ReplChunk.globalizingTopLevelLocals("local function f() local x = 1 end") == "function f() local x = 1 end")
        #expect(ReplChunk.globalizingTopLevelLocals("if x then local y = 1 end") == "if x then local y = 1 end")
        #expect(ReplChunk.globalizingTopLevelLocals("s = 'local a = 1' -- local b = 2") == "s = 'local a = 1' -- local b = 2")
        #expect(ReplChunk.globalizingTopLevelLocals("local t <close> = x") == "local t <close> = x")
        #expect(ReplChunk.globalizingTopLevelLocals("while true do local z = 1 end local w = 2") == "while true do local z = 1 end w = 2")
    }
}

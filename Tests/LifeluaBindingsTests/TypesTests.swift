// `lifelua types`: the generated definitions equal the shipped types/lifelua.d.lua, the file is
// valid Lua, and it covers the binding table.

import Testing
@testable import LifeluaBindings
import LifecycleKit
import TestSupport
#if canImport(Glibc)
import Glibc
#endif

@Suite struct TypesTests {
    // the union is written out for start-up's sake (issue 11); it must name every notification
    @Test func notificationNameTypeNamesEveryNotification() {
        #expect(GlobalFunction.notificationNameType
                == ApplicationNotification.allCases.map { "\"\($0.rawValue)\"" }.joined(separator: "|"))
    }

    static let shippedPath = FormatTestSupport.packageRoot + "/types/lifelua.d.lua"

    @Test func generatedEqualsShippedFile() throws {
        let generated = TypesGenerator.generate()
        let shipped = try #require(FormatTestSupport.read(Self.shippedPath), "missing \(Self.shippedPath)")
        if generated != shipped {
            let g = generated.split(separator: "\n", omittingEmptySubsequences: false)
            let s = shipped.split(separator: "\n", omittingEmptySubsequences: false)
            let i = (0..<min(g.count, s.count)).first { g[$0] != s[$0] } ?? min(g.count, s.count)
            Issue.record("""
                types/lifelua.d.lua is out of date (regenerate: .build/release/lifelua types > types/lifelua.d.lua)
                first difference at line \(i + 1):
                  generated: \(i < g.count ? String(g[i]) : "<end>")
                  shipped:   \(i < s.count ? String(s[i]) : "<end>")
                """)
        }
    }

    @Test func shippedFileLoadsAsLua() {
        let status = FormatTestSupport.shell("cd '\(FormatTestSupport.packageRoot)' && lua5.4 -e 'assert(loadfile(\"types/lifelua.d.lua\"))'")
        #expect(status == 0)
    }

    @Test func generatedFileLoadsAsLua() {
        let path = FormatTestSupport.writeTemp(TypesGenerator.generate(), suffix: ".lua")
        defer { unlink(path) }
        #expect(FormatTestSupport.shell("lua5.4 -e 'assert(loadfile(\"\(path)\"))'") == 0)
    }

    @Test func coversTheBindingTable() {
        let text = TypesGenerator.generate()
        #expect(text.hasPrefix("---@meta\n"))
        for c in Registry.classes {
            #expect(text.contains("---@class \(c.name)" + (c.superName.map { ": \($0)" } ?? "") + "\n"))
            #expect(text.contains("\n\(c.name) = {}\n"))
            for p in c.properties { #expect(text.contains("---@field \(p.name) \(p.type) "), "\(c.name).\(p.name)") }
            for m in c.methods {
                #expect(text.contains("function \(c.name):\(m.name)(\(m.params.map { $0.0 }.joined(separator: ", "))) end"))
            }
        }
        for f in Registry.globals {
            #expect(text.contains("function \(f.path)("), "\(f.path)")
        }
        for style in ModalPresentationStyle.allCases { #expect(text.contains("---| \"\(style.rawValue)\"\n")) }
        for callback in ["viewDidLoad()", "viewWillAppear(animated)", "viewIsAppearing(animated)", "viewDidAppear(animated)",
                         "viewWillDisappear(animated)", "viewDidDisappear(animated)", "willMove(parent)", "didMove(parent)"] {
            #expect(text.contains("function UIViewController:\(callback) end"))
        }
        #expect(text.contains("---@overload fun(name: string): UIViewController\n"))
        #expect(text.contains("function UIViewController:subclass(name, defs) end"))
        #expect(text.contains("---@class TraceEvent\n"))
        for shape in ["PresentationControllerDelegate", "NavigationControllerDelegate", "TabBarControllerDelegate"] {
            #expect(text.contains("---@class \(shape)\n"))
        }
        #expect(text.contains("function DispatchQueue.main:async(block) end"))
        #expect(text.contains("\nDispatchQueue.main = {}\n"))
    }
}

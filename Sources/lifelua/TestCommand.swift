// `lifelua test [PATH...]`: scenario files and golden traces, for CI.

import ArgumentParser
import LifecycleKit
import LifeluaBindings
#if canImport(Glibc)
import Glibc
#endif

struct Test: ParsableCommand {
    static let configuration = CommandConfiguration(
        abstract: "Runs scenario files and checks their expectations and golden traces.",
        discussion: """
        Each file runs in a fresh Lua state; each scenario("name", fn) block in it runs in a fresh
        world. NAME.lua beside NAME.trace is checked against the text trace (--update rewrites
        it). A file may set its device in a header line: `-- lifelua: --ios 12 --device ipad`.
        Prints a line per scenario, then `N passed, N failed`; exits 1 on any failure.

        Examples:
          lifelua test examples/
          lifelua test --update examples/present_sheet.lua
        """
    )

    @Argument(help: "Files or folders (default: the current folder's *_spec.lua and examples/).")
    var paths: [String] = []

    @Flag(name: .long, help: "Rewrite the golden traces from the current output.")
    var update = false

    @OptionGroup var device: DeviceOptions

    func run() throws {
        let files = try TestFiles.collect(paths.isEmpty ? ["."] : paths, defaultMode: paths.isEmpty)
        let runner = TestRunner()
        runner.update = update
        let base = try device.configuration()
        var passed = 0, failed = 0
        for file in files {
            guard let source = FileText.read(file) else {
                print("FAIL \(file): cannot read the file")
                failed += 1
                continue
            }
            let goldenPath = String(file.dropLast(4)) + ".trace"
            let golden = FileText.read(goldenPath)
            let results = runner.run(file: file, source: source, golden: golden, base: base,
                                     writeGolden: { FileText.write(goldenPath, $0) })
            for r in results {
                if r.passed {
                    passed += 1
                    print("ok   \(r.name)")
                } else {
                    failed += 1
                    print("FAIL \(r.name)")
                    if let m = r.message { print(m.split(separator: "\n", omittingEmptySubsequences: false).map { "     " + $0 }.joined(separator: "\n")) }
                }
            }
        }
        print("\(passed) passed, \(failed) failed")
        if failed > 0 || passed == 0 { throw ExitCode(1) }
    }
}

enum TestFiles {
    /// Files named, and in folders: their *.lua files (the default mode: *_spec.lua, plus examples/).
    static func collect(_ paths: [String], defaultMode: Bool) throws -> [String] {
        var files: [String] = []
        for path in paths {
            if FileText.isDirectory(path) {
                let names = FileText.list(path).filter { $0.hasSuffix(".lua") }
                files += names.filter { !defaultMode || $0.hasSuffix("_spec.lua") }
                    .sorted().map { path == "." ? $0 : (path.hasSuffix("/") ? path + $0 : path + "/" + $0) }
                if defaultMode && FileText.isDirectory("examples") {
                    files += FileText.list("examples").filter { $0.hasSuffix(".lua") }.sorted().map { "examples/" + $0 }
                }
            } else {
                guard FileText.read(path) != nil else { throw ValidationError("no such file: \(path)") }
                files.append(path)
            }
        }
        return files
    }
}


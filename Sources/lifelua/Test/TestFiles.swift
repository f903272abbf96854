// Which files `lifelua test` runs.

import ArgumentParser
import LifeluaBindings

enum TestFiles {
    /// Files named, and in folders their *.lua files; the default (no paths) is the current
    /// folder's *_spec.lua plus examples/.
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
                // only whether it is there (issue 31: reading it here blocked on a FIFO); one that
                // cannot be read fails alone, with the reason, when it runs
                guard FileText.exists(path) else { throw ValidationError("no such file: \(path)") }
                files.append(path)
            }
        }
        return files
    }
}

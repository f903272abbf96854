// `require "name"` for scenario authors (issue 12): teams share custom containers and helpers as
// Lua files. A sandboxed, text-only loader: `name.lua` (dots are folders, as in Lua) beside the
// scenario, then in each `--path DIR`; a module runs once per scenario file and its result is
// kept, as Lua's `package.loaded` does. The standard library's `require` (package, C modules,
// binary chunks) stays closed.

import LifecycleKit
import LuaBridge

extension GlobalFunction {
    static let modules: [GlobalFunction] = [
        GlobalFunction(path: "require", params: [("name", "string")], returns: "any",
                       doc: "Runs NAME.lua from the scenario's folder or a --path folder, once; returns what it returns (true if nothing).") { rt, a in
            try rt.require(try a.string(1))
        },
    ]
}

extension ScriptHost {
    func require(_ name: String) throws -> Int32 {
        if let module = loadedModules[name] {
            vm.push(module)
            return 1
        }
        let parts = name.split(separator: ".", omittingEmptySubsequences: false)
        guard !parts.isEmpty, parts.allSatisfy({ !$0.isEmpty && $0.allSatisfy(Self.isModuleNameCharacter) }) else {
            throw LuaScriptError.located("require: argument #1: expected a module name (letters, digits, _ and -, parts separated by dots), got '\(name)'")
        }
        if modulesLoading.contains(name) {
            throw LuaScriptError.located("require: module '\(name)' requires itself (\((modulesLoading + [name]).joined(separator: " → ")))")
        }
        let relative = parts.joined(separator: "/") + ".lua"
        let candidates = ([scenarioDirectory] + modulePaths).map { $0 == "." ? relative : $0 + "/" + relative }
        // issue 31: a candidate that exists but is not a regular file (a FIFO blocked until the
        // watchdog), or is larger than --max-memory, is an error naming it, not a file to skip
        var found: (String, String)?
        for p in candidates {
            do { found = (p, try FileText.contents(of: p, limit: vm.memoryLimit)); break } catch {
                if !error.missing { throw LuaScriptError.located("require: module '\(name)': cannot read '\(p)': \(error.reason)") }
            }
        }
        guard let (path, source) = found else {
            throw LuaScriptError.located("require: module '\(name)' not found: " + candidates.map { "no file '\($0)'" }.joined(separator: ", "))
        }
        modulesLoading.append(name)
        defer { modulesLoading.removeLast() }
        try vm.load(string: Self.skippingFirstLineComment(source), name: "@" + path)
        vm.push(name)
        vm.push(path)
        try vm.pcall(args: 2, results: 1)
        if vm.isNoneOrNil(at: -1) {
            vm.pop()
            vm.push(true)
        }
        loadedModules[name] = vm.ref(at: -1)
        return 1
    }

    static func isModuleNameCharacter(_ c: Character) -> Bool {
        c.isASCII && (c.isLetter || c.isNumber || c == "_" || c == "-")
    }

    /// The folder part of a scenario path ("." for a bare name or standard input).
    static func directory(of path: String) -> String {
        guard path != "-", let slash = path.lastIndex(of: "/") else { return "." }
        return slash == path.startIndex ? "/" : String(path[..<slash])
    }
}

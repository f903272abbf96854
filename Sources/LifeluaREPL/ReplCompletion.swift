// Tab completion for the REPL, terminal-free (the libedit glue is in lifelua's ReplCommand.swift):
//   - `:tr`          → the commands;
//   - `win`          → global names (and Lua keywords);
//   - `obj.na`       → obj's properties, methods and fields; `obj:pre` → its methods only.
// `obj` may be a chain of names (`nav.topViewController.view`). It is evaluated in a protected
// call, never a function call of the user's (only names and `.`): for an engine object or a
// class table, the host names the members (`ScriptHost.memberNames`); for a table, its keys. Anything traced while evaluating (reading `vc.view` loads the view) is
// held and printed with the next entry, so the line being edited is not broken.

import LifeluaBindings
import LuaBridge

extension ReplSession {
    /// Completions of `text`, the word before the cursor (as libedit splits it: `.` and `:` are
    /// part of the word). Each completion replaces the whole word.
    public func completions(for text: String) -> [String] {
        if text.hasPrefix(":") && !text.hasPrefix("::") {
            return (ReplSession.commandHelp.map { String($0.0.split(separator: " ")[0]) })
                .filter { $0.hasPrefix(text) }.sorted()
        }
        guard let sep = text.lastIndex(where: { $0 == "." || $0 == ":" }) else {
            return Array(Set(globalNames() + ReplChunk.keywords).filter { $0.hasPrefix(text) }).sorted()
        }
        let expression = String(text[..<sep])
        let separator = text[sep]
        let prefix = String(text[text.index(after: sep)...])
        guard ReplChunk.isNameChain(expression) else { return [] }
        let names = memberNames(of: expression, methodsOnly: separator == ":")
        return Array(Set(names.filter { $0.hasPrefix(prefix) }))
            .sorted()
            .map { expression + String(separator) + $0 }
    }

    func globalNames() -> [String] {
        let vm = host.vm
        let top = vm.top
        defer { vm.setTop(top) }
        vm.pushGlobals()
        return host.stringKeys(ofTableAt: vm.top, functionsOnly: false)
    }

    /// The member names of the value of `expression` (a chain of names), or [] when it cannot
    /// be evaluated.
    func memberNames(of expression: String, methodsOnly: Bool) -> [String] {
        let vm = host.vm
        let top = vm.top
        defer { vm.setTop(top) }
        sink.held = sink.held ?? []
        do {
            try vm.load(string: "return " + expression, name: "=completion")
            try vm.pcall(args: 0, results: 1)
        } catch {
            return []
        }
        vm.clearInterrupt()
        let value = vm.top
        if let names = host.memberNames(ofValueAt: value, methodsOnly: methodsOnly) { return names }
        if vm.isTable(at: value) { return host.stringKeys(ofTableAt: value, functionsOnly: methodsOnly) }
        if vm.isString(at: value) {
            vm.getGlobal("string")
            return vm.isTable(at: -1) ? host.stringKeys(ofTableAt: vm.top, functionsOnly: true) : []
        }
        return []
    }
}

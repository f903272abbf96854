// Tab completion for the REPL, terminal-free (the libedit glue is in lifelua's ReplCommand.swift):
//   - `:tr`          → the commands;
//   - `win`          → global names (and Lua keywords);
//   - `obj.na`       → obj's properties, methods and fields; `obj:pre` → its methods only.
// `obj` may be a chain of names (`nav.topViewController.view`). It is evaluated in a protected
// call, never a function call of the user's (only names and `.`): for an engine object, the
// members come from the binding table (`ClassBinding`), its scripted class and its own fields;
// for a table, its keys. Anything traced while evaluating (reading `vc.view` loads the view) is
// held and printed with the next entry, so the line being edited is not broken.

import LifecycleKit
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
        return stringKeys(ofTableAt: vm.top, functionsOnly: false)
    }

    func stringKeys(ofTableAt index: Int32, functionsOnly: Bool) -> [String] {
        let vm = host.vm
        var names: [String] = []
        vm.forEach(table: index) {
            if vm.isString(at: -2), let k = vm.toString(at: -2), ReplChunk.isNameChain(k),
               !k.hasPrefix("__"), !functionsOnly || vm.isFunction(at: -1) {
                names.append(k)
            }
        }
        return names
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
        if let object = vm.object(at: value) {
            return objectMemberNames(object, at: value, methodsOnly: methodsOnly)
        }
        if vm.isTable(at: value) {
            var names = stringKeys(ofTableAt: value, functionsOnly: methodsOnly)
            // A class table (UIViewController, a subclass): its chain of defs, and `subclass`.
            vm.getField("__kind", at: value)
            let isClass = vm.isString(at: -1)
            vm.pop()
            if isClass {
                names += classChainNames(classAt: value, skipSelf: true, functionsOnly: methodsOnly)
                if !names.contains("subclass") { names.append("subclass") }
                if !methodsOnly { names.append("super") }
            }
            return names
        }
        if vm.isString(at: value) {
            vm.getGlobal("string")
            return vm.isTable(at: -1) ? stringKeys(ofTableAt: vm.top, functionsOnly: true) : []
        }
        return []
    }

    func objectMemberNames(_ object: AnyObject, at index: Int32, methodsOnly: Bool) -> [String] {
        let vm = host.vm
        var names: [String] = []
        var c = host.binding(for: object)
        if methodsOnly {
            while let binding = c {
                names += binding.methods.map(\.name)
                c = binding.superclass
            }
        } else if let binding = c {
            names += binding.allMemberNames
        }
        if object is UIViewController {
            names += ScriptHost.overridableCallbacks.map(\.kind.rawValue)
            if !methodsOnly { names.append("super") }
        }
        if vm.pushInstanceFields(at: index, create: false) {
            names += stringKeys(ofTableAt: vm.top, functionsOnly: methodsOnly)
            vm.pop()
        }
        if let scriptClass = (object as? UIViewController)?.binding as? ScriptClass {
            vm.push(scriptClass.ref)
            names += classChainNames(classAt: vm.top, skipSelf: false, functionsOnly: methodsOnly)
            vm.pop()
        }
        return names
    }

    /// The raw keys of a class table and its `super` chain.
    func classChainNames(classAt index: Int32, skipSelf: Bool, functionsOnly: Bool) -> [String] {
        var names: [String] = []
        host.walkClassChain(at: index) { depth in
            if !(skipSelf && depth == 0) {
                names += stringKeys(ofTableAt: host.vm.top, functionsOnly: functionsOnly).filter { $0 != "super" }
            }
            return true
        }
        return names
    }
}

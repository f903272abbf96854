// What a value of the script's has as members, for the REPL's completion: an engine object's
// properties, methods, overridable callbacks, own fields and scripted class's defs; a class
// table's defs down its chain, with `subclass` and `super`.

import LifecycleKit
import LuaBridge

extension ScriptHost {
    /// The member names of the engine object or class table at `index`; nil for anything else.
    /// `methodsOnly` (after `obj:`) keeps functions only.
    public func memberNames(ofValueAt index: Int32, methodsOnly: Bool) -> [String]? {
        if let object = vm.object(at: index) {
            return memberNames(of: object, at: index, methodsOnly: methodsOnly)
        }
        guard registeredClass(ofTableAt: index) != nil else { return nil }
        var names = stringKeys(ofTableAt: index, functionsOnly: methodsOnly)
        names += classChainNames(classAt: index, skipSelf: true, functionsOnly: methodsOnly)
        if !names.contains("subclass") { names.append("subclass") }
        if !methodsOnly { names.append("super") }
        return names
    }

    private func memberNames(of object: AnyObject, at index: Int32, methodsOnly: Bool) -> [String] {
        var names: [String] = []
        if let binding = Registry.binding(for: object) {
            names += methodsOnly ? binding.chain.flatMap { $0.methods.map(\.name) } : binding.allMemberNames
        }
        if object is UIViewController {
            names += Self.overridableCallbacks.map(\.kind.rawValue)
            if !methodsOnly { names.append("super") }
        }
        if vm.pushInstanceFields(at: index, create: false) {
            names += stringKeys(ofTableAt: vm.top, functionsOnly: methodsOnly)
            vm.pop()
        }
        if let scriptClass = (object as? UIViewController)?.associatedObject as? ScriptClass {
            vm.push(scriptClass.ref)
            names += classChainNames(classAt: vm.top, skipSelf: false, functionsOnly: methodsOnly)
            vm.pop()
        }
        return names
    }

    /// The raw keys of a class table and its `super` chain.
    private func classChainNames(classAt index: Int32, skipSelf: Bool, functionsOnly: Bool) -> [String] {
        var names: [String] = []
        walkClassChain(at: index) { depth in
            if !(skipSelf && depth == 0) {
                names += stringKeys(ofTableAt: vm.top, functionsOnly: functionsOnly).filter { $0 != "super" }
            }
            return true
        }
        return names
    }

    /// The string keys of a table that are Lua names (not `__…` metafields), optionally only those
    /// holding functions.
    public func stringKeys(ofTableAt index: Int32, functionsOnly: Bool) -> [String] {
        var names: [String] = []
        vm.forEach(table: index) {
            if vm.isString(at: -2), let k = vm.toString(at: -2), LuaSyntax.isName(k),
               !k.hasPrefix("__"), !functionsOnly || vm.isFunction(at: -1) {
                names.append(k)
            }
        }
        return names
    }
}

/// Lua's lexical names (lua.c's completion and the REPL's rewriting need the same definition).
public enum LuaSyntax {
    /// A name a script can write after `.`: a letter or underscore, then letters, digits and
    /// underscores (ASCII), and not a reserved word.
    public static func isName(_ s: Substring) -> Bool {
        guard let f = s.unicodeScalars.first, f == "_" || f.properties.isAlphabetic && f.isASCII else { return false }
        return s.unicodeScalars.allSatisfy { $0.isASCII && ($0 == "_" || $0.properties.isAlphabetic || ("0"..."9").contains($0)) }
            && !keywords.contains(String(s))
    }

    public static func isName(_ s: String) -> Bool { isName(Substring(s)) }

    public static let keywords: Set<String> = [
        "and", "break", "do", "else", "elseif", "end", "false", "for", "function", "goto", "if", "in",
        "local", "nil", "not", "or", "repeat", "return", "then", "true", "until", "while",
    ]
}

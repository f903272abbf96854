// The binding table: every class, property and method a scenario can use, declared once. The
// bindings register from it, `lifelua types` generates the editor definitions from it, and the
// REPL completes from it — so the three cannot drift apart.

import LuaBridge

struct PropertyBinding {
    let name: String
    /// The lua-language-server type ("UIViewController?", "boolean", …).
    let type: String
    let doc: String
    let get: (ScriptHost, AnyObject) throws -> Void
    let set: ((ScriptHost, AnyObject, Int32) throws -> Void)?
}

struct MethodBinding {
    let name: String
    /// Parameters after self: (name, lua-language-server type); a trailing "?" marks optional.
    let params: [(String, String)]
    let returns: String?
    let doc: String
    let body: (ScriptHost, AnyObject, LuaArgs) throws -> Int32
}

final class ClassBinding {
    let name: String
    let superName: String?
    let doc: String
    /// Whether a Swift object is an instance of this class (most specific class wins).
    let matches: (AnyObject) -> Bool
    let constructorDoc: String
    let properties: [PropertyBinding]
    let methods: [MethodBinding]
    var propertyIndex: [String: PropertyBinding] = [:]
    var methodIDs: [String: Int] = [:]
    var methodIndex: [String: MethodBinding] = [:]
    weak var superclass: ClassBinding?

    init(name: String, superName: String?, doc: String, constructorDoc: String,
         matches: @escaping (AnyObject) -> Bool, properties: [PropertyBinding], methods: [MethodBinding]) {
        self.name = name
        self.superName = superName
        self.doc = doc
        self.constructorDoc = constructorDoc
        self.matches = matches
        self.properties = properties
        self.methods = methods
    }

    func property(_ key: String) -> PropertyBinding? {
        propertyIndex[key] ?? superclass?.property(key)
    }

    func methodID(_ key: String) -> Int? {
        methodIDs[key] ?? superclass?.methodID(key)
    }

    /// Every member name, inherited ones included (completion, case checks).
    var allMemberNames: [String] {
        properties.map(\.name) + methods.map(\.name) + (superclass?.allMemberNames ?? [])
    }
}

/// A global function or table field (RunLoop.run, log, …), declared for the types file too.
struct GlobalFunction {
    /// "log", "RunLoop.run", "DispatchQueue.main:async", "trace.events"
    let path: String
    let params: [(String, String)]
    let returns: String?
    let doc: String
    let body: (ScriptHost, LuaArgs) throws -> Int32
}

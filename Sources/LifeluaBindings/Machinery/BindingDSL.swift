// The binding vocabulary: how a UIKit class, its properties and methods, its overridable
// callbacks and its delegate tables are declared for Lua — once, as static data (LÖVE's
// `luaL_Reg` tables, with their signatures and docs beside them). The host registers from these
// declarations, `lifelua types` generates the editor definitions from them without any Lua
// state, and the REPL completes from them: the three cannot drift apart. `Registry.swift` lists
// the classes; each class's declaration is in its own `UIKitClass+Lua.swift` file.

import LifecycleKit
import LuaBridge

struct PropertyBinding {
    let name: String
    /// The lua-language-server type ("UIViewController?", "boolean", …).
    let type: String
    let doc: String
    let get: (ScriptHost, AnyObject) throws -> Void
    let set: ((ScriptHost, AnyObject, Int32) throws -> Void)?
    /// Where the object's userdata keeps the value after the first read, if it does.
    var cached: CachedProperty? = nil
}

/// The properties whose value an object's userdata keeps after the first read, so that reading
/// them again never enters Swift (issue 11: a property read ≤ 3× string.len). Only for a value
/// that changes through its own setter alone (the setter forgets the kept value); one slot
/// each, shared by the classes that have the property.
enum CachedProperty: Int, CaseIterable {
    /// A controller's or view's name: the engine sets it only at init.
    case name = 1
}

struct MethodBinding {
    let name: String
    /// Parameters after self: (name, lua-language-server type); a trailing "?" marks optional.
    let params: [(String, String)]
    let returns: String?
    let doc: String
    let body: (ScriptHost, AnyObject, LuaArgs) throws -> Int32
}

/// A function of the class table itself (`UIView.animate`), or a global (`RunLoop.run`).
struct GlobalFunction {
    /// "log", "RunLoop.run", "DispatchQueue.main:async", "UIView.animate"
    let path: String
    let params: [(String, String)]
    let returns: String?
    let doc: String
    let body: (ScriptHost, LuaArgs) throws -> Int32
}

/// A lifecycle callback a subclass may override: its parameters and what it means.
struct CallbackBinding {
    let kind: EventKind
    let params: [(String, String)]
    let doc: String
}

/// A delegate protocol, as a Lua table of functions (lua-api.md, Delegates).
struct DelegateShape {
    let name: String
    let doc: String
    /// Each method: the event it is traced as, its lua-language-server type, its doc.
    let methods: [(EventKind, String, String)]
    /// Plain fields of the table (name, type, doc), after the methods.
    var fields: [(String, String, String)] = []
}

/// What a constructor receives: the instance's name and, in the table form, the options table.
struct ConstructorArguments {
    let name: String
    /// Whether the script gave a name (a window's default name is "Window").
    let named: Bool
    /// The class table's cached facts: its name is the class name.
    let constructed: ConstructedClass
    /// The options table's stack index, in the table form `Class{ … }`.
    let options: Int32?
    /// The VM of the call; the host holds it for the call's length, so it is reached unretained
    /// (see ScriptHost.deinit for the lifetime rule).
    unowned(unsafe) let vm: LuaVM

    var className: String { constructed.name }
    /// The arguments after the class table, `Class("Name", …)`.
    var args: LuaArgs { LuaArgs(vm, function: className, offset: 1) }
}

final class ClassBinding {
    let name: String
    let superclass: ClassBinding?
    let doc: String
    /// Whether a Swift object is an instance of this class (the most specific class wins).
    let matches: (AnyObject) -> Bool
    /// The constructor's forms, as the types file documents them.
    let constructorDoc: String
    /// `Class("Name", …)`: the positional parameters, name first (the types file's first form).
    let positional: [(String, String)]
    /// Options the table form takes besides `name` and the settable properties, read by the
    /// constructor itself (a navigation controller's `rootViewController`).
    let constructorOptions: [(String, String, String)]
    /// Makes a new engine object, never one a script may hold already: its userdata is made
    /// without a lookup when none was made meanwhile (`LuaVM.push(object:createdAt:)`).
    let construct: (ScriptHost, ConstructorArguments) throws -> AnyObject
    /// Whether a script may subclass it (`Class:subclass(name, defs)`); inherited.
    let isSubclassable: Bool
    /// Whether a script may construct it (presentation controllers come with a presentation).
    let isConstructible: Bool
    let properties: [PropertyBinding]
    let methods: [MethodBinding]
    /// Functions of the class table (`UIView.animate`).
    let classFunctions: [GlobalFunction]
    /// The callbacks a subclass overrides (UIViewController's lifecycle).
    let callbacks: [CallbackBinding]
    /// The delegate tables its properties take.
    let delegates: [DelegateShape]

    /// Built on first use: most scripts use a few of the classes, and start-up need not build
    /// every class's index (docs/performance.md, "Start-up").
    private lazy var propertyIndex: [String: PropertyBinding] =
        Dictionary(properties.map { ($0.name, $0) }, uniquingKeysWith: { a, _ in a })

    init(_ name: String, superclass: ClassBinding? = nil, doc: String, matches: @escaping (AnyObject) -> Bool,
         constructorDoc: String, positional: [(String, String)], isConstructible: Bool = true,
         constructorOptions: [(String, String, String)] = [],
         construct: @escaping (ScriptHost, ConstructorArguments) throws -> AnyObject,
         subclassable: Bool? = nil,
         properties: [PropertyBinding], methods: [MethodBinding], classFunctions: [GlobalFunction] = [],
         callbacks: [CallbackBinding] = [], delegates: [DelegateShape] = []) {
        self.name = name
        self.superclass = superclass
        self.doc = doc
        self.matches = matches
        self.constructorDoc = constructorDoc
        self.positional = positional
        self.constructorOptions = constructorOptions
        self.construct = construct
        self.isSubclassable = subclassable ?? superclass?.isSubclassable ?? false
        self.isConstructible = isConstructible
        self.properties = properties
        self.methods = methods
        self.classFunctions = classFunctions
        self.callbacks = callbacks
        self.delegates = delegates
    }

    var superName: String? { superclass?.name }

    /// This class and its superclasses, most specific first.
    var chain: [ClassBinding] {
        var result: [ClassBinding] = []
        var c: ClassBinding? = self
        while let x = c { result.append(x); c = x.superclass }
        return result
    }

    func property(_ key: String) -> PropertyBinding? {
        propertyIndex[key] ?? superclass?.property(key)
    }

    /// Member precedence, stated once: every member of this class and its superclasses, where a
    /// later entry of the same name wins — methods, then properties, each base class first, then
    /// the lifecycle callbacks (a direct call). The C `__index` is built from it
    /// (`ScriptHost.defineMemberTable`), and `member(_:)` answers from it.
    var memberOrder: [(name: String, member: InstanceMember)] {
        let bases = chain.reversed()
        return bases.flatMap { c in c.methods.map { ($0.name, InstanceMember.method($0, of: c)) } }
            + bases.flatMap { c in c.properties.map { ($0.name, InstanceMember.property($0, of: c)) } }
            + chain.flatMap { c in c.callbacks.map { ($0.kind.rawValue, InstanceMember.callback($0)) } }
    }

    /// What `obj.key` is for an instance of this class, by `memberOrder`.
    func member(_ key: String) -> InstanceMember? { members[key] }

    private lazy var members: [String: InstanceMember] =
        Dictionary(memberOrder.map { ($0.name, $0.member) }, uniquingKeysWith: { _, later in later })

    /// Every member name, inherited ones included (completion, case checks).
    var allMemberNames: [String] {
        properties.map(\.name) + methods.map(\.name) + (superclass?.allMemberNames ?? [])
    }
}

/// A member of a class's instances, with the class that declares it.
enum InstanceMember {
    case method(MethodBinding, of: ClassBinding)
    case property(PropertyBinding, of: ClassBinding)
    case callback(CallbackBinding)
}

/// The declarations of class `T`'s members: closures get `T` itself, so they need no casts or
/// type annotations.
enum Members<T: AnyObject> {
    /// Self as `T`, unchecked: every body gets an object its class's `matches` accepted — a
    /// method's self is checked once, in `registerMethod`; a getter is reached only through the
    /// member table of the object's own class; a setter through `binding(for:)`. Checked in
    /// debug builds; see ScriptHost.deinit for the lifetime rule.
    @inline(__always)
    private static func cast(_ o: AnyObject) -> T { unsafeDowncast(o, to: T.self) }

    /// A property; the getter pushes one value, the setter reads the value at the given index.
    static func property(_ name: String, _ type: String, _ doc: String,
                         get: @escaping (ScriptHost, T) throws -> Void,
                         set: ((ScriptHost, T, Int32) throws -> Void)? = nil,
                         cached: CachedProperty? = nil) -> PropertyBinding {
        PropertyBinding(name: name, type: type, doc: doc,
                        get: { host, o in try get(host, cast(o)) },
                        set: set.map { s in { host, o, i in
                            try s(host, cast(o), i)
                            if let cached { host.vm.forgetCachedValue(of: o, slot: cached.rawValue) }
                        } },
                        cached: cached)
    }

    /// A delegate property: a table of the shape's functions, or nil.
    static func delegate(_ name: String, _ shape: DelegateShape, _ doc: String,
                         _ keyPath: ReferenceWritableKeyPath<T, ScriptDelegate?>) -> PropertyBinding {
        property(name, shape.name + "?", doc,
                 get: { host, o in host.push(delegate: o[keyPath: keyPath]) },
                 set: { host, o, i in o[keyPath: keyPath] = try host.delegate(at: i, name, owner: o) })
    }

    static func method(_ name: String, _ params: [(String, String)], returns: String? = nil, _ doc: String,
                       _ body: @escaping (ScriptHost, T, LuaArgs) throws -> Int32) -> MethodBinding {
        MethodBinding(name: name, params: params, returns: returns, doc: doc,
                      body: { host, o, args in try body(host, cast(o), args) })
    }
}

extension LuaArgs {
    /// A view controller argument (LÖVE's `luax_checktype`, for the class every method takes).
    func controller(_ n: Int) throws -> UIViewController {
        try object(n, as: UIViewController.self, expected: "a view controller")
    }

    func view(_ n: Int) throws -> UIView {
        try object(n, as: UIView.self, expected: "a view")
    }
}

/// A global table's fields a script reads or assigns (`UIApplication.delegate`,
/// `UIApplication.applicationState`), served by the table's metatable; the table's functions are
/// `GlobalFunction`s under the same path. A table with no fields only carries its doc.
struct GlobalTable {
    /// "UIApplication", "NotificationCenter.default"
    let path: String
    let doc: String
    var fields: [GlobalField] = []
    /// The delegate tables its fields take (the types file lists them with the others).
    var delegates: [DelegateShape] = []

    func field(_ name: String) -> GlobalField? { fields.first { $0.name == name } }
}

/// A field of a global table: the getter pushes one value; the setter (nil: read-only) reads the
/// value at the given index.
struct GlobalField {
    let name: String
    let type: String
    let doc: String
    let get: (ScriptHost) throws -> Void
    var set: ((ScriptHost, Int32) throws -> Void)? = nil
}

import CLua
import LuaShim

/// Argument checks for Swift functions. Failures are `LuaArgumentError`s, raised with the
/// position prefix: "file.lua:12: NAME: argument #N: expected EXPECTED, got TYPENAME".
/// `offset` numbers user arguments from 1 when stack index 1 is self (method calls: offset 1).
public struct LuaArgs {
    public let vm: LuaVM
    public let function: String
    public let offset: Int32

    public init(_ vm: LuaVM, function: String, offset: Int32 = 0) {
        self.vm = vm
        self.function = function
        self.offset = offset
    }

    /// The stack index of user argument `n`.
    public func index(_ n: Int) -> Int32 { Int32(n) + offset }
    /// The number of user arguments.
    public var count: Int { max(0, Int(vm.top - offset)) }
    public func isAbsent(_ n: Int) -> Bool { vm.isNoneOrNil(at: index(n)) }

    /// The Lua type name of argument n ('no value' when absent; bridged objects use objectTypeName).
    public func typeName(_ n: Int) -> String {
        let i = index(n)
        if let obj = vm.object(at: i), let f = vm.objectTypeName { return f(obj) }
        return vm.typeName(at: i)
    }

    public func fail(_ n: Int, expected: String) -> LuaArgumentError {
        LuaArgumentError("\(function): argument #\(n): expected \(expected), got \(typeName(n))" + dotCallHint(n, expected: expected))
    }

    /// `a.present(b)` passes b as self and nothing as argument #1 (`a.present(b, true)`: a boolean):
    /// the likely slip is the dot, so a method's first argument says so (issue 12).
    func dotCallHint(_ n: Int, expected: String) -> String {
        guard offset >= 1, n == 1 else { return "" }
        let t = vm.type(at: index(n))
        // a boolean where an object was expected (`a.present(b, true)`); where a plain value was
        // expected, a boolean is just a wrong value
        let plain = ["string", "number", "integer", "boolean", "function", "table"].contains { expected.hasSuffix($0) }
        guard t == .none || (t == .boolean && !plain) else { return "" }
        let name = function.split(separator: ":").last.map(String.init) ?? function
        return " (obj.\(name)(x) passes x as self: call it with ':', as in obj:\(name)(x))"
    }

    /// A message about argument n: "NAME: argument #N: MESSAGE".
    public func fail(_ n: Int, _ message: String) -> LuaArgumentError {
        LuaArgumentError("\(function): argument #\(n): \(message)")
    }

    /// A string, or a number's text (Lua's own coercion); `toString` gives nil for anything else.
    public func string(_ n: Int) throws -> String {
        guard let s = vm.toString(at: index(n)) else { throw fail(n, expected: "string") }
        return s
    }

    public func optionalString(_ n: Int) throws -> String? {
        isAbsent(n) ? nil : try string(n)
    }

    /// A finite number: NaN and infinities never cross the bridge (issue 12: they trapped Swift).
    public func number(_ n: Int) throws -> Double {
        guard vm.isNumber(at: index(n)), let d = vm.toNumber(at: index(n)) else {
            throw fail(n, expected: "number")
        }
        guard d.isFinite else { throw fail(n, expected: "a finite number") }
        return d
    }

    /// The longest duration or delay a scenario may ask for, in seconds: a virtual time beyond it
    /// could not be printed.
    public static let maximumDuration = 1e9

    /// A duration or delay in seconds: finite, from 0 to `maximumDuration`.
    public func duration(_ n: Int) throws -> Double {
        let d = try number(n)
        guard d >= 0 && d <= Self.maximumDuration else {
            throw fail(n, "expected a duration in seconds from 0 to 1e9, got \(vm.describe(at: index(n)))")
        }
        return d
    }

    public func optionalDuration(_ n: Int) throws -> Double? {
        isAbsent(n) ? nil : try duration(n)
    }

    /// The integers a script may pass: within ±2^53, so index arithmetic cannot overflow.
    public static let integerRange = -(1 << 53)...(1 << 53)

    public func integer(_ n: Int) throws -> Int {
        guard vm.isNumber(at: index(n)) else { throw fail(n, expected: "integer") }
        guard let i = vm.toInteger(at: index(n)) else { throw fail(n, "number has no integer representation") }
        guard Self.integerRange.contains(i) else { throw fail(n, "integer out of range: \(i)") }
        return i
    }

    public func optionalInteger(_ n: Int) throws -> Int? {
        isAbsent(n) ? nil : try integer(n)
    }

    /// A boolean; `default` when absent or nil.
    public func bool(_ n: Int, default value: Bool) throws -> Bool {
        let i = index(n)
        if vm.isNoneOrNil(at: i) { return value }
        guard vm.type(at: i) == .boolean else { throw fail(n, expected: "boolean") }
        return vm.toBool(at: i)
    }

    public func bool(_ n: Int) throws -> Bool {
        guard vm.type(at: index(n)) == .boolean else { throw fail(n, expected: "boolean") }
        return vm.toBool(at: index(n))
    }

    /// A reference to the function argument n.
    public func function(_ n: Int) throws -> LuaVM.Ref {
        guard vm.isFunction(at: index(n)) else { throw fail(n, expected: "function") }
        return vm.ref(at: index(n))
    }

    public func optionalFunction(_ n: Int) throws -> LuaVM.Ref? {
        isAbsent(n) ? nil : try function(n)
    }

    /// Checks that argument n is a function; returns its absolute stack index.
    public func functionIndex(_ n: Int) throws -> Int32 {
        guard vm.isFunction(at: index(n)) else { throw fail(n, expected: "function") }
        return vm.absIndex(index(n))
    }

    /// Checks that argument n is a table; returns its absolute stack index.
    public func table(_ n: Int) throws -> Int32 {
        guard vm.isTable(at: index(n)) else { throw fail(n, expected: "table") }
        return vm.absIndex(index(n))
    }

    public func optionalTable(_ n: Int) throws -> Int32? {
        isAbsent(n) ? nil : try table(n)
    }

    /// A bridged object of type T; `expected` names it in the error ("a view controller").
    public func object<T>(_ n: Int, as type: T.Type, expected: String) throws -> T {
        guard let obj = vm.object(at: index(n)) as? T else { throw fail(n, expected: expected) }
        return obj
    }

    public func optionalObject<T>(_ n: Int, as type: T.Type, expected: String) throws -> T? {
        isAbsent(n) ? nil : try object(n, as: type, expected: expected)
    }
}

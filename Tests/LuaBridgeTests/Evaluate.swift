@testable import LuaBridge

/// Runs a chunk that returns one value (chunk name "=test"); returns describe() of it. Shared by
/// the LuaBridge test classes.
func evaluate(_ vm: LuaVM, _ code: String) throws -> String {
    try vm.load(string: code, name: "=test")
    try vm.pcall(args: 0, results: 1)
    defer { vm.pop() }
    return vm.describe(at: -1)
}

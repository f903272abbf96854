import Foundation
@testable import LuaBridge

final class Probe {
    let onDeinit: () -> Void
    init(_ onDeinit: @escaping () -> Void) { self.onDeinit = onDeinit }
    deinit { onDeinit() }
}

struct BoomError: Error, CustomStringConvertible {
    var description: String { "boom from Swift" }
}

func tempFile(_ name: String, _ contents: String) -> String {
    let dir = NSTemporaryDirectory() + "luabridge-tests-\(getpid())"
    try? FileManager.default.createDirectory(atPath: dir, withIntermediateDirectories: true)
    let path = dir + "/" + name
    _ = FileManager.default.createFile(atPath: path, contents: Data(contents.utf8))
    return path
}


/// Runs a chunk that returns one value (chunk name "=test"); returns describe() of it. Shared by
/// the LuaBridge test classes.
func evaluate(_ vm: LuaVM, _ code: String) throws -> String {
    try vm.load(string: code, name: "=test")
    try vm.pcall(args: 0, results: 1)
    defer { vm.pop() }
    return vm.describe(at: -1)
}

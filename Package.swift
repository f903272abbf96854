// swift-tools-version:6.0
import PackageDescription

// Layers, one direction of flow: script → bindings → engine → trace sink → output.
//   CLua            the system Lua 5.4 (Debian liblua5.4-dev, pkg-config lua5.4)
//   LuaShim         C: Lua's macros as functions, the error trampoline, the capped allocator, hooks
//   LuaBridge       generic Swift↔Lua machinery (stack, userdata, errors); knows nothing of UIKit
//   LifecycleKit    the UIKit model in plain Swift, with the trace model; knows nothing of Lua
//   LifecycleTrace  trace output: text, JSONL, Mermaid, SVG, filters, diffs, escaping
//   LifeluaBindings the Lua API: the script host, one file per UIKit class, the runners
//   LifeluaREPL     the REPL's core (no terminal): entries, commands, completion
//   lifelua         the command-line tool
//   CEditLine       libedit (BSD, Debian libedit-dev, pkg-config libedit) for `lifelua repl`
// Release builds of the per-event layers skip the dynamic exclusivity checks (perf-anatomy §2.3:
// swift_beginAccess and its access set were ~6 % of a large run, −7.5 % measured); debug builds
// and `swift test` keep them, so a conflicting access still traps where it is tested. Not LuaBridge:
// built so, four files of Tests/bad-scenarios (101, 109, 120, 132: an error raised while reading
// an argument table) crash with SIGSEGV in LuaVM.object(at:as:) instead of reporting the error.
let engineSettings: [SwiftSetting] = [.unsafeFlags(["-enforce-exclusivity=unchecked"], .when(configuration: .release))]

let package = Package(
    name: "lifelua",
    platforms: [.macOS(.v13)],
    products: [
        .executable(name: "lifelua", targets: ["lifelua"]),
        .library(name: "LifeluaBindings", targets: ["LifeluaBindings"]),
    ],
    dependencies: [
        .package(url: "https://github.com/apple/swift-argument-parser", from: "1.5.0"),
    ],
    targets: [
        .systemLibrary(
            name: "CLua",
            pkgConfig: "lua5.4",
            providers: [.apt(["liblua5.4-dev"])]
        ),
        .systemLibrary(
            name: "CEditLine",
            pkgConfig: "libedit",
            providers: [.apt(["libedit-dev"])]
        ),
        .target(name: "LuaShim", dependencies: ["CLua"]),
        .target(name: "LuaBridge", dependencies: ["CLua", "LuaShim"]),
        .target(name: "LifecycleKit", swiftSettings: engineSettings),
        .target(name: "LifecycleTrace", dependencies: ["LifecycleKit"], swiftSettings: engineSettings),
        .target(name: "LifeluaBindings", dependencies: ["LuaBridge", "LifecycleKit", "LifecycleTrace"], swiftSettings: engineSettings),
        .target(name: "LifeluaREPL", dependencies: ["LifeluaBindings", "LuaBridge", "LifecycleKit", "LifecycleTrace"]),
        .executableTarget(
            name: "lifelua",
            dependencies: [
                "LifeluaBindings",
                "LifeluaREPL",
                "LifecycleTrace",
                "CEditLine",
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
            ]
        ),
        .testTarget(name: "LifecycleKitTests", dependencies: ["LifecycleKit"]),
        .testTarget(name: "LuaBridgeTests", dependencies: ["LuaBridge", "LuaShim", "CLua"]),
        .target(name: "TestSupport", path: "Tests/TestSupport"),
        .testTarget(name: "LifecycleTraceTests", dependencies: ["LifecycleTrace", "LifecycleKit", "TestSupport"]),
        .testTarget(name: "LifeluaREPLTests", dependencies: ["LifeluaREPL"]),
        .testTarget(name: "LifeluaBindingsTests", dependencies: ["LifeluaBindings", "LifecycleKit", "LifecycleTrace", "TestSupport"]),
    ],
    swiftLanguageModes: [.v5]
)

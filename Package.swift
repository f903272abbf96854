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
// and `swift test` keep them, so a conflicting access still traps where it is tested.
// Not LuaBridge: built so (or with @exclusivity(unchecked) on LuaVM.L), its cross-module
// specialization `object(at:) as? T` in the bindings cast a nil object instead of returning nil
// (the bad-scenario corpus crashed in 4 files, issue 11); with the checks the code is correct.
// Every Swift target's release build asks for concrete generic metadata (an array of bindings,
// a dictionary by name) through direct accessors instead of demangling the type's mangled name
// at run time: start-up made ~34 such instantiations, a fifth of `run empty.lua` (issue 11).
// Release builds also count references without atomic instructions: lifelua runs on one thread
// (no Dispatch, no Foundation; `lifelua test -j` spawns processes), and a locked increment or
// decrement was a tenth of creating a controller's time (issue 11; decision "One thread").
// Only release builds: `swift test` runs Swift Testing's suites on several threads, in debug.
let startupFlags = ["-Xfrontend", "-disable-concrete-type-metadata-mangled-name-accessors",
                    "-Xfrontend", "-assume-single-threaded"]
let startupSettings: [SwiftSetting] = [.unsafeFlags(startupFlags, .when(configuration: .release))]
let engineSettings: [SwiftSetting] = [.unsafeFlags(["-enforce-exclusivity=unchecked"] + startupFlags, .when(configuration: .release))]

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
        .target(name: "LuaBridge", dependencies: ["CLua", "LuaShim"], swiftSettings: startupSettings),
        .target(name: "LifecycleKit", swiftSettings: engineSettings),
        .target(name: "LifecycleTrace", dependencies: ["LifecycleKit"], swiftSettings: engineSettings),
        .target(name: "LifeluaBindings", dependencies: ["LuaBridge", "LifecycleKit", "LifecycleTrace"], swiftSettings: engineSettings),
        .target(name: "LifeluaREPL", dependencies: ["LifeluaBindings", "LuaBridge", "LifecycleKit", "LifecycleTrace"], swiftSettings: startupSettings),
        .executableTarget(
            name: "lifelua",
            dependencies: [
                "LifeluaBindings",
                "LifeluaREPL",
                "LifecycleTrace",
                "CEditLine",
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
            ],
            swiftSettings: startupSettings
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

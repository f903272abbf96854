// swift-tools-version:6.0
import PackageDescription

// Layers, one direction of flow: script → bindings → engine → trace sink → output.
//   CLua            the system Lua 5.4 (Debian liblua5.4-dev, pkg-config lua5.4)
//   LuaShim         C: Lua's macros as functions, the error trampoline, the capped allocator, hooks
//   HeapTuning      C: glibc's heap tuned for many objects, called from the executable's start
//   LuaBridge       generic Swift↔Lua machinery (stack, userdata, errors); knows nothing of UIKit
//   LifecycleKit    the UIKit model in plain Swift, with the trace model; knows nothing of Lua
//   LifecycleTrace  trace output: text, JSONL, Mermaid, SVG, filters, diffs, escaping
//   LifeluaBindings the Lua API: the script host, one file per UIKit class, the runners
//   LifeluaREPL     the REPL's core (no terminal): entries, commands, completion
//   lifelua         the command-line tool
//   CEditLine       libedit (BSD, Debian libedit-dev, pkg-config libedit) for `lifelua repl`
// One switch for process-level tuning: LIFELUA_SHIPPING=1 (set by scripts/setup, scripts/bench
// and .ci/run) builds the shipping executable. Its release build counts references without
// atomics (-assume-single-threaded: lifelua runs on one thread), skips the dynamic exclusivity
// checks in the per-event layers, asks for concrete metadata accessors, and tunes glibc's heap
// from main (HeapTuning). Without it a release build is a plain, safe one, and LifeluaBindings
// a usable library. What each buys: docs/performance.md; the switch: docs/decisions.md.
// LuaBridge keeps its exclusivity checks: built without them, the bindings' cross-module
// `object(at:) as? T` cast a nil object instead of returning nil.
let shipping = Context.environment["LIFELUA_SHIPPING"].map { !$0.isEmpty && $0 != "0" } ?? false
let startupFlags = ["-Xfrontend", "-disable-concrete-type-metadata-mangled-name-accessors",
                    "-Xfrontend", "-assume-single-threaded"]
func shippingOnly(_ flags: [String]) -> [SwiftSetting] {
    shipping ? [.unsafeFlags(flags, .when(configuration: .release))] : []
}
let startupSettings = shippingOnly(startupFlags)
let engineSettings = shippingOnly(["-enforce-exclusivity=unchecked"] + startupFlags)
let heapTuning: [CSetting] = shipping ? [.define("LIFELUA_TUNE_HEAP", .when(configuration: .release))] : []

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
        .target(name: "HeapTuning", cSettings: heapTuning),
        .target(name: "LuaBridge", dependencies: ["CLua", "LuaShim"], swiftSettings: startupSettings),
        .target(name: "LifecycleKit", swiftSettings: engineSettings),
        .target(name: "LifecycleTrace", dependencies: ["LifecycleKit"], swiftSettings: engineSettings),
        .target(name: "LifeluaBindings", dependencies: ["LuaBridge", "LifecycleKit", "LifecycleTrace"], swiftSettings: engineSettings),
        .target(name: "LifeluaREPL", dependencies: ["LifeluaBindings", "LuaBridge", "LifecycleKit", "LifecycleTrace"], swiftSettings: startupSettings),
        .executableTarget(
            name: "lifelua",
            dependencies: [
                "HeapTuning",
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

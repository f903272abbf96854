// swift-tools-version:6.0
import PackageDescription

// Layers, one direction of flow: script → bindings → engine → trace sink → output.
//   CLua            the system Lua 5.4 (Debian liblua5.4-dev, pkg-config lua5.4)
//   LuaShim         C: Lua's macros as functions, the error trampoline, the capped allocator, hooks
//   LuaBridge       generic Swift↔Lua machinery (stack, userdata, errors); knows nothing of UIKit
//   LifecycleKit    the UIKit model in plain Swift; knows nothing of Lua
//   LifeluaBindings exposes LifecycleKit to Lua; the runner; trace formats
//   lifelua         the command-line tool
//   CEditLine       libedit (BSD, Debian libedit-dev, pkg-config libedit) for `lifelua repl`
let package = Package(
    name: "lifelua",
    platforms: [.macOS(.v13)],
    products: [
        .executable(name: "lifelua", targets: ["lifelua"]),
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
        .target(name: "LifecycleKit"),
        .target(name: "LifeluaBindings", dependencies: ["LuaBridge", "LifecycleKit", "LuaShim", "CLua"]),
        .executableTarget(
            name: "lifelua",
            dependencies: [
                "LifeluaBindings",
                "CEditLine",
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
            ]
        ),
        .testTarget(name: "LifecycleKitTests", dependencies: ["LifecycleKit"]),
        .testTarget(name: "LuaBridgeTests", dependencies: ["LuaBridge", "LuaShim", "CLua"]),
        .testTarget(name: "LifeluaBindingsTests", dependencies: ["LifeluaBindings", "LifecycleKit"]),
    ],
    swiftLanguageModes: [.v5]
)

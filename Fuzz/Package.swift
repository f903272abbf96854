// swift-tools-version:6.0
// A libFuzzer target for lifelua (issue 12, "Fuzzing"): each input's bytes are a scenario file,
// run by the sandboxed runner as `lifelua run` runs it. Its own package so that the fuzzer flags
// never reach the main build. Build and run with scripts/fuzz; by hand:
//   swift build -c release --package-path Fuzz --build-path /tmp/fuzz-build \
//     -Xswiftc -sanitize=fuzzer,address -Xswiftc -parse-as-library
//   /tmp/fuzz-build/release/FuzzScenario CORPUS_DIR
// (the pattern of swift-protobuf's FuzzTesting).
import PackageDescription

let package = Package(
    name: "lifelua-fuzz",
    platforms: [.macOS(.v15)],
    dependencies: [
        // `name:` gives the dependency a stable name whatever the checkout's folder is called.
        .package(name: "lifelua", path: ".."),
    ],
    targets: [
        .executableTarget(
            name: "FuzzScenario",
            dependencies: [.product(name: "LifeluaBindings", package: "lifelua")],
            // FuzzScenario_main looks libFuzzer's driver up at run time (see FuzzScenario.swift).
            linkerSettings: [.unsafeFlags(["-Xlinker", "--export-dynamic-symbol=LLVMFuzzerRunDriver"])]
        ),
    ],
    swiftLanguageModes: [.v5]
)

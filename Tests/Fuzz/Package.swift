// swift-tools-version:5.4
import PackageDescription

// libFuzzer targets for stacklint (docs/fuzzing.md). A package of its own, so that the main
// package's `swift build` and `swift test` never see the fuzzer flags. Build with
//     swift build -c release -Xswiftc -sanitize=fuzzer,address
// (`run-smoke.sh` and `run-long.sh` do). Each `fuzz-*` executable's entry point is
// `LLVMFuzzerTestOneInput`; libFuzzer supplies `main`, hence `-parse-as-library`, and tools
// version 5.4: from 5.5 on SwiftPM links executables with `main` renamed to `<module>_main`,
// which a libFuzzer target never defines (swiftlang/swift-package-manager#8731).
//
// The language server module is not a product of the main package, so the document-sync
// target compiles its sources again under another module name (`StackLSPUnderFuzz` is a
// link to `Sources/StackLSP`), on top of the `StackLint` product.
let fuzzerEntry: [SwiftSetting] = [.unsafeFlags(["-parse-as-library"])]

let package = Package(
    name: "stacklint-fuzz",
    dependencies: [.package(name: "stacklint", path: "../..")],
    targets: [
        .target(name: "FuzzSupport", dependencies: [.product(name: "StackLint", package: "stacklint")]),
        // Testable, for `OpenDocument`'s memberwise initializer.
        .target(name: "StackLSPUnderFuzz", dependencies: [.product(name: "StackLint", package: "stacklint")],
                swiftSettings: [.unsafeFlags(["-enable-testing"])]),
        .executableTarget(name: "fuzz-analyze", dependencies: ["FuzzSupport"], swiftSettings: fuzzerEntry),
        .executableTarget(name: "fuzz-format", dependencies: ["FuzzSupport"], swiftSettings: fuzzerEntry),
        .executableTarget(name: "fuzz-fix", dependencies: ["FuzzSupport"], swiftSettings: fuzzerEntry),
        .executableTarget(name: "fuzz-frames-json", dependencies: ["FuzzSupport"], swiftSettings: fuzzerEntry),
        .executableTarget(name: "fuzz-document-sync", dependencies: ["FuzzSupport", "StackLSPUnderFuzz"], swiftSettings: fuzzerEntry),
    ]
)

// swift-tools-version:5.4
import PackageDescription

// libFuzzer targets for stacklint (docs/dev/fuzzing.md). A package of its own, so that the main
// package's `swift build` and `swift test` never see the fuzzer flags. Build with
//     swift build -c release -Xswiftc -sanitize=fuzzer,address
// (`run-smoke.sh` and `run-long.sh` do). Each `fuzz-*` executable's entry point is
// `LLVMFuzzerTestOneInput`; libFuzzer supplies `main`, hence `-parse-as-library`, and tools
// version 5.4: from 5.5 on SwiftPM links executables with `main` renamed to `<module>_main`,
// which a libFuzzer target never defines (swiftlang/swift-package-manager#8731).
//
// The document-sync target drives the language server through the main package's `StackLSP`
// product (the server and its protocol module, StackLSPProtocol), as an editor would, and its
// document model through its public API. The XML target reads through the `StackXML` product,
// the IB target imports through the `StackInterfaceBuilder` product.
let fuzzerEntry: [SwiftSetting] = [.unsafeFlags(["-parse-as-library"])]

let package = Package(
    name: "stacklint-fuzz",
    dependencies: [.package(name: "stacklint", path: "../..")],
    targets: [
        // StackLSP's product brings every module below it (the formatter included) into reach.
        .target(
            name: "FuzzSupport",
            dependencies: [
                .product(name: "StackLint", package: "stacklint"),
                .product(name: "StackLSP", package: "stacklint"),
            ]),
        .executableTarget(name: "fuzz-analyze", dependencies: ["FuzzSupport"], swiftSettings: fuzzerEntry),
        .executableTarget(name: "fuzz-format", dependencies: ["FuzzSupport"], swiftSettings: fuzzerEntry),
        .executableTarget(name: "fuzz-fix", dependencies: ["FuzzSupport"], swiftSettings: fuzzerEntry),
        .executableTarget(name: "fuzz-frames-json", dependencies: ["FuzzSupport"], swiftSettings: fuzzerEntry),
        .executableTarget(
            name: "fuzz-xml", dependencies: ["FuzzSupport", .product(name: "StackXML", package: "stacklint")],
            swiftSettings: fuzzerEntry),
        .executableTarget(
            name: "fuzz-ib",
            dependencies: ["FuzzSupport", .product(name: "StackInterfaceBuilder", package: "stacklint")],
            swiftSettings: fuzzerEntry),
        .executableTarget(
            name: "fuzz-document-sync",
            dependencies: ["FuzzSupport", .product(name: "StackLSP", package: "stacklint")],
            swiftSettings: fuzzerEntry),
    ]
)

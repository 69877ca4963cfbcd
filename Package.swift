// swift-tools-version:6.0
import PackageDescription

// Layers, each depending only on those below it:
// StackSyntax → StackModel → StackSolver (generic, knows nothing of UIKit) → StackLayout (the
// UIStackView recipe) → StackFormatter → StackLint (analyzer, reporters) → StackLintCLI.
// Executables are thin `main.swift` files. No package dependencies: the toolchain only.
let package = Package(
    name: "stacklint",
    products: [
        .executable(name: "stacklint", targets: ["stacklint"]),
        .executable(name: "stacklint-bench", targets: ["stacklint-bench"]),
        .executable(name: "stack-solve", targets: ["stack-solve"]),
        .executable(name: "stack-lsp", targets: ["stack-lsp"]),
        .library(name: "StackLint", targets: ["StackLint"]),
    ],
    targets: [
        .target(name: "StackSyntax"),
        .target(name: "StackModel", dependencies: ["StackSyntax"]),
        .target(name: "StackFormatter", dependencies: ["StackSyntax"]),
        .target(name: "StackSolver"),
        .target(name: "StackLayout", dependencies: ["StackModel", "StackSolver"]),
        .target(name: "StackRules", dependencies: ["StackModel", "StackLayout"]),
        .target(name: "StackLint", dependencies: ["StackSyntax", "StackModel", "StackFormatter", "StackSolver", "StackLayout", "StackRules"]),
        .target(name: "StackLSP", dependencies: ["StackLint"]),
        .target(name: "StackLintCLI", dependencies: ["StackLint", "StackLSP"]),
        .executableTarget(name: "stacklint", dependencies: ["StackLintCLI"]),
        .executableTarget(name: "stacklint-bench", dependencies: ["StackLint", "StackLayout", "StackLSP"]),
        .executableTarget(name: "stack-solve", dependencies: ["StackSolver"]),
        .executableTarget(name: "stack-lsp", dependencies: ["StackLSP"]),
        .target(name: "StackTestSupport", dependencies: ["StackSyntax"], path: "Tests/StackTestSupport"),
        .testTarget(name: "StackSyntaxTests", dependencies: ["StackSyntax", "StackTestSupport"]),
        .testTarget(name: "StackSolverTests", dependencies: ["StackSolver"]),
        .testTarget(name: "StackLayoutTests", dependencies: ["StackLayout"]),
        .testTarget(name: "StackModelTests", dependencies: ["StackModel", "StackTestSupport"]),
        .testTarget(name: "StackFormatterTests", dependencies: ["StackFormatter", "StackModel", "StackTestSupport"]),
        .testTarget(name: "StackLintTests", dependencies: ["StackLint", "StackTestSupport"]),
        .testTarget(name: "CLITests", dependencies: ["stacklint", "StackTestSupport"]),
        .testTarget(name: "StackLSPTests", dependencies: ["StackLSP", "StackTestSupport"]),
    ]
)

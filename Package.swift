// swift-tools-version:6.0
import PackageDescription

// Layers, each depending only on those below it (ARCHITECTURE.md):
// StackPlatform (the C library, chosen once) → StackSyntax → StackJSON (the one JSON value,
// parser and writer) → StackXML (the XML reader of Interface Builder files) → StackVocabulary
// (the format's typed words, devices and geometry) → StackModel → StackDiagnostics (findings, rule ids, rule settings) →
// StackSolver (generic, knows nothing of UIKit) → StackRecipe (the UIStackView recipe: a
// layout's constraints) → StackLayout (the engine: solving a layout at its canvases into
// frames) → StackFormatter → StackIBDocument (an Interface Builder file read: its views, constraints,
// device and the bars IB simulates) → StackInterfaceBuilder (Interface Builder files as layouts' text,
// with a map back to the XML) → StackRuleKit (what a rule is and what rules share) →
// StackModelRules (the rules decided from the model alone) → StackConstraintRules (the rules
// that read frames to judge the constraints) and StackContentRules (the rules that read frames
// to judge the content on its canvas) → StackRules (the catalog of all rules) → StackWorkspace (configuration, file discovery and reading) → StackPersistence
// (atomic writes, the cache) → StackLint (the analysis) → StackReports (the renderings of
// results) → StackEditing (an editor's reading of a document, no protocol) → StackLSPProtocol
// (JSON-RPC framing and LSP's typed shapes) → StackLSPFeatures (what the language server's
// answers contain, in LSP's shapes) → StackLSP (the language server: transport, open
// documents, one handler per request) → StackLintCLI. Each target declares exactly the project modules its
// sources import (Tests/python/test_architecture.py checks it). Executables are thin
// `main.swift` files. No package dependencies: the toolchain only.
// Release builds call each concrete type's metadata accessor directly instead of building the
// metadata from its mangled name at first use: the runtime's demangling and conformance
// lookups were about a seventh of the language server's CPU time from start to its first
// diagnostics (docs/dev/lsp-analysis.md, "Start"). A little more code, no change in behaviour.
// They also put each function in a section of its own, which the linker can drop when nothing
// calls it and place where the link order says (`hotCodeFirst`).
let releaseCodeGeneration: [SwiftSetting] = [
    .unsafeFlags(
        ["-Xfrontend", "-disable-concrete-type-metadata-mangled-name-accessors", "-Xfrontend", "-function-sections"],
        .when(configuration: .release))
]

// The release binaries are linked with the code that a language server session and a lint run
// first, in one contiguous run of pages (`Sources/link-order.txt`, written by
// `Tests/Benchmarks/link_order.py`): the kernel maps a binary 64 KB around each page fault, so
// code spread over the text segment makes nearly all of it resident (docs/dev/link-order.md).
// The order is gold's option, the linker the toolchain uses on Linux; a stale order costs
// memory, never behaviour.
let hotCodeFirst: [LinkerSetting] = [
    .unsafeFlags(
        [
            "-static-executable", "-Xlinker",
            "--section-ordering-file=\(Context.packageDirectory)/Sources/link-order.txt",
        ],
        .when(platforms: [.linux], configuration: .release))
]

let package = Package(
    name: "stacklint",
    products: [
        .executable(name: "stacklint", targets: ["stacklint"]),
        .executable(name: "stacklint-bench", targets: ["stacklint-bench"]),
        .executable(name: "stack-solve", targets: ["stack-solve"]),
        .executable(name: "stack-lsp", targets: ["stack-lsp"]),
        // The library of the analysis and what it stands on and renders to, for the fuzz package.
        .library(
            name: "StackLint",
            targets: ["StackJSON", "StackWorkspace", "StackPersistence", "StackLint", "StackReports"]),
        .library(name: "StackLSP", targets: ["StackLSPProtocol", "StackLSP"]),
        // The XML reader of Interface Builder files, for the fuzz package's `fuzz-xml`.
        .library(name: "StackXML", targets: ["StackXML"]),
        // The Interface Builder mapping, for the fuzz package's `fuzz-ib`.
        .library(name: "StackInterfaceBuilder", targets: ["StackIBDocument", "StackInterfaceBuilder"]),
    ],
    targets: [
        .target(name: "StackPlatform", swiftSettings: releaseCodeGeneration),
        .target(name: "StackSyntax", swiftSettings: releaseCodeGeneration),
        .target(name: "StackJSON", dependencies: ["StackSyntax"], swiftSettings: releaseCodeGeneration),
        .target(name: "StackXML", dependencies: ["StackSyntax"], swiftSettings: releaseCodeGeneration),
        .target(name: "StackVocabulary", dependencies: ["StackSyntax"], swiftSettings: releaseCodeGeneration),
        .target(
            name: "StackModel", dependencies: ["StackSyntax", "StackVocabulary"], swiftSettings: releaseCodeGeneration),
        .target(name: "StackFormatter", dependencies: ["StackSyntax"], swiftSettings: releaseCodeGeneration),
        .target(name: "StackSolver", swiftSettings: releaseCodeGeneration),
        .target(
            name: "StackIBDocument", dependencies: ["StackSyntax", "StackXML", "StackVocabulary"],
            swiftSettings: releaseCodeGeneration),
        .target(
            name: "StackInterfaceBuilder",
            dependencies: ["StackSyntax", "StackXML", "StackVocabulary", "StackFormatter", "StackIBDocument"],
            swiftSettings: releaseCodeGeneration),
        .target(
            name: "StackRecipe", dependencies: ["StackSyntax", "StackModel", "StackSolver"],
            swiftSettings: releaseCodeGeneration),
        .target(
            name: "StackLayout", dependencies: ["StackModel", "StackSolver", "StackRecipe"],
            swiftSettings: releaseCodeGeneration),
        .target(
            name: "StackDiagnostics", dependencies: ["StackSyntax", "StackModel"], swiftSettings: releaseCodeGeneration),
        .target(
            name: "StackRuleKit",
            dependencies: ["StackSyntax", "StackModel", "StackRecipe", "StackLayout", "StackDiagnostics"],
            swiftSettings: releaseCodeGeneration),
        .target(
            name: "StackModelRules", dependencies: ["StackSyntax", "StackModel", "StackDiagnostics", "StackRuleKit"],
            swiftSettings: releaseCodeGeneration),
        .target(
            name: "StackConstraintRules",
            dependencies: ["StackSyntax", "StackModel", "StackLayout", "StackDiagnostics", "StackRuleKit"],
            swiftSettings: releaseCodeGeneration),
        .target(
            name: "StackContentRules",
            dependencies: ["StackSyntax", "StackModel", "StackLayout", "StackDiagnostics", "StackRuleKit"],
            swiftSettings: releaseCodeGeneration),
        .target(
            name: "StackRules",
            dependencies: [
                "StackSyntax", "StackModel", "StackDiagnostics", "StackRuleKit", "StackModelRules",
                "StackConstraintRules", "StackContentRules",
            ],
            swiftSettings: releaseCodeGeneration),
        .target(
            name: "StackWorkspace",
            dependencies: [
                "StackPlatform", "StackSyntax", "StackJSON", "StackModel", "StackSolver", "StackDiagnostics",
                "StackModelRules", "StackRules",
            ],
            swiftSettings: releaseCodeGeneration),
        .target(
            name: "StackPersistence",
            dependencies: ["StackPlatform", "StackSyntax", "StackDiagnostics", "StackWorkspace"],
            swiftSettings: releaseCodeGeneration),
        .target(
            name: "StackLint",
            dependencies: [
                "StackPlatform", "StackSyntax", "StackJSON", "StackModel", "StackSolver", "StackRecipe", "StackLayout",
                "StackDiagnostics", "StackIBDocument", "StackInterfaceBuilder", "StackRuleKit", "StackRules",
                "StackWorkspace", "StackPersistence",
            ], swiftSettings: releaseCodeGeneration),
        .target(
            name: "StackReports",
            dependencies: [
                "StackSyntax", "StackJSON", "StackModel", "StackLayout", "StackDiagnostics", "StackRuleKit",
                "StackRules", "StackWorkspace", "StackInterfaceBuilder",
                "StackLint",
            ], swiftSettings: releaseCodeGeneration),
        .target(
            name: "StackEditing",
            dependencies: [
                "StackSyntax", "StackModel", "StackLayout", "StackDiagnostics", "StackRuleKit", "StackLint",
            ],
            swiftSettings: releaseCodeGeneration),
        .target(
            name: "StackLSPProtocol", dependencies: ["StackPlatform", "StackJSON"], swiftSettings: releaseCodeGeneration
        ),
        .target(
            name: "StackLSPFeatures",
            dependencies: [
                "StackSyntax", "StackJSON", "StackModel", "StackLint", "StackReports", "StackEditing",
                "StackLSPProtocol",
            ],
            swiftSettings: releaseCodeGeneration),
        .target(
            name: "StackLSP",
            dependencies: [
                "StackPlatform", "StackSyntax", "StackJSON", "StackModel", "StackLayout", "StackFormatter",
                "StackDiagnostics", "StackRules",
                "StackWorkspace", "StackLint", "StackReports", "StackEditing", "StackLSPProtocol", "StackLSPFeatures",
            ],
            swiftSettings: releaseCodeGeneration),
        .target(
            name: "StackLintCLI",
            dependencies: [
                "StackPlatform", "StackSyntax", "StackJSON", "StackModel", "StackFormatter", "StackDiagnostics",
                "StackRuleKit", "StackRules", "StackWorkspace",
                "StackPersistence", "StackLint", "StackReports", "StackLSP", "StackInterfaceBuilder",
            ], swiftSettings: releaseCodeGeneration),
        .executableTarget(
            name: "stacklint", dependencies: ["StackPlatform", "StackLintCLI"],
            swiftSettings: [.unsafeFlags(["-static-stdlib"], .when(platforms: [.linux], configuration: .release))],
            linkerSettings: hotCodeFirst),
        .executableTarget(
            name: "stacklint-bench",
            dependencies: [
                "StackPlatform", "StackSyntax", "StackJSON", "StackXML", "StackModel", "StackSolver", "StackLayout",
                "StackInterfaceBuilder", "StackLint", "StackLSP", "StackTestSupport",
            ]),
        // Developer commands (ruff's `ruff_dev`): the configuration's JSON Schema and docs section,
        // generated from the declarations the loader validates with; no front end links them.
        .executableTarget(
            name: "stacklint-dev",
            dependencies: [
                "StackSyntax", "StackJSON", "StackModel", "StackDiagnostics", "StackRuleKit", "StackRules",
                "StackWorkspace", "StackLayout", "StackIBDocument", "StackInterfaceBuilder", "StackLint",
            ]),
        // Linked as the product binaries are (below), so that it times the solver as they run it.
        .executableTarget(
            name: "stack-solve", dependencies: ["StackPlatform", "StackSolver"],
            swiftSettings: [.unsafeFlags(["-static-stdlib"], .when(platforms: [.linux], configuration: .release))],
            linkerSettings: [.unsafeFlags(["-static-executable"], .when(platforms: [.linux], configuration: .release))]),
        // The language server is linked fully statically in release builds on Linux: no
        // dynamic loader and no symbol lookups in libstdc++ and libc at every start
        // (docs/dev/lsp-analysis.md, "Start"), and a binary that runs without Swift installed.
        // `main.swift` is compiled against the static standard library so that it names the
        // static libraries that the static Foundation needs (`--static-swift-stdlib`
        // compiles every module so; a plain release build compiles only this one).
        .executableTarget(
            name: "stack-lsp", dependencies: ["StackPlatform", "StackLSP"],
            swiftSettings: [.unsafeFlags(["-static-stdlib"], .when(platforms: [.linux], configuration: .release))],
            linkerSettings: hotCodeFirst),
        .target(name: "StackTestSupport", dependencies: ["StackSyntax"], path: "Tests/StackTestSupport"),
        .testTarget(name: "StackSyntaxTests", dependencies: ["StackSyntax", "StackTestSupport"]),
        .testTarget(name: "StackSolverTests", dependencies: ["StackSolver", "StackTestSupport"]),
        .testTarget(
            name: "StackRulesTests",
            dependencies: [
                "StackSyntax", "StackModel", "StackLayout", "StackRuleKit", "StackModelRules", "StackConstraintRules",
                "StackContentRules", "StackRules",
            ]),
        .testTarget(
            name: "StackRecipeTests",
            dependencies: ["StackModel", "StackRecipe", "StackDiagnostics", "StackTestSupport"]),
        .testTarget(
            name: "StackLayoutTests",
            dependencies: ["StackModel", "StackSolver", "StackRecipe", "StackLayout", "StackDiagnostics"]),
        .testTarget(
            name: "StackModelTests",
            dependencies: ["StackSyntax", "StackVocabulary", "StackModel", "StackDiagnostics", "StackTestSupport"]),
        .testTarget(
            name: "StackFormatterTests",
            dependencies: ["StackSyntax", "StackFormatter", "StackModel", "StackTestSupport"]),
        .testTarget(name: "StackJSONTests", dependencies: ["StackJSON"]),
        .testTarget(name: "StackXMLTests", dependencies: ["StackSyntax", "StackXML"]),
        .testTarget(
            name: "StackInterfaceBuilderTests",
            dependencies: ["StackSyntax", "StackModel", "StackIBDocument", "StackInterfaceBuilder", "StackTestSupport"]),
        .testTarget(
            name: "StackWorkspaceTests",
            dependencies: [
                "StackSyntax", "StackJSON", "StackDiagnostics", "StackModelRules", "StackRules", "StackWorkspace",
                "StackTestSupport",
            ]),
        .testTarget(
            name: "StackPersistenceTests", dependencies: ["StackWorkspace", "StackPersistence", "StackTestSupport"]),
        .testTarget(
            name: "StackLintTests",
            dependencies: [
                "StackSyntax", "StackModel", "StackLayout", "StackDiagnostics", "StackRuleKit", "StackModelRules",
                "StackRules", "StackInterfaceBuilder", "StackLint", "StackReports",
                "StackTestSupport",
            ]),
        .testTarget(
            name: "StackReportsTests",
            dependencies: [
                "StackSyntax", "StackJSON", "StackModel", "StackDiagnostics", "StackRules", "StackWorkspace",
                "StackLint", "StackReports", "StackTestSupport",
            ]),
        .testTarget(name: "CLITests", dependencies: ["stacklint", "stacklint-dev", "StackTestSupport"]),
        .testTarget(name: "StackLSPProtocolTests", dependencies: ["StackJSON", "StackLSPProtocol"]),
        .testTarget(
            name: "StackLSPTests",
            dependencies: [
                "StackPlatform", "StackSyntax", "StackJSON", "StackDiagnostics", "StackLint", "StackLSPProtocol",
                "StackLSPFeatures", "StackLSP",
            ]),
    ]
)
